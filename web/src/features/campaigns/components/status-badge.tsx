import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '../../../gql/graphql';
import { statusColor, statusLabel } from '../lib/presentation';

/** Campaign status: published green, scheduled yellow, draft gray (other values styled as draft; failed red). */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={statusColor(status)}
      data-color={statusColor(status)}
      variant={statusColor(status) === 'default' ? 'outlined' : 'filled'}
    />
  );
}
