// The one place that writes the mandatory disclosures, and the recognisers the engine uses to accept them
// (or a reasonable human-written equivalent) as satisfying the required elements.

import type { TextMatches } from './compliance.prefilter';
import { listingRulesFor, type Jurisdiction } from './compliance.rules';

export interface DisclosureInput {
  issuerName: string;
  ticker: string;
  exchange: string;
  /** The campaign's plan price or the actual fee, in cents. */
  amountCents: number;
  paymentForm?: 'cash' | 'shares';
  forwardLooking: boolean;
  /** Defaults to the listing's penny-stock likelihood (OTC Pink). */
  pennyStock?: boolean;
}

export interface DisclosureItem {
  id: 'paid' | 'ai' | 'not-advice' | 'forward-looking';
  title: string;
  text: string;
}

export interface Disclosures {
  text: string;
  items: DisclosureItem[];
}

const RISK_FACTORS =
  'market and commodity prices, the availability and cost of financing, regulatory approvals, operating, exploration and development results, competition, the retention of key personnel, and general economic conditions';

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
  const form = input.paymentForm === 'shares' ? `in shares of ${input.issuerName} valued at ${amount}` : `${amount} in cash`;

  const items: DisclosureItem[] = [
    {
      id: 'paid',
      title: 'Paid content',
      text: `This content was paid for by ${issuer}, the issuer it discusses, which paid ${form} for its preparation and distribution.`,
    },
    {
      id: 'ai',
      title: 'AI assistance',
      text: "This content was written with AI assistance and may contain errors; check facts against the issuer's official filings.",
    },
    {
      id: 'not-advice',
      title: 'Not investment advice',
      text: 'This content is for information only. It is not investment advice and not a recommendation to buy or sell any security. Do your own research and consult a licensed financial adviser before making any investment decision.',
    },
  ];
  if (input.forwardLooking) {
    items.push({ id: 'forward-looking', title: 'Forward-looking statements', text: legend(input.issuerName, jurisdiction, pennyStock) });
  }
  return { text: items.map((i) => `${i.title}: ${i.text}`).join('\n\n'), items };
}

function legend(issuerName: string, jurisdiction: Jurisdiction | null, pennyStock: boolean): string {
  const canada = jurisdiction === 'CA';
  const kind = canada ? 'forward-looking information' : 'forward-looking statements';
  // Statutory reference only where the safe harbor can apply: never for penny stocks or outside the US.
  const meaning =
    jurisdiction === 'US' && !pennyStock
      ? ' within the meaning of Section 27A of the Securities Act of 1933 and Section 21E of the Securities Exchange Act of 1934'
      : canada
        ? ' within the meaning of applicable Canadian securities laws'
        : '';
  const parts = [
    `This content contains ${kind}${meaning}, including statements about ${issuerName}'s plans, expectations and prospects, identified by words such as "expects", "plans", "anticipates", "intends", "believes", "targets", "will" and similar expressions.`,
    'These statements are not guarantees of future performance. They involve risks and uncertainties that could cause actual results to differ materially, including ' +
      RISK_FACTORS +
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
// Recognisers (what counts as each disclosure), shared with the engine
// ---------------------------------------------------------------------------------------------

const FORWARD =
  /\b(?:will|shall|expects?|expected|expecting|anticipates?|anticipated|anticipating|intends?|intended|intending|plans?|planned|planning|believes?|targets?|targeted|targeting|outlook|forecasts?|forecasted|projected|projections?|guidance|estimates?|estimated|aims? to|seeks? to|going forward|on track to|scheduled to|set to|poised to|upcoming|in the coming|next (?:quarter|year|month|week|phase)|future)\b/i;

/** Whether the text makes forward-looking statements (and so needs the legend). */
export function looksForward(text: string, matches?: TextMatches): boolean {
  return matches ? matches.test(FORWARD) : FORWARD.test(text);
}

export const AI_DISCLOSURE =
  /\b(?:AI|A\.I\.|artificial[\s-]+intelligence)[\s-]+(?:assisted|generated|written|produced|created|drafted)\b|\b(?:written|created|generated|produced|prepared|drafted|composed|authored)\s+(?:in\s+part\s+|partly\s+|partially\s+)?(?:with|using|by|through)\s+(?:the\s+)?(?:(?:help|assistance|aid|support|use)\s+of\s+)?(?:an?\s+)?(?:AI|A\.I\.|artificial\s+intelligence|generative\s+AI|large\s+language\s+models?|LLMs?)\b|\bwith\s+AI\s+assistance\b|\b(?:AI|artificial\s+intelligence)(?:\s+tools?)?\s+(?:was|were)\s+used\s+(?:to|in)\b/i;

export const NOT_ADVICE =
  /\bnot\s+(?:intended\s+(?:as|to\s+be)\s+|to\s+be\s+(?:construed|considered|taken|relied\s+(?:up)?on)\s+as\s+|be\s+(?:construed|considered)\s+as\s+)?(?:an?\s+)?(?:personal(?:ised|ized)?\s+)?(?:investment|financial|trading)\s+advice\b|\b(?:does|do|shall|should|will)\s+not\s+(?:constitute|represent|provide|offer|give)\s+(?:any\s+)?(?:investment|financial)\s+advice\b|\b(?:doesn'?t|don'?t)\s+(?:constitute|provide|give)\s+(?:any\s+)?(?:investment|financial)\s+advice\b|\b(?:nothing|none)\s+(?:in|of)\s+(?:this|these)\s+(?:\w+\s+)?(?:constitutes|is)\s+(?:investment|financial)\s+advice\b|\bno\s+(?:investment|financial)\s+advice\b|\bnot\s+(?:a|an)\s+(?:recommendation|solicitation)\s+to\s+(?:buy|sell|purchase)\b/i;

const FLS_IDENTIFIED = /\bforward[\s-]*looking\s+(?:statements?|information)\b|\bcautionary\s+(?:note|statement|language)\b/i;

const FLS_CAUTIONARY =
  /\b(?:actual|future)\s+(?:results|events|performance|outcomes)\b[^.]{0,160}?\b(?:differ|vary)|\brisks?\s+and\s+uncertaint(?:y|ies)\b|\buncertainties\b|\brisk\s+factors\b|\bnot\s+(?:a\s+)?guarantees?\s+of\s+future\b/i;

const FLS_ASSUMPTIONS = /\bassumptions?\b/i;

const RISK_LANGUAGE =
  /\brisks\b|(?<!\b(?:no|zero|without(?:\s+any)?|low)\s+)\brisk\b(?![\s-]*free)|\buncertaint(?:y|ies)\b|\bspeculative\b|\bvolatil(?:e|ity)\b|\b(?:could|may|might|can)\s+lose\b|\bloss\s+of\s+(?:some|all|part)\b|\bno\s+assurance\b|\bnot\s+guaranteed\b/i;

// Paid-content mentions. Unambiguous labels count on their own; a bare "paid"/"compensated" counts only
// near words about this content ("this article", "promotion", "publisher"), so "paid a dividend" does not.
const PAID_LABEL =
  /(?<![\w-])sponsored\b(?!\s+(?:a|an|the|by\s+the\s+(?:government|state))\b)|\bsponsorship\b|\bpaid\s+(?:promotion|promotional|advertisement|advertising|advertorial|content|post|article|feature|placement|partnership|endorsement|for\s+by)\b|\badvertorial\b|\b(?:this|it)\s+is\s+an?\s+(?:paid\s+)?advertisement\b|#ad\b/gi;

const PAID_VERB =
  /\b(?:has|have|had|was|were|is|are|been|being)\s+(?:been\s+)?(?:paid|compensated|remunerated)\b|\breceived?s?\s+(?:compensation|payment|a\s+fee|consideration|remuneration|(?:US\$|C\$|CA\$|A\$|\$|£|€|USD\s?|CAD\s?)\s?\d)|\b(?:compensation|remuneration|consideration|payment|fee)\s+(?:of|in\s+the\s+amount\s+of|totall?ing|from)\b|\b(?:paid|compensated)\s+(?:us|me|the\s+(?:author|publisher|writer))\b/gi;

const CONTENT_CONTEXT =
  /\b(?:this|the|our)\s+(?:\w+\s+)?(?:article|content|report|profile|post|piece|newsletter|video|communication|advertisement|publication|coverage|campaign|feature|alert|email|message|review|spotlight|release|material|write-?up|promotion)\b|\b(?:promotion|promotional|advertis\w*|awareness|marketing|publisher|author|sponsor\w*|investor\s+relations|IR\s+services|disclosures?|disclaimer)\b/i;

const PAYER =
  /\b(?:by|from)\s+(?:the\s+)?(?:issuer|[Cc]ompany)\b|\b(?:[Bb]y|[Ff]rom)\s+(?!(?:the|a|an|this|our|us|we|them|its|their)\b)[A-Z][\w&.'-]+|\b(?!(?:This|The|It|We|Our|They|He|She|You|I|A|An|That|Paid|Disclosure|Sponsored|Note|Content|Each|No)\b)[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)*(?:\s+\([^)]{1,40}\))?,?\s+(?:which\s+|who\s+)?(?:has\s+|had\s+)?(?:paid|compensated|sponsored)\b/;

const AMOUNT =
  /(?:US\$|USD\s?|C\$|CA\$|CAD\s?|A\$|AUD\s?|GBP\s?|£|€|EUR\s?|\$)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|CAD|AUD|GBP|EUR|dollars|pounds|euros)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|hundred)\b[\w\s-]{0,30}?\b(?:thousand|hundred|million)\s+(?:US\s+|Canadian\s+|Australian\s+)?dollars\b|\b\d[\d,]*\s+(?:restricted\s+|common\s+|free[\s-]trading\s+)?shares\b/i;

/** The whole-text patterns scanDisclosures and looksForward run (the engine prepares them once). */
export const DISCLOSURE_PATTERNS: readonly RegExp[] = [
  FORWARD,
  AI_DISCLOSURE,
  NOT_ADVICE,
  FLS_IDENTIFIED,
  FLS_CAUTIONARY,
  FLS_ASSUMPTIONS,
  RISK_LANGUAGE,
  PAID_LABEL,
  PAID_VERB,
];

export interface PaidMention {
  start: number;
  end: number;
  hasPayer: boolean;
  hasAmount: boolean;
}

export interface DisclosureScan {
  paidMentions: PaidMention[];
  /** A mention names both the payer and an amount. */
  paidComplete: boolean;
  ai: boolean;
  notAdvice: boolean;
  legendIdentified: boolean;
  legendCautionary: boolean;
  legendAssumptions: boolean;
  riskLanguage: boolean;
}

/** Sentence ranges the scanner works with (start inclusive, end exclusive). */
export interface SentenceIndex {
  sentenceAt(offset: number): number;
  range(index: number): { start: number; end: number };
  count: number;
}

/**
 * Finds the disclosures in a (normalised) text. `sentences` lets the engine share its sentence index;
 * the paid mention window is the mention's sentence and its neighbours.
 */
export function scanDisclosures(text: string, sentences: SentenceIndex, matches: TextMatches): DisclosureScan {
  const mentions: PaidMention[] = [];
  const seen = new Set<number>();
  const consider = (start: number, end: number, needsContext: boolean) => {
    const si = sentences.sentenceAt(start);
    if (seen.has(si)) return;
    const from = sentences.range(Math.max(0, si - 1)).start;
    // Context from the sentence before counts too: "This article was commissioned. We were compensated."
    if (needsContext && !CONTENT_CONTEXT.test(text.slice(from, sentences.range(si).end))) return;
    seen.add(si);
    const to = sentences.range(Math.min(sentences.count - 1, si + 1)).end;
    const windowText = text.slice(from, to);
    mentions.push({ start, end, hasPayer: PAYER.test(windowText), hasAmount: AMOUNT.test(windowText) });
  };
  for (const [re, needsContext] of [
    [PAID_LABEL, false],
    [PAID_VERB, true],
  ] as const) {
    for (const m of matches.all(re)) consider(m.index, m.index + m[0].length, needsContext);
  }
  mentions.sort((a, b) => a.start - b.start);

  return {
    paidMentions: mentions,
    paidComplete: mentions.some((m) => m.hasPayer && m.hasAmount),
    ai: matches.test(AI_DISCLOSURE),
    notAdvice: matches.test(NOT_ADVICE),
    legendIdentified: matches.test(FLS_IDENTIFIED),
    legendCautionary: matches.test(FLS_CAUTIONARY),
    legendAssumptions: matches.test(FLS_ASSUMPTIONS),
    riskLanguage: matches.test(RISK_LANGUAGE),
  };
}
