import { enumValue } from '@api-enum';
import { SECTORS, SECTOR_LABELS } from '@api-schemas/campaigns/campaigns.schemas';
import { PLAN_IDS, PLANS } from '@api-schemas/campaigns/plans';
import type { CampaignStatus } from '../../../gql/graphql';
import { enumLabel } from '../../../lib/format';

export type StatusColor = 'success' | 'warning' | 'default' | 'error' | 'info';

/** Spec: published green, scheduled yellow, draft gray (archived too); failed red is ours. */
const STATUS_COLORS: Record<CampaignStatus, StatusColor> = {
  PUBLISHED: 'success',
  SCHEDULED: 'warning',
  // Ordered or sent with no time set: under way, not scheduled (issue 38).
  IN_PROGRESS: 'info',
  FAILED: 'error',
  DRAFT: 'default',
  ARCHIVED: 'default',
};

export function statusColor(status: CampaignStatus): StatusColor {
  return STATUS_COLORS[status];
}

/** DRAFT -> "Draft". */
export function statusLabel(status: CampaignStatus): string {
  return enumLabel(status);
}

/** A campaign's sector as the form names it (GraphQL's TECHNOLOGY -> Technology); a dash when none. */
export function sectorLabel(sector: string | null | undefined): string {
  const id = sector ? enumValue(SECTORS, sector) : undefined;
  return id ? SECTOR_LABELS[id] : sector || '—';
}

/** A plan's name (GraphQL's PRO -> Pro). */
export function planName(plan: string | null | undefined): string {
  const id = plan ? enumValue(PLAN_IDS, plan) : undefined;
  return id ? PLANS[id].name : plan || '—';
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2026"; empty for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
