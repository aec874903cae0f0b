import { PLAN_IDS, PLANS, type PlanId } from '@api-schemas/campaigns/plans';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@api-schemas/campaigns/plans';
import { useViewer } from '../../../lib/auth/viewer';
import { usePlanUsage } from '../api/plan-usage.query';
import { planIdOf, useChangePlan } from '../hooks/use-change-plan';
import { PlanSummary } from './plan-cards';

const RESETS = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The account's plan and this month's quota, with the other plans to switch to (recorded by the server). */
export function PlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = usePlanUsage();
  const { changePlan, changing } = useChangePlan();
  // Only the owner may change the plan (the API's plan.change): the others see the plans without the buttons.
  const owner = useViewer().memberRole === 'OWNER';
  const usage = data?.planUsage;
  const current = planIdOf(usage?.plan);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="plan-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="plan-dialog-title">Your plan</DialogTitle>
      <DialogContent>
        {usage ? (
          <Typography sx={{ mb: 2 }} role="status">
            You are on the <strong>{usage.name}</strong> plan: {usage.used} of {usage.limit} articles used this month; the count resets on{' '}
            {RESETS.format(new Date(usage.resetsAt))}. Each article beyond them costs {formatUsd(usage.overagePrice.amountCents)}, shown and
            confirmed before it is charged.
          </Typography>
        ) : (
          <Typography sx={{ mb: 2 }} color="text.secondary">
            Loading your plan…
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {PLAN_IDS.map((plan: PlanId) => (
            <Box
              key={plan}
              component="section"
              aria-label={`${PLANS[plan].name} plan`}
              sx={{
                p: 2,
                border: 1,
                borderColor: plan === current ? 'primary.main' : 'divider',
                borderRadius: 2,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
              }}
            >
              <PlanSummary plan={plan} badge={plan === current ? <Chip size="small" color="primary" label="Current" /> : null} />
              <Box sx={{ flexGrow: 1 }} />
              {owner ? (
                <Button
                  variant={plan === current ? 'outlined' : 'contained'}
                  disabled={!usage || plan === current || changing}
                  onClick={() => void changePlan(plan)}
                >
                  {plan === current ? 'Current plan' : `Switch to ${PLANS[plan].name}`}
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          {owner
            ? 'Plan changes take effect at once and are recorded on your account. No payment is taken here.'
            : 'Only the owner of your organization can change the plan.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
