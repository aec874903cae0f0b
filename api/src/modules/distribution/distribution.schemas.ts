import { z } from '../../lib/zod';
import { isoDateTime, submissionPackageJson } from '../vendor-calls/vendor-calls.schemas';
import { NO_PROVIDERS_SELECTED } from './distribution.constants';
import { DISTRIBUTION_LEVELS, NEWSWIRE_ORDER_STATUSES } from './distribution.constants';

/** The spec's messages (section 5 "Distribution", section 8) and ours. */
export const DISTRIBUTION_MESSAGES = {
  noProviders: NO_PROVIDERS_SELECTED.message,
  pastTarget: 'Target date must not be in the past',
} as const;

/** POST /api/newswire/distribute: the spec's body. */
export const distributeSchema = z.object({
  articleId: z.string().min(1, 'Required'),
  providers: z
    .array(z.string().trim().toLowerCase(), { error: DISTRIBUTION_MESSAGES.noProviders })
    .min(1, DISTRIBUTION_MESSAGES.noProviders)
    .max(20)
    .transform((list) => [...new Set(list.filter(Boolean))])
    .pipe(z.array(z.string()).min(1, DISTRIBUTION_MESSAGES.noProviders)),
  distributionLevel: z.enum(DISTRIBUTION_LEVELS, { error: 'Choose a distribution level: basic, enhanced or premium' }).default('basic'),
  targetDate: z
    .union([z.literal(''), z.null(), isoDateTime('Target date must be an ISO 8601 date and time')])
    .optional()
    .transform((value) => (value instanceof Date ? value : null)),
  orderAgain: z
    .boolean()
    .default(false)
    .describe(
      'Order a wire that already has an order for this article again (a second, paid release); refused while that order is not yet published',
    ),
});

export const confirmOrderSchema = z.object({
  releaseUrl: z.url({ protocol: /^https?$/, error: 'Enter the address of the published release (https://...)' }).max(2048),
});

/** POST /api/newswire/orders/{id}/outcome: what a person found on the vendor's site for an order whose outcome is unknown. */
export const orderOutcomeSchema = z.object({
  sent: z.boolean({ error: "Say whether the vendor's site shows the order: sent true or false" }),
  vendorRef: z.string().trim().min(1).max(255).optional().describe("The vendor's order number, when its site shows one"),
});

export const orderListQuerySchema = z.object({ articleId: z.string().optional() });

// ---------------------------------------------------------------------------------------------
// Answers (OpenAPI and serialisation)

const levels = z.object({ basic: z.number(), enhanced: z.number(), premium: z.number() });
const levelMarkets = z.object({ basic: z.array(z.string()), enhanced: z.array(z.string()), premium: z.array(z.string()) });

/** The spec's provider (id, name, apiAvailable, pricing in dollars, features) and ours. */
export const providerJson = z
  .object({
    id: z.string(),
    name: z.string(),
    apiAvailable: z.boolean(),
    pricing: levels.describe('Dollars per level'),
    pricingCents: levels,
    pricingIndicative: z.boolean().describe('List prices or estimates, not a quote'),
    features: z.array(z.string()),
    sandbox: z.boolean().describe('Nothing is sent to this vendor from this server'),
    submissionUrl: z.string().nullable(),
    delivery: z
      .object({ mode: z.enum(['api', 'package']), steps: z.array(z.string()) })
      .describe(
        "api: IssuerWire sends the order through the wire's API; package: it prepares the release and the issuer files it on the wire's site",
      ),
    coverage: levelMarkets.describe('Per level, the markets where its circuit is broad national distribution (what material news needs)'),
  })
  .meta({ id: 'NewswireProvider' });

export const orderJson = z
  .object({
    id: z.string(),
    articleId: z.string(),
    campaignId: z.string(),
    articleTitle: z.string(),
    provider: z.string(),
    providerName: z.string(),
    apiAvailable: z.boolean(),
    level: z.enum(['basic', 'enhanced', 'premium']),
    status: z.enum(NEWSWIRE_ORDER_STATUSES),
    costCents: z.number(),
    cost: z.number().describe('Dollars'),
    estimatedReach: z.number(),
    targetTime: z.string().nullable(),
    vendorRef: z.string().nullable(),
    releaseUrl: z.string().nullable(),
    submission: submissionPackageJson.nullable().describe("Web Integration: the package to file on the vendor's site"),
    sandbox: z.boolean(),
    message: z.string().nullable(),
    lastError: z.string().nullable(),
    attempts: z.number(),
    publishedAt: z.string().nullable(),
    at: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'NewswireOrder' });
