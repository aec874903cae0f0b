import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { formatWhen } from '../../../lib/format';

export type Provider = NewswireProvidersQuery['newswireProviders']['nodes'][number];

export interface ProviderCardProps {
  provider: Provider;
  level: DistributionLevel;
  checked: boolean;
  onToggle: (id: string, checked: boolean) => void;
  disabled?: boolean;
  /** This article's order with the provider (any but failed or cancelled), if it has one: ticking it again needs "Order again". */
  ordered?: { status: NewswireOrderStatus; createdAt: string } | null;
  /** The issuer asked to order this wire again (a second, paid release). */
  orderingAgain?: boolean;
  onOrderAgain?: (id: string) => void;
  /** Material news needs national distribution in this market (the quote's disclosure); null: no such need. */
  disclosureMarket?: string | null;
  /** The most words the level's package covers (the server's quote); null or absent: not published. */
  wordLimit?: number | null;
}

/** Where the issuer files a package: the site's host name. */
function siteOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * One newswire: tick to include it; name, what ordering does (sent by API, or a package you file on the
 * wire's site, with its steps), price and reach for the level, features; an order already placed is
 * marked and takes "Order again" before it can be ticked.
 */
export function ProviderCard(props: ProviderCardProps) {
  const { provider, level, checked, onToggle, disabled, ordered, orderingAgain, onOrderAgain, wordLimit, disclosureMarket } = props;
  const nameId = useId();
  const checkboxId = useId();
  const detailsId = useId();
  const api = provider.delivery.mode === 'API';
  const site = siteOf(provider.submissionUrl);
  const locked = Boolean(ordered) && !orderingAgain;
  const national = disclosureMarket ? provider.coverage[level].includes(disclosureMarket) : null;
  const priceCents = provider.prices[level].amountCents;
  const shown = provider.features.slice(0, FEATURES_SHOWN);
  const more = provider.features.length - shown.length;
  return (
    // A group, not one <label>: the card holds a second control ("Order again"), and a label may hold only the
    // control it names. The wire's name is the checkbox's label.
    <Paper
      role="group"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        borderColor: checked ? 'primary.main' : 'divider',
        borderWidth: checked ? 2 : 1,
        m: checked ? 0 : '1px',
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled || locked}
        onChange={(event) => onToggle(provider.id, event.target.checked)}
        slotProps={{ input: { id: checkboxId, 'aria-labelledby': nameId, 'aria-describedby': detailsId } }}
        sx={{ alignSelf: 'flex-start', p: 0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography
            id={nameId}
            component="label"
            htmlFor={checkboxId}
            sx={{ fontWeight: 700, cursor: disabled || locked ? 'default' : 'pointer' }}
          >
            {provider.name}
          </Typography>
          <Chip
            size="small"
            label={api ? 'Sent by API' : `You file it${site ? ` on ${site}` : ''}`}
            color={api ? 'success' : 'info'}
            variant="outlined"
            data-testid="provider-delivery"
          />
          {provider.sandbox ? <SandboxChip /> : null}
        </Stack>
        {ordered ? (
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}
            data-testid="provider-ordered"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Ordered {formatWhen(ordered.createdAt)}
            </Typography>
            <ReleaseStatusChip status={ordered.status} />
            {ordered.status === 'PUBLISHED' && !orderingAgain && onOrderAgain ? (
              <Button size="small" variant="outlined" disabled={disabled} onClick={() => onOrderAgain(provider.id)}>
                Order again
              </Button>
            ) : null}
            {ordered.status !== 'PUBLISHED' ? (
              <Typography variant="caption" color="text.secondary">
                Not out yet: see the order above.
              </Typography>
            ) : null}
            {orderingAgain ? (
              <Typography variant="caption" color="text.secondary">
                Ordering again buys a second release.
              </Typography>
            ) : null}
          </Stack>
        ) : null}
        <Box id={detailsId}>
          <Box component="ol" aria-label={`What ordering ${provider.name} does`} sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
            {provider.delivery.steps.map((step) => (
              <Typography component="li" variant="caption" key={step} sx={{ display: 'list-item' }}>
                {step}
              </Typography>
            ))}
          </Box>
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
            {national !== null ? (
              <Typography variant="body2" color={national ? 'success.dark' : 'warning.dark'} data-testid="provider-coverage">
                {national ? `National ${disclosureMarket} distribution` : `Not national in the ${disclosureMarket}`}
              </Typography>
            ) : null}
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
