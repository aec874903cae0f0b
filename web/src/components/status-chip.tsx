import Chip from '@mui/material/Chip';
import type { NewswireOrderStatus, PublicationStatus } from '../gql/graphql';

type ChipColor = 'success' | 'warning' | 'error' | 'info' | 'default';

// Publications and newswire orders share these states; every screen that lists them reads them the same way.
const LOOK: Record<PublicationStatus | NewswireOrderStatus, { label: string; color: ChipColor }> = {
  SCHEDULED: { label: 'Scheduled', color: 'warning' },
  PUBLISHING: { label: 'Publishing', color: 'info' },
  PENDING: { label: 'Waiting for you', color: 'info' },
  SUBMITTING: { label: 'Submitting', color: 'info' },
  // Interrupted mid-send: the wire may have it. The person checks the wire's site before anything else.
  UNKNOWN: { label: 'Check with the wire', color: 'warning' },
  SUBMITTED: { label: 'Submitted', color: 'info' },
  AWAITING_ISSUER: { label: 'Waiting for you', color: 'info' },
  PUBLISHED: { label: 'Published', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
  CANCELLED: { label: 'Cancelled', color: 'default' },
};

/** A publication's or newswire order's status in the app's colours (published green, scheduled yellow, failed red). */
export function ReleaseStatusChip({ status }: { status: PublicationStatus | NewswireOrderStatus }) {
  const look = LOOK[status];
  return <Chip size="small" label={look.label} color={look.color} data-status={status} />;
}

/** Marks a vendor running in sandbox mode: nothing reaches the real platform or wire. */
export function SandboxChip({ label = 'Sandbox' }: { label?: string }) {
  return <Chip size="small" variant="outlined" color="warning" label={label} />;
}
