// The one place that writes the mandatory disclosures, and the recognisers the engine uses to accept them
// (or a reasonable human-written equivalent) as satisfying the required elements.

import type { TextMatches } from './compliance.prefilter';
import { listingRulesFor, type Jurisdiction } from './compliance.rules';
import type { DisclosureKind, PaymentForm } from './compliance.constants';

export interface DisclosureInput {
  issuerName: string;
  ticker: string;
  exchange: string;
  /** What IssuerWire charged the issuer for this piece itself, in US cents: 0 for one its subscription includes. */
  amountCents: number;
  paymentForm?: PaymentForm;
  /**
   * The monthly subscription the piece was written under: the disclosure names it, its price and its allowance,
   * and the amount charged beyond it (if any). Absent: a piece billed before subscriptions (its charge alone).
   */
  subscription?: DisclosedSubscription | null;
  /** The model that drafted the text; null or absent: IssuerWire's built-in composer (no model ran). */
  model?: string | null;
  forwardLooking: boolean;
  /** Defaults to the listing's penny-stock likelihood (OTC Pink). */
  pennyStock?: boolean;
  /** The issuer's sector: the legend names the risks of its business (no drilling risks for a chipmaker). */
  sector?: string;
}

/** A plan as the paid-content disclosure names it (the campaigns module's Subscription). */
export interface DisclosedSubscription {
  name: string;
  priceCents: number;
  articlesPerMonth: number;
}

export interface DisclosureItem {
  id: DisclosureKind;
  title: string;
  text: string;
}

/**
 * What the disclosures state, as data: stored with a generated piece (and each of its versions) so that
 * they can be verified against their sources later (compliance.disclosure-facts.ts), not only read.
 */
export interface DisclosureFacts {
  payer: { name: string; ticker: string; exchange: string };
  /** Amounts are written in US dollars ("$" or "US$"), see formatAmount. */
  payment: {
    /** What IssuerWire charged for this piece itself (0 within the subscription's allowance). */
    amountCents: number;
    currency: 'USD';
    form: PaymentForm;
    /** The subscription it was written under; absent on facts stored before subscriptions. */
    subscription?: DisclosedSubscription | null;
  };
  /** A model drafted it (the AI-assistance wording); false: the built-in composer did (automated writing). */
  aiAssisted: boolean;
  /** The model that drafted it; null for the built-in composer. Absent on facts stored before it was recorded. */
  model?: string | null;
  notAdvice: boolean;
  forwardLooking: {
    included: boolean;
    /** The listing's jurisdiction, whose wording the legend uses; null for a listing outside the rules. */
    jurisdiction: Jurisdiction | null;
    /** No PSLRA safe harbor for a penny stock: the legend says so. */
    pennyStock: boolean;
    /** The legend cites the statutory safe harbor (Securities Act s.27A, Exchange Act s.21E). */
    safeHarbor: boolean;
  };
  /** Each disclosure as written, in order; every text appears verbatim in the piece. */
  items: DisclosureItem[];
}

export interface Disclosures {
  text: string;
  items: DisclosureItem[];
  facts: DisclosureFacts;
}

// The risks a legend names, by the issuer's sector (matched on its words); the last is any other business.
const SECTOR_RISKS: readonly [RegExp, string][] = [
  [
    /tech|software|semiconductor|computing|internet|cloud|electronic|telecom/i,
    "demand for the company's products and services, competition and pricing, the pace of technological change, manufacturing and supply-chain constraints, security incidents, changes in trade and data regulation",
  ],
  [
    /health|pharma|biotech|medical|life science|therapeut|diagnostic/i,
    'the results and timing of clinical studies, regulatory review and approvals, reimbursement and adoption, manufacturing, intellectual property',
  ],
  [
    /financ|bank|insur|asset management|lending|fintech/i,
    'interest rates, credit quality, capital and liquidity requirements, market volatility, regulatory change',
  ],
  [
    /mining|metal|gold|silver|copper|lithium|uranium|mineral|exploration|resources/i,
    'commodity prices, exploration and development results, permitting and regulatory approvals, operating results',
  ],
  [
    /energy|oil|gas|petroleum|utilit|renewable|power/i,
    'commodity prices, production and operating results, regulatory approvals and environmental rules',
  ],
  [
    /consumer|retail|food|beverage|apparel|restaurant/i,
    'consumer demand, input and freight costs, competition and pricing, relationships with retailers and suppliers',
  ],
];
const GENERAL_RISKS = "market conditions, demand for the company's products and services, operating results, regulatory approvals";

// Every legend ends with these, each only once: a sector's list that names one already keeps it where it is.
const COMMON_RISKS: readonly [RegExp, string][] = [
  [/\bfinancing\b/, 'the availability and cost of financing'],
  [/\bcompetition\b/, 'competition'],
  [/\bkey personnel\b/, 'the retention of key personnel'],
];

function riskFactors(sector: string | undefined): string {
  const specific = SECTOR_RISKS.find(([re]) => sector && re.test(sector))?.[1] ?? GENERAL_RISKS;
  const common = COMMON_RISKS.filter(([re]) => !re.test(specific)).map(([, risk]) => risk);
  return `${[specific, ...common].join(', ')}, and general economic conditions`;
}

const CA_ASSUMPTIONS =
  "continued access to financing on acceptable terms, the accuracy of the issuer's public disclosure, stable market and commodity prices, and the timely receipt of regulatory approvals";

/** "$4,999" or "$4,999.50"; "US$" outside the US so the currency is never ambiguous. */
export function formatAmount(amountCents: number, jurisdiction: Jurisdiction | null): string {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`);
  }
  const whole = amountCents % 100 === 0;
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
  return `${jurisdiction && jurisdiction !== 'US' ? 'US$' : '$'}${number}`;
}

/** Builds the disclosures every generated piece carries, in the order readers expect them. */
export function buildDisclosures(input: DisclosureInput): Disclosures {
  const listing = listingRulesFor(input.exchange);
  const jurisdiction = listing?.jurisdiction ?? null;
  const exchange = listing?.exchange ?? input.exchange;
  const pennyStock = input.pennyStock ?? listing?.pennyStockLikely ?? false;
  const issuer = `${input.issuerName} (${exchange}: ${input.ticker})`;
  const amount = formatAmount(input.amountCents, jurisdiction);
  const paymentForm = input.paymentForm ?? 'cash';
  const model = input.model?.trim() || null;

  const items: DisclosureItem[] = [
    { id: 'paid', title: 'Paid content', text: paidText(input, issuer, amount, paymentForm, jurisdiction) },
    model
      ? {
          id: 'ai',
          title: 'AI assistance',
          text: `This content was drafted with AI assistance (${model}) and may contain errors; check facts against the issuer's official filings.`,
        }
      : {
          id: 'ai',
          title: 'Automated writing',
          text: "This content was drafted by automated writing software from facts supplied by the issuer and may contain errors; check facts against the issuer's official filings.",
        },
    {
      id: 'not-advice',
      title: 'Not investment advice',
      text: 'This content is for information only. It is not investment advice and not a recommendation to buy or sell any security. Do your own research and consult a licensed financial adviser before making any investment decision.',
    },
  ];
  if (input.forwardLooking) {
    items.push({
      id: 'forward-looking',
      title: 'Forward-looking statements',
      text: legend(input.issuerName, jurisdiction, pennyStock, input.sector),
    });
  }
  const facts: DisclosureFacts = {
    payer: { name: input.issuerName, ticker: input.ticker, exchange },
    payment: {
      amountCents: input.amountCents,
      currency: 'USD',
      form: paymentForm,
      ...(input.subscription
        ? {
            subscription: {
              name: input.subscription.name,
              priceCents: input.subscription.priceCents,
              articlesPerMonth: input.subscription.articlesPerMonth,
            },
          }
        : {}),
    },
    aiAssisted: model !== null,
    model,
    notAdvice: true,
    forwardLooking: { included: input.forwardLooking, jurisdiction, pennyStock, safeHarbor: safeHarbor(jurisdiction, pennyStock) },
    items,
  };
  return { text: items.map((i) => `${i.title}: ${i.text}`).join('\n\n'), items, facts };
}

/**
 * Who paid, how much and to whom: under a subscription, its monthly price and allowance, and what was charged for
 * this piece beyond it (nothing within the allowance); before subscriptions, the amount charged for the campaign.
 * Newswire distribution is charged on its own. Never "in cash": no money changes hands on the platform, the
 * charge is the bill. No "plan" here: it reads as a forward-looking word (FORWARD) and would demand the legend.
 */
function paidText(input: DisclosureInput, issuer: string, amount: string, form: PaymentForm, jurisdiction: Jurisdiction | null): string {
  const payer = `This content was paid for by ${issuer}, the issuer it discusses`;
  const newswire = 'newswire distribution, if ordered, is charged separately.';
  if (form === 'shares')
    return `${payer}, which paid in shares of ${input.issuerName} valued at ${amount} for its preparation and distribution.`;
  const sub = input.subscription;
  if (sub) {
    const terms = `its ${sub.name} subscription to IssuerWire (${formatAmount(sub.priceCents, jurisdiction)} a month, ${sub.articlesPerMonth} articles a month included)`;
    if (input.amountCents === 0) return `${payer}, through ${terms}; IssuerWire made no separate charge for this content, and ${newswire}`;
    return `${payer}: IssuerWire charged the issuer ${amount} for this content, beyond the articles included in ${terms}; ${newswire}`;
  }
  return `${payer}: IssuerWire charged the issuer ${amount} for this campaign, which covers the preparation and publication of this content; ${newswire}`;
}

/** Whether the legend cites the statutory safe harbor: only where it can apply, never for penny stocks or outside the US. */
function safeHarbor(jurisdiction: Jurisdiction | null, pennyStock: boolean): boolean {
  return jurisdiction === 'US' && !pennyStock;
}

function legend(issuerName: string, jurisdiction: Jurisdiction | null, pennyStock: boolean, sector: string | undefined): string {
  const canada = jurisdiction === 'CA';
  const kind = canada ? 'forward-looking information' : 'forward-looking statements';
  const meaning = safeHarbor(jurisdiction, pennyStock)
    ? ' within the meaning of Section 27A of the Securities Act of 1933 and Section 21E of the Securities Exchange Act of 1934'
    : canada
      ? ' within the meaning of applicable Canadian securities laws'
      : '';
  const parts = [
    `This content contains ${kind}${meaning}, including statements about ${issuerName}'s plans, expectations and prospects, identified by words such as "expects", "plans", "anticipates", "intends", "believes", "targets", "will" and similar expressions.`,
    'These statements are not guarantees of future performance. They involve risks and uncertainties that could cause actual results to differ materially, including ' +
      riskFactors(sector) +
      '.',
  ];
  if (canada) {
    parts.push(
      `They are based on material assumptions, including ${CA_ASSUMPTIONS}, that may prove incorrect (National Instrument 51-102 Part 4A).`,
    );
  }
  if (pennyStock) {
    parts.push(
      `The safe harbor for forward-looking statements of the Private Securities Litigation Reform Act of 1995 does not apply to these statements, because ${issuerName}'s shares may be a penny stock.`,
    );
  }
  parts.push(
    'Readers should not place undue reliance on them. They speak only as of the date of publication, and no obligation to update them is assumed except as required by law.',
  );
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// What needs the legend (the recognisers of the disclosures are in compliance.disclosure-reader.ts)
// ---------------------------------------------------------------------------------------------

export const FORWARD =
  /\b(?:will|shall|expects?|expected|expecting|anticipates?|anticipated|anticipating|intends?|intended|intending|plans?|planned|planning|believes?|targets?|targeted|targeting|outlook|forecasts?|forecasted|projected|projections?|guidance|estimates?|estimated|aims? to|seeks? to|going forward|on track to|scheduled to|set to|poised to|upcoming|in the coming|next (?:quarter|year|month|week|phase)|future)\b/i;

/** Whether the text makes forward-looking statements (and so needs the legend). */
export function looksForward(text: string, matches?: TextMatches): boolean {
  return matches ? matches.test(FORWARD) : FORWARD.test(text);
}
