import { z } from 'zod';
import type { PluginCheck, PluginDefinition } from './plugin.contract.js';

// Newswire providers: API providers distribute and report status; Web Integration providers build a
// submission package the issuer files on the vendor's site.

export const NEWSWIRE_LEVELS = ['basic', 'enhanced', 'premium'] as const;
export type NewswireLevel = (typeof NEWSWIRE_LEVELS)[number];

export interface NewswireRelease {
  headline: string;
  /**
   * The head office as the dateline prints it ("SEATTLE, WA"). Absent when the issuer has recorded no head-office
   * city: lead with the date alone (composeWireRelease does), never with an empty place.
   */
  dateline?: string;
  /** Plain text, paragraphs apart by a blank line (no Markdown): what the wire prints. */
  body: string;
  /** The mandatory disclosures; a provider sends them with the body, never drops them. */
  disclosures: string;
  companyName: string;
  ticker: string;
  exchange: string;
  contact: { name: string; email: string; website?: string };
  /** Absent: distribute at once. */
  targetTime?: Date;
}

export const NEWSWIRE_ORDER_STATUSES = ['submitted', 'scheduled', 'published', 'rejected'] as const;
export type NewswireOrderStatus = (typeof NEWSWIRE_ORDER_STATUSES)[number];

export const newswireOrderResultSchema = z.object({
  vendorRef: z.string().min(1),
  status: z.enum(NEWSWIRE_ORDER_STATUSES),
  releaseUrl: z.string().optional(),
  message: z.string().optional(),
  /** True when the plugin ran in sandbox mode: nothing was sent. */
  sandbox: z.boolean().optional(),
});
export type NewswireOrderResult = z.infer<typeof newswireOrderResultSchema>;

export const submissionPackageSchema = z.object({
  formUrl: z.string().min(1),
  fields: z.array(z.object({ label: z.string().min(1), value: z.string() })),
  text: z.string().min(1),
});
export type SubmissionPackage = z.infer<typeof submissionPackageSchema>;

export interface NewswireDistributeContext {
  level: NewswireLevel;
  /** The same key for every attempt of one order: a vendor that supports it deduplicates. */
  idempotencyKey: string;
}

export interface NewswirePricing {
  /** Cents. */
  basic: number;
  enhanced: number;
  premium: number;
}

/** A vendor's call to `POST /api/plugins/{id}/callback`, handed over as received. */
export interface PluginCallbackRequest {
  method: string;
  /** Lower-case names; repeated headers joined by ', '. */
  headers: Record<string, string>;
  query: Record<string, string>;
  /** The body exactly as received: verify signatures over these bytes (verifyHmacSignature). */
  rawBody: Buffer;
}

/** What a plugin makes of a callback: news of orders, and the answer the vendor gets. */
export interface PluginCallbackAnswer {
  /** Each order's news by its vendorRef; an order never moves back (published stays published). */
  orders?: NewswireOrderResult[];
  /** The HTTP status answered to the vendor (default 200); 4xx refuses the call (a bad signature: 401). */
  status?: number;
  /** Answered as JSON (default { received: true }). */
  body?: unknown;
}

/**
 * How a release reaches the wire, said to the issuer before anything is ordered. `api`: IssuerWire sends
 * the order through the provider's `distribute()`. `package`: IssuerWire prepares the release and the issuer
 * files it on the vendor's site (`buildSubmission()`); nothing is sent.
 */
export const NEWSWIRE_DELIVERY_MODES = ['api', 'package'] as const;
export type NewswireDeliveryMode = (typeof NEWSWIRE_DELIVERY_MODES)[number];

export interface NewswireDelivery {
  mode: NewswireDeliveryMode;
  /** What happens after ordering, step by step, in the issuer's words (e.g. "You file it on the vendor's site"). */
  steps: string[];
}

/**
 * Markets whose listed issuers' material news a level's circuit can carry: broad, non-exclusionary national
 * distribution there (Reg FD's "public disclosure" in the US; CA, UK and AU expect the same of a news release).
 */
export const DISCLOSURE_MARKETS = ['US', 'CA', 'UK', 'AU'] as const;
export type DisclosureMarket = (typeof DISCLOSURE_MARKETS)[number];

export interface NewswireProvider {
  id: string;
  name: string;
  apiAvailable: boolean;
  /**
   * How an order reaches the wire and what the issuer does, said before ordering (newswireDelivery). Absent:
   * what the host will do (the API when apiAvailable, else a package to file), with steps that promise nothing more.
   */
  delivery?: NewswireDelivery;
  /**
   * Per level, the markets where that level's circuit is broad national distribution. Absent or empty: none,
   * so a listed issuer's material news ordered at that level alone is flagged before the order.
   */
  disclosureCoverage?: Partial<Record<NewswireLevel, DisclosureMarket[]>>;
  pricing: NewswirePricing;
  /** True when the prices are the vendor's list prices as we know them, not a quote. */
  pricingIndicative: boolean;
  features: string[];
  /** The most words each level's package covers, where the vendor publishes it (absent: not published). */
  wordLimits?: Partial<Record<NewswireLevel, number>>;
  /** What the vendor charges per 100 words beyond the limit, in cents, where it publishes it. */
  overagePer100WordsCents?: Partial<Record<NewswireLevel, number>>;
  /** Where the issuer files the release by hand (Web Integration providers). */
  submissionUrl?: string;
  distribute?(release: NewswireRelease, ctx: NewswireDistributeContext): Promise<NewswireOrderResult>;
  status?(vendorRef: string): Promise<NewswireOrderResult>;
  /**
   * After an order was interrupted before its answer was recorded: the order the vendor holds for this
   * idempotency key, or null when it surely holds none. Throws when it cannot tell. Optional: without
   * it the order is marked failed for the issuer to check.
   */
  lookup?(idempotencyKey: string, since: Date): Promise<NewswireOrderResult | null>;
  buildSubmission?(release: NewswireRelease, level: NewswireLevel): SubmissionPackage;
  /**
   * A vendor calling back (POST /api/plugins/{id}/callback): verify it (verifyHmacSignature over rawBody)
   * and answer the orders' news. Optional: without it, status() polling is the only way news arrives.
   */
  handleCallback?(request: PluginCallbackRequest): Promise<PluginCallbackAnswer>;
  /** "Test connection": reaches the vendor with the configured options, changing nothing there. Optional. */
  verify?(): Promise<PluginCheck>;
}

export type NewswirePlugin<S extends z.ZodType = z.ZodType> = PluginDefinition<'newswire', S, NewswireProvider>;

const cents = z.number().int().nonnegative();
const providerShape = z.object({
  id: z.string(),
  name: z.string().min(1),
  apiAvailable: z.boolean(),
  pricing: z.object({ basic: cents, enhanced: cents, premium: cents }),
  pricingIndicative: z.boolean(),
  features: z.array(z.string()),
  wordLimits: z.partialRecord(z.enum(NEWSWIRE_LEVELS), z.number().int().positive()).optional(),
  overagePer100WordsCents: z.partialRecord(z.enum(NEWSWIRE_LEVELS), cents).optional(),
  submissionUrl: z.string().optional(),
  delivery: z.object({ mode: z.enum(NEWSWIRE_DELIVERY_MODES), steps: z.array(z.string().trim().min(1)).min(1) }).optional(),
  disclosureCoverage: z.partialRecord(z.enum(NEWSWIRE_LEVELS), z.array(z.enum(DISCLOSURE_MARKETS))).optional(),
});

/** Steps for a provider that declares no delivery: what the host will do, and nothing more. */
function defaultSteps(provider: Pick<NewswireProvider, 'name' | 'submissionUrl'>, mode: NewswireDeliveryMode): string[] {
  if (mode === 'api')
    return [`IssuerWire sends the order to ${provider.name} through its API.`, `${provider.name} decides when it goes out.`];
  const site = provider.submissionUrl ? ` (${provider.submissionUrl})` : '';
  return [
    `IssuerWire prepares the release in ${provider.name}'s format; nothing is sent to ${provider.name}.`,
    `You file it yourself on ${provider.name}'s site${site}.`,
    'Once it is published, you record its address here.',
  ];
}

/**
 * How an order with this provider reaches the wire: its declared delivery, or, when it declares none, what
 * the host will do (its API when it has one, else a package the issuer files), said without promising more.
 * A declared 'api' counts only with an API (newswireProviderProblems refuses the rest); a declared
 * 'package' is filed by hand even when the wire has an API.
 */
export function newswireDelivery(
  provider: Pick<NewswireProvider, 'name' | 'apiAvailable' | 'delivery' | 'submissionUrl'>,
): NewswireDelivery {
  const declared = provider.delivery;
  if (declared?.mode === 'package' || (declared?.mode === 'api' && provider.apiAvailable))
    return { mode: declared.mode, steps: [...declared.steps] };
  const mode: NewswireDeliveryMode = provider.apiAvailable ? 'api' : 'package';
  return { mode, steps: defaultSteps(provider, mode) };
}

/** The markets where `level` is broad national distribution; none when the provider does not say. */
export function disclosureCoverage(provider: Pick<NewswireProvider, 'disclosureCoverage'>, level: NewswireLevel): DisclosureMarket[] {
  return [...(provider.disclosureCoverage?.[level] ?? [])];
}

/** Every way the provider breaks the contract; empty when it honours it. */
export function newswireProviderProblems(provider: unknown, pluginId: string): string[] {
  const parsed = providerShape.safeParse(provider);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || 'provider'}: ${i.message}`);
  const p = provider as NewswireProvider;
  const problems: string[] = [];
  if (p.id !== pluginId) problems.push(`provider id '${p.id}' differs from the plugin id '${pluginId}'`);
  if (p.handleCallback !== undefined && typeof p.handleCallback !== 'function') problems.push('handleCallback must be a function');
  if (p.delivery?.mode === 'api' && !p.apiAvailable)
    problems.push("delivery mode 'api' needs apiAvailable true (and distribute(), status())");
  if (p.apiAvailable) {
    if (typeof p.distribute !== 'function') problems.push('an API provider must implement distribute()');
    if (typeof p.status !== 'function') problems.push('an API provider must implement status()');
  }
  if (newswireDelivery(p).mode === 'package' && typeof p.buildSubmission !== 'function') {
    problems.push(
      p.delivery
        ? "a provider whose delivery is a prepared package (mode 'package') must implement buildSubmission()"
        : 'a Web Integration provider (apiAvailable false) must implement buildSubmission()',
    );
  }
  return problems;
}

/** A release the host builds a Web Integration package from at boot (no vendor is called). */
const PROBE_RELEASE: NewswireRelease = {
  headline: 'IssuerWire start-up check',
  dateline: 'NEW YORK, NY',
  body: 'This release is built at start-up to check the plugin; it is never sent.',
  disclosures: 'Forward-looking statements: this start-up check carries the mandatory disclosures.',
  companyName: 'Example Holdings Inc.',
  ticker: 'EXMP',
  exchange: 'NASDAQ',
  contact: { name: 'Investor Relations', email: 'ir@example.com' },
};

/**
 * What the provider does wrong when used, checked at boot without calling any vendor: its submission
 * package for every level must be well formed and carry the mandatory disclosures.
 */
export function newswireBehaviourProblems(provider: NewswireProvider): string[] {
  if (typeof provider.buildSubmission !== 'function') return [];
  const problems: string[] = [];
  for (const level of NEWSWIRE_LEVELS) {
    let built: unknown;
    try {
      built = provider.buildSubmission(PROBE_RELEASE, level);
    } catch (error) {
      problems.push(`buildSubmission(release, '${level}') threw: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = submissionPackageSchema.safeParse(built);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'package'}: ${i.message}`).join('; ');
      problems.push(`buildSubmission(release, '${level}') answered an invalid package (${detail})`);
    } else if (!parsed.data.text.includes('Forward-looking statements')) {
      problems.push(`buildSubmission(release, '${level}') dropped the mandatory disclosures from the package's text`);
    }
  }
  return problems;
}
