import Chip from '@mui/material/Chip';

type ChipColor = 'success' | 'warning' | 'error' | 'info' | 'default';

// Publications and newswire orders share these states; every screen that lists them reads them the same way.
const LOOK: Record<string, { label: string; color: ChipColor }> = {
  scheduled: { label: 'Scheduled', color: 'warning' },
  publishing: { label: 'Publishing', color: 'info' },
  pending: { label: 'Waiting for you', color: 'info' },
  submitting: { label: 'Submitting', color: 'info' },
  submitted: { label: 'Submitted', color: 'info' },
  awaiting_issuer: { label: 'Waiting for you', color: 'info' },
  published: { label: 'Published', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** A publication's or newswire order's status in the app's colours (published green, scheduled yellow, failed red). */
export function ReleaseStatusChip({ status }: { status: string }) {
  const look = LOOK[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={look.label} color={look.color} data-status={status} />;
}

/** Marks a vendor running in sandbox mode: nothing reaches the real platform or wire. */
export function SandboxChip({ label = 'Sandbox' }: { label?: string }) {
  return <Chip size="small" variant="outlined" color="warning" label={label} />;
}
