import { PLANS, type PlanId } from '@api-schemas/campaigns/plans';
import { SECTOR_LABELS, type Sector } from '@api-schemas/campaigns/campaigns.schemas';

export type StatusColor = 'success' | 'warning' | 'default' | 'error';

/** Spec: published green, scheduled yellow, draft gray, anything else as draft; failed red is ours. */
export function statusColor(status: string | null | undefined): StatusColor {
  switch (status) {
    case 'published':
      return 'success';
    case 'scheduled':
      return 'warning';
    case 'failed':
      return 'error';
    default:
      return 'default';
  }
}

/** "draft" -> "Draft". */
export function statusLabel(status: string | null | undefined): string {
  const text = status || 'draft';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sectorLabel(sector: string | null | undefined): string {
  return sector && sector in SECTOR_LABELS ? SECTOR_LABELS[sector as Sector] : sector || '—';
}

export function planName(plan: string | null | undefined): string {
  return plan && plan in PLANS ? PLANS[plan as PlanId].name : plan || '—';
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2026"; empty for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
