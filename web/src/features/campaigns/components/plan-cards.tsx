import { formatUsd, PLAN_IDS, PLANS, type PlanId } from '@api-schemas/campaigns/plans';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One plan as a card: name, price and features from plans.ts (the one place for them). */
export function PlanSummary({ plan, badge }: { plan: PlanId; badge?: ReactNode }) {
  const details = PLANS[plan];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
          {details.name}
        </Typography>
        {badge}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {details.priceLabel}
      </Typography>
      <Box component="ul" sx={{ pl: 2.25, my: 0.5 }}>
        {details.features.map((feature) => (
          <Typography key={feature} component="li" variant="body2" color="text.secondary">
            {feature}
          </Typography>
        ))}
        <Typography component="li" variant="body2" color="text.secondary">
          {formatUsd(details.overageCents)} per article beyond them
        </Typography>
      </Box>
    </Box>
  );
}

export interface BudgetCardsProps {
  value: string;
  onChange: (plan: PlanId) => void;
  error?: string;
  /** The account's current plan, marked on its card. */
  currentPlan?: PlanId | null;
  disabled?: boolean;
}

/** Campaign Budget: radio cards for basic, pro and agency. */
export function BudgetCards({ value, onChange, error, currentPlan, disabled }: BudgetCardsProps) {
  return (
    <Box
      role="radiogroup"
      aria-labelledby="campaign-budget-label"
      aria-describedby={error ? 'campaign-budget-error' : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <Typography id="campaign-budget-label" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Campaign Budget
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {PLAN_IDS.map((plan) => {
          const selected = value === plan;
          return (
            <Box
              key={plan}
              component="label"
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'flex-start',
                gap: 0.5,
                p: 1.5,
                pl: 0.5,
                borderRadius: 2,
                border: 2,
                cursor: disabled ? 'default' : 'pointer',
                borderColor: selected ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
              })}
            >
              <Radio
                checked={selected}
                onChange={() => onChange(plan)}
                value={plan}
                name="budget"
                disabled={disabled}
                slotProps={{
                  input: { 'aria-label': `${PLANS[plan].name}, ${PLANS[plan].priceLabel}, ${PLANS[plan].features.join(', ')}` },
                }}
              />
              <PlanSummary plan={plan} badge={currentPlan === plan ? <Chip size="small" label="Your plan" variant="outlined" /> : null} />
            </Box>
          );
        })}
      </Box>
      {error ? (
        <Typography id="campaign-budget-error" variant="caption" color="error" sx={{ display: 'block', mt: 0.75, ml: 1.75 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
