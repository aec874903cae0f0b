import { iso } from '../../lib/clock';
import type { SubmissionPackage } from '@issuerwire/plugin-sdk';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { DistributionLevel, NewswireOrderStatus } from './distribution.constants';
import { DISTRIBUTION_MESSAGES } from './distribution.schemas';
import type { NewswireOrder } from './newswire-order.entity';

/** GET /api/newswire/providers: the spec's shape (pricing in dollars) and ours. */
export interface ProviderView {
  id: string;
  name: string;
  apiAvailable: boolean;
  /** Dollars per level (the spec's shape). */
  pricing: { basic: number; enhanced: number; premium: number };
  pricingCents: { basic: number; enhanced: number; premium: number };
  /** The prices are list prices or estimates, not a quote. */
  pricingIndicative: boolean;
  features: string[];
  /** Nothing is sent to the vendor from this server (no operator credentials). */
  sandbox: boolean;
  /** Where the issuer files the release (Web Integration) or follows the order. */
  submissionUrl: string | null;
}

export interface OrderView {
  id: string;
  articleId: string;
  campaignId: string;
  articleTitle: string;
  provider: string;
  providerName: string;
  apiAvailable: boolean;
  level: DistributionLevel;
  status: NewswireOrderStatus;
  costCents: number;
  /** Dollars. */
  cost: number;
  estimatedReach: number;
  targetTime: string | null;
  vendorRef: string | null;
  releaseUrl: string | null;
  submission: SubmissionPackage | null;
  sandbox: boolean;
  /** The vendor's own words about the order. */
  message: string | null;
  lastError: string | null;
  attempts: number;
  publishedAt: string | null;
  /** The date the calendar puts it on: published, else target, else created. */
  at: string;
  createdAt: string;
  updatedAt: string;
}

export interface DistributeAnswer {
  message: string;
  orders: OrderView[];
  totalCostCents: number;
  /** Dollars. */
  totalCost: number;
  estimatedReach: number;
  /** Scheduled publications moved after the newswire release (the wire leads). */
  movedPublications: { id: string; platform: string; from: string; to: string }[];
  /** Present when every order failed: REST answers 502 with this body, GraphQL an error carrying it. */
  code?: typeof DISTRIBUTION_FAILED;
}

export const DISTRIBUTION_FAILED = 'distribution_failed';

export function orderView(plugins: PluginRegistry, order: NewswireOrder): OrderView {
  const provider = plugins.newswire(order.provider);
  return {
    id: order.id,
    articleId: order.article.id,
    campaignId: order.article.campaign.id,
    articleTitle: order.article.title,
    provider: order.provider,
    providerName: provider?.name ?? order.provider,
    apiAvailable: provider?.apiAvailable ?? false,
    level: order.level,
    status: order.status,
    costCents: order.costCents,
    cost: order.costCents / 100,
    estimatedReach: order.estimatedReach,
    targetTime: iso(order.targetTime),
    vendorRef: order.vendorRef ?? null,
    releaseUrl: order.releaseUrl ?? null,
    submission: (order.submission as SubmissionPackage | null | undefined) ?? null,
    sandbox: order.sandbox,
    message: order.vendorMessage ?? null,
    lastError: order.lastError ?? null,
    attempts: order.attempts,
    publishedAt: iso(order.publishedAt),
    at: (order.publishedAt ?? order.targetTime ?? order.createdAt).toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The answer's message: what was ordered, scheduled, left to file, sandboxed, failed or already there. */
export function distributionMessage(views: OrderView[], existing: Set<string>): string {
  const placed = views.filter((v) => v.status !== 'failed');
  const parts = [DISTRIBUTION_MESSAGES.sent(placed.length)];
  const scheduled = views.filter((v) => v.status === 'scheduled' && !v.vendorRef);
  if (scheduled.length) parts.push(`${scheduled.map((v) => v.providerName).join(', ')}: scheduled for ${scheduled[0].targetTime}.`);
  const manual = views.filter((v) => v.status === 'awaiting_issuer');
  if (manual.length)
    parts.push(`${manual.map((v) => v.providerName).join(', ')}: file the prepared release on the provider's site, then record its URL.`);
  const sandbox = views.filter((v) => v.sandbox && v.status !== 'failed');
  if (sandbox.length) parts.push(`Sandbox: nothing was sent to ${sandbox.map((v) => v.providerName).join(', ')}.`);
  for (const v of views.filter((o) => o.status === 'failed')) parts.push(`${v.providerName} failed: ${v.lastError ?? 'unknown reason'}`);
  const kept = views.filter((v) => existing.has(v.id));
  if (kept.length) parts.push(`Already ordered with ${kept.map((v) => v.providerName).join(', ')}: nothing was ordered twice.`);
  return parts.join(' ');
}
