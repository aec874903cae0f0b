import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Viewer } from '../../../lib/auth/viewer';
import { ApiTokensCard } from './api-tokens-card';
import { WebhooksCard } from './webhooks-card';

/** Settings → Partner API: what an owner gives partners (tokens) and what partners receive (webhooks). */
export function PartnerApiSection({ viewer }: { viewer: Viewer }) {
  if (viewer.memberRole !== 'OWNER') {
    return <Alert severity="info">Only an owner of the company creates API tokens and webhook endpoints for partners.</Alert>;
  }
  return (
    <Stack spacing={2}>
      <ApiTokensCard />
      <WebhooksCard />
    </Stack>
  );
}
