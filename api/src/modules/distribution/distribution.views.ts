import { iso } from '../../lib/clock';
import {
  disclosureCoverage,
  newswireDelivery,
  type NewswireDelivery,
  type NewswireProvider,
  type SubmissionPackage,
} from '@issuerwire/plugin-sdk';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { DISTRIBUTION_LEVELS, type DistributionLevel, type NewswireOrderStatus } from './distribution.constants';
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
  /** How an order reaches the wire, said before ordering: sent by API, or a package the issuer files, with its steps. */
  delivery: NewswireDelivery;
  /** Per level, the markets where its circuit is broad national distribution (disclosure-grade). */
  coverage: Record<DistributionLevel, string[]>;
}

export function providerView(p: NewswireProvider, sandbox: boolean): ProviderView {
  const delivery = newswireDelivery(p);
  return {
    id: p.id,
    name: p.name,
    apiAvailable: delivery.mode === 'api',
    pricing: { basic: p.pricing.basic / 100, enhanced: p.pricing.enhanced / 100, premium: p.pricing.premium / 100 },
    pricingCents: { ...p.pricing },
    pricingIndicative: p.pricingIndicative,
    features: [...p.features],
    sandbox,
    submissionUrl: p.submissionUrl ?? null,
    delivery,
    coverage: Object.fromEntries(DISTRIBUTION_LEVELS.map((level) => [level, disclosureCoverage(p, level)])) as Record<
      DistributionLevel,
      string[]
    >,
  };
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
    apiAvailable: provider ? newswireDelivery(provider).mode === 'api' : false,
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

/** "A", "A and B", "A, B and C". */
function names(views: OrderView[]): string {
  const list = views.map((v) => v.providerName);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** "2026-11-26 14:00 UTC" */
function when(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'its time';
}

const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A failed order's reason; an unknown outcome is not "not sent". */
function failure(v: OrderView): string {
  const reason = sentence(v.lastError ?? 'No reason was given');
  if (/^(Outcome unknown|Interrupted)/.test(reason)) return `${v.providerName} may have received it. ${reason}`;
  return `Not sent to ${v.providerName}. ${reason}`;
}

/**
 * The answer's message, in plain sentences about what was and was not sent: to whom it went, what is held
 * for later, what the issuer files by hand, what sandbox kept back, what failed and why, what was already there.
 */
export function distributionMessage(views: OrderView[], existing: Set<string>): string {
  const fresh = views.filter((v) => !existing.has(v.id));
  const kept = views.filter((v) => existing.has(v.id));
  const held = fresh.filter((v) => v.status === 'scheduled' && !v.vendorRef);
  const toFile = fresh.filter((v) => v.status === 'awaiting_issuer');
  const placed = fresh.filter((v) => v.status !== 'failed' && !held.includes(v) && !toFile.includes(v));
  const sent = placed.filter((v) => !v.sandbox);
  const sandbox = placed.filter((v) => v.sandbox);
  const heldInSandbox = held.filter((v) => v.sandbox);
  const parts: string[] = [];
  if (sent.length) parts.push(`Sent to ${names(sent)}.`);
  if (held.length) parts.push(`Scheduled with ${names(held)} for ${when(held[0].targetTime)}: nothing has been sent yet.`);
  if (heldInSandbox.length)
    parts.push(
      `${names(heldInSandbox)} ${heldInSandbox.length === 1 ? 'runs' : 'run'} in sandbox here, so nothing will be sent then either.`,
    );
  if (toFile.length)
    parts.push(
      `Nothing is sent to ${names(toFile)} for you: file the prepared release on ${toFile.length === 1 ? 'its' : 'each provider’s'} site, then record the release URL.`,
    );
  if (sandbox.length)
    parts.push(
      `Not sent to ${names(sandbox)}: ${sandbox.length === 1 ? 'it runs' : 'they run'} in sandbox on this server (no credentials are configured), so nothing went out and nothing was charged.`,
    );
  for (const v of fresh.filter((o) => o.status === 'failed')) parts.push(failure(v));
  if (kept.length) parts.push(`Already ordered with ${names(kept)} before: nothing was ordered twice.`);
  return parts.join(' ');
}
