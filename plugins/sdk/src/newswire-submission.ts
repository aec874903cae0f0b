import { z } from 'zod';
import { defineNewswirePlugin } from './define-plugin.js';
import type {
  DisclosureMarket,
  NewswireLevel,
  NewswirePlugin,
  NewswirePricing,
  NewswireRelease,
  SubmissionPackage,
} from './newswire.contract.js';

// What every newswire plugin shares: ticker tags and datelines as wires print them, the release text
// and form fields a wire expects, the operator's price-list override, and the Web Integration plugin.

/** Wires date and time their releases in US Eastern time. */
export const WIRE_TIME_ZONE = 'America/New_York';

// Exchange names as issuers and data feeds write them -> the code wires print in ticker tags.
const EXCHANGE_CODES: Array<[RegExp, string]> = [
  [/^(nasdaq|ndaq)( ?(gs|gm|cm)| (global select|global|capital)( market)?)?$/i, 'NASDAQ'],
  [/^(nyse ?american|nyse ?mkt|amex|nyse ?amex)$/i, 'NYSE American'],
  [/^nyse ?arca$/i, 'NYSE Arca'],
  [/^(nyse|new york stock exchange)$/i, 'NYSE'],
  [/^(otc ?pink|pink ?sheets|pink)$/i, 'OTC Pink'],
  [/^otc ?qb$/i, 'OTCQB'],
  [/^otc ?qx$/i, 'OTCQX'],
  [/^(otc|otc ?markets|otc ?mkts|otcbb)$/i, 'OTC'],
  [/^(tsx[\s-]?v|tsx ?venture( exchange)?|tsxv|cdnx)$/i, 'TSXV'],
  [/^(tsx|toronto stock exchange)$/i, 'TSX'],
  [/^(cse|cnsx|canadian securities exchange)$/i, 'CSE'],
  [/^(neo|cboe ?canada|cboe ?ca)$/i, 'Cboe CA'],
  [/^(asx|australian securities exchange)$/i, 'ASX'],
  [/^(aim|lse ?aim)$/i, 'AIM'],
  [/^(lse|london stock exchange)$/i, 'LSE'],
  [/^(fse|fwb|frankfurt( stock exchange)?|xetra)$/i, 'FSE'],
];

// Quote-feed suffixes (e.g. Yahoo's XYZ.V) that name the exchange again; wires print the bare symbol.
const TICKER_SUFFIXES: Record<string, RegExp> = {
  TSXV: /\.(V|VN)$/i,
  TSX: /\.(TO|TSX)$/i,
  CSE: /\.(CN|CNX)$/i,
  'Cboe CA': /\.NE$/i,
  ASX: /\.AX$/i,
  LSE: /\.L$/i,
  AIM: /\.L$/i,
  FSE: /\.(F|DE)$/i,
};

/** The code a wire prints for an exchange, e.g. 'TSX Venture Exchange' -> 'TSXV'. Unknown names are upper-cased. */
export function exchangeCode(exchange: string): string {
  const name = exchange.trim().replace(/\s+/g, ' ');
  return EXCHANGE_CODES.find(([pattern]) => pattern.test(name))?.[1] ?? name.toUpperCase();
}

/** The symbol as wires print it: upper case, without a quote feed's exchange suffix. */
export function wireTicker(ticker: string, exchange: string): string {
  const symbol = ticker.trim().toUpperCase();
  const suffix = TICKER_SUFFIXES[exchangeCode(exchange)];
  return suffix ? symbol.replace(suffix, '') : symbol;
}

export interface TickerTagStyle {
  /** `(NASDAQ: ACME)` when true (most wires), `(NASDAQ:ACME)` when false. Default true. */
  spaced?: boolean;
  /** A wire's own spelling of some exchange codes, e.g. { NASDAQ: 'Nasdaq' }. */
  exchangeLabels?: Record<string, string>;
}

/** The ticker tag wires put after the issuer's name, e.g. `(NASDAQ: ACME)` or `(TSXV: XYZ)`. */
export function formatTickerTag(exchange: string, ticker: string, style: TickerTagStyle = {}): string {
  const code = exchangeCode(exchange);
  const label = style.exchangeLabels?.[code] ?? code;
  return `(${label}:${style.spaced === false ? '' : ' '}${wireTicker(ticker, exchange)})`;
}

/** 'ap': Nov. 22, 2026 (AP style, as PR Newswire and GlobeNewswire print it); 'long': November 22, 2026. */
export type WireDateStyle = 'ap' | 'long';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const AP_MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockParts(date: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The calendar date as a wire prints it in its dateline, in US Eastern time unless told otherwise. */
export function formatWireDate(date: Date, style: WireDateStyle, timeZone: string = WIRE_TIME_ZONE): string {
  const { year, month, day } = wallClockParts(date, timeZone);
  const months = style === 'ap' ? AP_MONTHS : LONG_MONTHS;
  return `${months[month - 1]} ${day}, ${year}`;
}

/** `YYYY-MM-DD HH:mm` on the wall clock of the time zone (24-hour), as order forms and APIs take it. */
export function formatWallClock(date: Date, timeZone: string = WIRE_TIME_ZONE): string {
  const { year, month, day, hour, minute } = wallClockParts(date, timeZone);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`;
}

export interface WireLeadParts {
  /** The release's dateline as the issuer wrote it, e.g. 'SEATTLE, WA'; empty when it has none (the lead's separator before the date is dropped). */
  dateline: string;
  /** The release date, already formatted in the wire's date style. */
  date: string;
}

/** How one wire lays out a release. Each plugin declares its own; the text is built here, once. */
export interface WireStyle {
  dateStyle: WireDateStyle;
  tickerTag?: TickerTagStyle;
  /** The words before the first sentence, e.g. `SEATTLE, Nov. 22, 2026 /PRNewswire/ -- `. */
  lead(parts: WireLeadParts): string;
}

export interface WireReleaseParts {
  /** The first paragraph starts with the wire's lead and names the issuer with its ticker tag. */
  body: string;
  tickerTag: string;
  /** The date the dateline carries: the target time, or now for an immediate release. */
  releaseDate: Date;
  /** Headline, body, disclosures and contact: the release as the wire receives it. */
  text: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The body with the ticker tag after the issuer's first mention, unless the body already carries one. */
function tagIssuer(body: string, release: NewswireRelease, tag: string): string {
  const code = escapeRegExp(exchangeCode(release.exchange));
  const symbol = escapeRegExp(wireTicker(release.ticker, release.exchange));
  if (new RegExp(`\\(\\s*${code}\\s*:\\s*${symbol}\\s*\\)`, 'i').test(body)) return body;
  const name = release.companyName.trim();
  const at = name ? body.indexOf(name) : -1;
  if (at < 0) return body;
  const end = at + name.length;
  return `${body.slice(0, end)} ${tag}${body.slice(end)}`;
}

function contactLines(release: NewswireRelease): string[] {
  const { name, email, website } = release.contact;
  return [name, email, ...(website ? [website] : [])];
}

/** The release laid out the way the wire prints it; the mandatory disclosures are always included. */
export function composeWireRelease(release: NewswireRelease, style: WireStyle, now: Date): WireReleaseParts {
  const releaseDate = release.targetTime ?? now;
  const tickerTag = formatTickerTag(release.exchange, release.ticker, style.tickerTag);
  // No head-office city: the lead starts at the date, without a dangling separator (the order screen says the city is missing).
  const lead = style
    .lead({ dateline: release.dateline?.trim() ?? '', date: formatWireDate(releaseDate, style.dateStyle) })
    .replace(/^[\s,–—-]+/, '');
  const body = `${lead}${tagIssuer(release.body.trim(), release, tickerTag)}`;
  const text = [release.headline.trim(), body, release.disclosures.trim(), ['Contact:', ...contactLines(release)].join('\n')].join('\n\n');
  return { body, tickerTag, releaseDate, text };
}

export interface WireSubmissionInput {
  release: NewswireRelease;
  level: NewswireLevel;
  style: WireStyle;
  /** The vendor's package or circuit for the chosen level, as the issuer will find it on the form. */
  packageName: string;
  formUrl: string;
  now: Date;
}

/** The package an issuer files on the vendor's form: the full text plus one field per form input. */
export function buildWireSubmission(input: WireSubmissionInput): SubmissionPackage {
  const { release, style } = input;
  const composed = composeWireRelease(release, style, input.now);
  const fields = [
    { label: 'Headline', value: release.headline.trim() },
    // Empty without a head-office city: the form still has the field, and the order screen says what is missing.
    { label: 'Dateline', value: release.dateline?.trim() ?? '' },
    {
      label: 'Release time',
      value: release.targetTime ? `${formatWallClock(release.targetTime)} ET` : 'Immediately, once the wire approves it',
    },
    { label: 'Company', value: release.companyName.trim() },
    { label: 'Ticker', value: composed.tickerTag },
    { label: 'Package', value: input.packageName },
    { label: 'Body', value: composed.body },
    { label: 'Disclosures', value: release.disclosures.trim() },
    { label: 'Contact', value: `${release.contact.name} <${release.contact.email}>` },
    ...(release.contact.website ? [{ label: 'Website', value: release.contact.website }] : []),
  ];
  return { formUrl: input.formUrl, fields, text: composed.text };
}

const cents = z.number().int('must be whole cents').nonnegative('must not be negative');

/**
 * The operator's price list for a wire, in cents per level: overrides the plugin's figures (e.g. the
 * prices of their contract). `indicative` says whether the figures are estimates; absent, an
 * operator's figures are labelled indicative.
 */
export const newswirePricingOverrideSchema = z
  .object({
    basic: cents.optional(),
    enhanced: cents.optional(),
    premium: cents.optional(),
    indicative: z.boolean().optional(),
  })
  .strict();
export type NewswirePricingOverride = z.infer<typeof newswirePricingOverrideSchema>;

export interface ResolvedNewswirePricing {
  pricing: NewswirePricing;
  pricingIndicative: boolean;
}

/** The plugin's prices with the operator's override applied. */
export function resolveNewswirePricing(
  defaults: ResolvedNewswirePricing,
  override: NewswirePricingOverride | undefined,
): ResolvedNewswirePricing {
  if (!override) return { pricing: { ...defaults.pricing }, pricingIndicative: defaults.pricingIndicative };
  const { indicative, ...prices } = override;
  const changed = Object.values(prices).some((price) => price !== undefined);
  return {
    pricing: {
      basic: prices.basic ?? defaults.pricing.basic,
      enhanced: prices.enhanced ?? defaults.pricing.enhanced,
      premium: prices.premium ?? defaults.pricing.premium,
    },
    pricingIndicative: indicative ?? (changed ? true : defaults.pricingIndicative),
  };
}

/** Options of every Web Integration newswire plugin: nothing is sent, so no credentials. */
export const webNewswireOptionsSchema = z
  .object({
    pricing: newswirePricingOverrideSchema.optional(),
    /** Where the issuer files the release, when the vendor's form moved or the operator's account has its own. */
    submissionUrl: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  })
  .strict();
export type WebNewswireOptions = z.infer<typeof webNewswireOptionsSchema>;

export interface WebNewswireSpec {
  id: string;
  name: string;
  /** The vendor's page where the issuer files the release. */
  formUrl: string;
  style: WireStyle;
  /** The vendor's package or circuit for each of our levels. */
  packages: Record<NewswireLevel, string>;
  pricing: NewswirePricing;
  /** False only when the prices are the vendor's published list prices. */
  pricingIndicative: boolean;
  features: string[];
  /** The words each package covers, where the vendor publishes it. */
  wordLimits?: Partial<Record<NewswireLevel, number>>;
  /** Cents per 100 words beyond the limit, where the vendor publishes it. */
  overagePer100WordsCents?: Partial<Record<NewswireLevel, number>>;
  /**
   * What the issuer does on the vendor's site after ordering, step by step (the delivery's steps after
   * "IssuerWire prepares the release"): shown before anything is ordered.
   */
  filingSteps: string[];
  /** Per level, the markets where its circuit is broad national distribution (absent: none). */
  disclosureCoverage?: Partial<Record<NewswireLevel, DisclosureMarket[]>>;
}

/**
 * A wire with no submission API: the plugin builds the package, the issuer files it on the vendor's
 * form, and the release URL is recorded when the issuer confirms it. Nothing is ever sent.
 */
export function defineWebNewswirePlugin(spec: WebNewswireSpec): NewswirePlugin<typeof webNewswireOptionsSchema> {
  return defineNewswirePlugin({
    id: spec.id,
    name: spec.name,
    optionsSchema: webNewswireOptionsSchema,
    create(options, host) {
      const formUrl = options.submissionUrl ?? spec.formUrl;
      const prices = resolveNewswirePricing({ pricing: spec.pricing, pricingIndicative: spec.pricingIndicative }, options.pricing);
      return {
        id: spec.id,
        name: spec.name,
        apiAvailable: false,
        ...prices,
        features: [...spec.features],
        ...(spec.wordLimits ? { wordLimits: { ...spec.wordLimits } } : {}),
        ...(spec.overagePer100WordsCents ? { overagePer100WordsCents: { ...spec.overagePer100WordsCents } } : {}),
        submissionUrl: formUrl,
        delivery: {
          mode: 'package',
          steps: [
            `IssuerWire prepares the release in ${spec.name}'s format (headline, dateline, ticker tag, body, disclosures, contact); nothing is sent to ${spec.name}.`,
            ...spec.filingSteps,
          ],
        },
        ...(spec.disclosureCoverage ? { disclosureCoverage: structuredClone(spec.disclosureCoverage) } : {}),
        buildSubmission: (release, level) =>
          buildWireSubmission({ release, level, style: spec.style, packageName: spec.packages[level], formUrl, now: host.now() }),
      };
    },
  });
}
