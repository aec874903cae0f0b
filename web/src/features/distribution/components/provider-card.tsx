import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { NewswireOrderStatus, NewswireProvidersQuery } from '../../../gql/graphql';
import {
  FEATURES_SHOWN,
  formatCents,
  formatReach,
  reachPerOrder,
  REACH_FORMULA,
  type DistributionLevel,
} from '../lib/distribution-estimates';
import { ReleaseStatusChip, SandboxChip } from '../../../components/status-chip';

export type Provider = NewswireProvidersQuery['newswireProviders']['nodes'][number];

export interface ProviderCardProps {
  provider: Provider;
  level: DistributionLevel;
  checked: boolean;
  onToggle: (id: string, checked: boolean) => void;
  disabled?: boolean;
  /** The status of this article's active order with the provider, if it has one. */
  orderedStatus?: NewswireOrderStatus | null;
  /** The most words the level's package covers (the server's quote); null or absent: not published. */
  wordLimit?: number | null;
}

/** One newswire: tick to include it; name, API or Web Integration, price and reach for the level, features. */
export function ProviderCard({ provider, level, checked, onToggle, disabled, orderedStatus, wordLimit }: ProviderCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const priceCents = provider.pricingCents[level];
  const shown = provider.features.slice(0, FEATURES_SHOWN);
  const more = provider.features.length - shown.length;
  return (
    <Paper
      component="label"
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        cursor: disabled ? 'default' : 'pointer',
        borderColor: checked ? 'primary.main' : 'divider',
        borderWidth: checked ? 2 : 1,
        m: checked ? 0 : '1px',
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(provider.id, event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId } }}
        sx={{ alignSelf: 'flex-start', p: 0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={nameId} sx={{ fontWeight: 700 }}>
            {provider.name}
          </Typography>
          <Chip
            size="small"
            label={provider.apiAvailable ? 'API Available' : 'Web Integration'}
            color={provider.apiAvailable ? 'success' : 'info'}
            variant="outlined"
          />
          {provider.sandbox ? <SandboxChip /> : null}
        </Stack>
        {orderedStatus ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }} data-testid="provider-ordered">
            <Typography variant="caption" color="text.secondary">
              Already ordered for this article:
            </Typography>
            <ReleaseStatusChip status={orderedStatus} />
          </Stack>
        ) : null}
        <Box id={detailsId}>
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }} data-testid="provider-price">
                {formatCents(priceCents)}
              </Box>
              {provider.pricingIndicative ? (
                <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }} title="List prices or estimates, not a quote">
                  indicative
                </Box>
              ) : null}
            </Typography>
            <Typography variant="body2" color="text.secondary" title={REACH_FORMULA}>
              Est. reach {formatReach(reachPerOrder(level))}
            </Typography>
            {wordLimit ? (
              <Typography variant="body2" color="text.secondary">
                Up to {formatReach(wordLimit)} words
              </Typography>
            ) : null}
          </Stack>
          {shown.length ? (
            <Box component="ul" sx={{ m: 0, mt: 0.75, pl: 2.25 }}>
              {shown.map((feature) => (
                <Typography component="li" variant="caption" key={feature} sx={{ display: 'list-item' }}>
                  {feature}
                </Typography>
              ))}
            </Box>
          ) : null}
          {more > 0 ? (
            <Typography variant="caption" color="text.secondary" title={provider.features.slice(FEATURES_SHOWN).join('\n')}>
              +{more} more
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
