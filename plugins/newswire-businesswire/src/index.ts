import { z } from 'zod';
import {
  AuthExpired,
  buildWireSubmission,
  composeWireRelease,
  defineNewswirePlugin,
  formatWallClock,
  NEWSWIRE_LEVELS,
  newswirePricingOverrideSchema,
  resolveNewswirePricing,
  secret,
  type NewswireLevel,
  type NewswireOrderResult,
  type WireStyle,
} from '@issuerwire/plugin-sdk';
import { buildConnectOrder, connectLogin, connectOrderNumber, submitConnectOrder, type ConnectAccount } from './connect.client';

// Business Wire: the one wire here with a documented submission API (Connect 5 Client Services API),
// so it orders directly. Its API documents no order-status call: status() says so instead of guessing.

const savedDistributionId = z.coerce
  .number()
  .int()
  .positive('must be the id of a saved distribution in Connect (GET /api/v1/order/savedDistribution)');

/** Asked for once credentials are given: without them no order can be placed. */
const REQUIRED_WITH_CREDENTIALS = ['email', 'password', 'accountId', 'distributions'] as const;

export const optionsSchema = z
  .object({
    baseUrl: z.url({ protocol: /^https?$/ }).default('https://platform.businesswire.com'),
    /** Business Wire Connect login; absent (with password), the plugin runs in sandbox mode. */
    email: z.email('must be the Business Wire Connect login email').optional(),
    password: secret(z.string().min(1, 'must be the Business Wire Connect password')).optional(),
    /** The account orders are placed and billed under (GET /api/v1/client/account/lookup). */
    accountId: z.coerce.number().int().positive('must be an account number from GET /api/v1/client/account/lookup').optional(),
    /** The saved distribution (circuit) each level orders. */
    distributions: z
      .object({ basic: savedDistributionId, enhanced: savedDistributionId, premium: savedDistributionId })
      .strict()
      .optional(),
    /** The order source key Business Wire issues per client, when the account has one. */
    sourceKey: secret(z.string().min(1)).optional(),
    /** Phone of the release contact Business Wire prints and calls; the email comes from the release. */
    contactPhone: z.string().min(7, 'must be a full phone number').optional(),
    /** Save orders as drafts in Connect (workInProgress) instead of submitting them: for a first run. */
    draftOnly: z.boolean().default(false),
    pricing: newswirePricingOverrideSchema.optional(),
    /** Where the issuer follows the order. */
    connectUrl: z.url({ protocol: /^https$/ }).default('https://connect.businesswire.com/'),
  })
  .strict()
  .superRefine((options, ctx) => {
    if (options.email === undefined && options.password === undefined) return;
    for (const key of REQUIRED_WITH_CREDENTIALS) {
      if (options[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required once Business Wire credentials are set' });
    }
  });
export type BusinessWireOptions = z.output<typeof optionsSchema>;

/** Business Wire leads with the dateline and its name: `SEATTLE--(BUSINESS WIRE)--`. */
export const BUSINESS_WIRE_STYLE: WireStyle = {
  dateStyle: 'long',
  lead: ({ dateline }) => `${dateline}--(BUSINESS WIRE)--`,
};

const DEFAULT_CIRCUITS: Record<NewswireLevel, string> = {
  basic: 'US regional circuit',
  enhanced: 'US national circuit',
  premium: 'US national circuit with international circuits',
};

export const NO_STATUS_ENDPOINT =
  "Business Wire's Client Services API has no order-status call: follow the order in Business Wire Connect and record the release URL once it is published.";

function connectAccount(options: BusinessWireOptions): ConnectAccount | null {
  const { email, password, accountId, distributions } = options;
  if (!email || !password || accountId === undefined || !distributions) return null;
  return {
    email,
    password,
    accountId,
    distributions,
    sourceKey: options.sourceKey,
    contactPhone: options.contactPhone,
    draftOnly: options.draftOnly,
  };
}

/** Our trace in Connect: the idempotency key names the uploaded release file. */
function releaseFilename(idempotencyKey: string): string {
  return `issuerwire-${idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 80) || 'release'}.txt`;
}

export default defineNewswirePlugin({
  id: 'businesswire',
  name: 'Business Wire',
  optionsSchema,
  hasCredentials: (options) => Boolean(options.email && options.password),
  create(options, host) {
    const api = host.http({ baseUrl: options.baseUrl });
    const account = connectAccount(options);
    const prices = resolveNewswirePricing(
      { pricing: { basic: 45_000, enhanced: 95_000, premium: 200_000 }, pricingIndicative: true },
      options.pricing,
    );
    const circuits = Object.fromEntries(
      NEWSWIRE_LEVELS.map((level) => [level, account ? `Saved distribution ${account.distributions[level]}` : DEFAULT_CIRCUITS[level]]),
    ) as Record<NewswireLevel, string>;

    return {
      id: 'businesswire',
      name: 'Business Wire',
      apiAvailable: true,
      ...prices,
      features: [
        'Orders placed through the Business Wire Connect 5 API',
        'Releases at an exact Eastern time, or at once',
        "Circuits from your Connect account's saved distributions",
        'Distribution to newsrooms, financial media and trading terminals',
      ],
      submissionUrl: options.connectUrl,
      delivery: {
        mode: 'api',
        steps: host.sandbox
          ? [
              'Sandbox on this server: no Business Wire credentials are configured, so nothing is sent and nothing is charged.',
              'The order is recorded here as a sandbox order.',
            ]
          : [
              account?.draftOnly
                ? 'IssuerWire saves the order as a draft in your Business Wire Connect account; nothing goes out until you submit it there.'
                : 'IssuerWire sends the order to Business Wire through its Connect API, at once or at the time you set.',
              "Business Wire's editors review it before it goes out on the circuit for this level.",
              'Business Wire reports no status by API: once it is published, you record its address here.',
            ],
      },
      // Each level maps to a saved distribution of that reach (the operator's "distributions"); regional is not national.
      disclosureCoverage: { basic: [], enhanced: ['US'], premium: ['US'] },
      buildSubmission: (release, level) =>
        buildWireSubmission({
          release,
          level,
          style: BUSINESS_WIRE_STYLE,
          packageName: circuits[level],
          formUrl: options.connectUrl,
          now: host.now(),
        }),

      async distribute(release, ctx): Promise<NewswireOrderResult> {
        if (host.sandbox) {
          return {
            vendorRef: `sandbox-${ctx.idempotencyKey}`,
            status: release.targetTime ? 'scheduled' : 'submitted',
            sandbox: true,
            message: 'Sandbox: Business Wire credentials are not configured, so nothing was sent to Business Wire.',
          };
        }
        if (!account)
          throw new AuthExpired('Business Wire Connect credentials are not configured: set email, password, accountId and distributions.');

        const filename = releaseFilename(ctx.idempotencyKey);
        const { text } = composeWireRelease(release, BUSINESS_WIRE_STYLE, host.now());
        const order = buildConnectOrder(account, {
          level: ctx.level,
          releaseAt: release.targetTime,
          contactEmail: release.contact.email,
          filename,
        });
        const token = await connectLogin(api, account);
        const answer = await submitConnectOrder(api, token, order, { filename, text });

        const number = connectOrderNumber(answer);
        const found = number ? '' : ` Its answer carried no order number: find the order in Connect by the file ${filename}.`;
        const vendorRef = number ?? `bw-${ctx.idempotencyKey}`;
        if (account.draftOnly) {
          return {
            vendorRef,
            status: 'submitted',
            message: `Saved as a draft in Business Wire Connect: nothing goes out until it is submitted there.${found}`,
          };
        }
        if (release.targetTime) {
          return {
            vendorRef,
            status: 'scheduled',
            message: `Ordered for ${formatWallClock(release.targetTime)} ET, after Business Wire's editorial review.${found}`,
          };
        }
        return { vendorRef, status: 'submitted', message: `Ordered; Business Wire releases it after editorial review.${found}` };
      },

      /** "Test connection": a Connect login with the configured account; nothing is ordered. */
      async verify() {
        if (host.sandbox || !account) {
          return { ok: false, message: 'Sandbox: Business Wire credentials are not configured, so nothing was tried.' };
        }
        await connectLogin(api, account);
        return { ok: true, message: `Signed in to Business Wire Connect as ${account.email}; nothing was ordered.` };
      },

      async status(vendorRef) {
        return { vendorRef, status: 'submitted', message: NO_STATUS_ENDPOINT, ...(host.sandbox ? { sandbox: true } : {}) };
      },
    };
  },
});
