// Reads the disclosures of a text by their parts, in any wording, voice, list or labelled field:
// - paid content: a payer, a payment relation and an amount within a sentence or two, and denials of
//   payment ("not a paid promotion", "independent", "no compensation") that contradict it;
// - AI assistance, not-advice (list forms, UK and Australian wording), and the forward-looking legend with
//   its cautionary language.
// Cheap cue patterns (run through the engine's prefilter) pick the candidate sentences; only those are read
// with wink-nlp (money entities, negation scope, proper nouns), so a long article costs little.

import { FORWARD } from './compliance.disclosures';
import { readSlots, type SlotReading } from './compliance.disclosure-slots';
import { readTokens, type NlpToken } from './compliance.nlp';
import type { PatternEntry, TextMatches } from './compliance.prefilter';

/** Sentence ranges the scanner works with (start inclusive, end exclusive). */
export interface SentenceIndex {
  sentenceAt(offset: number): number;
  range(index: number): { start: number; end: number };
  count: number;
}

// A space in a source is any whitespace run; `~` is a compound separator ("forward-looking", "forward looking").
function rx(source: string, flags = 'gi'): RegExp {
  return new RegExp(source.replace(/~/g, String.raw`[\s-]*`).replace(/ /g, String.raw`\s+`), flags);
}

// ---------------------------------------------------------------------------------------------
// Paid content
// ---------------------------------------------------------------------------------------------

/** Words that can carry a payment relation; a sentence with one is read further. */
const PAY_CUE = rx(
  String.raw`\b(?:paid|pays?|paying|payments?|payer|compensat(?:e|es|ed|ing|ion)|paying|sponsor(?:s|ed|ship)?|commissioned|remunerat(?:ed|ion)|fees?|retainer|advertis(?:ement|er|ing)|advertorial|funded|funds|receiv(?:e|es|ed|ing)|transferred|unpaid|independent(?:ly)?|financial (?:relationship|interest|connection)|editorial|unbiased|uninfluenced|impartial|relationship|connection|shill)\b|#ad\b`,
);
// Relations that need an amount or a named payer in the sentence to count ("received permits" is no payment).
const WEAK_CUE = /^(?:receiv(?:e|es|ed|ing)|fees?|transferred|funds|payments?)$/;
const PAYMENT_OBJECT =
  /\b(?:compensation|payments?|paid|pay|fees?|money|remuneration|consideration|cash|funds|shares|stock|options|anything|nothing|sponsorship|benefit)\b/i;

// Labels that make a line a payment disclosure on their own.
const PAID_LABEL =
  /(?<![\w-])sponsored\b(?!\s+(?:a|an|the|by\s+the\s+(?:government|state))\b)|\bsponsorship\b|\bpaid\s+(?:promotion|promotional|advertisement|advertising|advertorial|content|post|article|feature|placement|partnership|endorsement|for)\b|\badvertorial\b|\b(?:this|it)\s+is\s+an?\s+(?:paid\s+)?advertisement\b|#ad\b|(?:^|[|;]\s*|\n\s*)(?:[-*\u2022]\s*)?(?:sponsor(?:ed by)?|paid (?:for )?by|payer|paying party|commissioned by|advertiser|funded by|compensated by|compensation|fees?|amount(?: paid)?|payment(?: received)?)\s*:/im;

const CONTENT_CONTEXT =
  /\b(?:this|the|our|its)\s+(?:\w+\s+)?(?:article|content|report|profile|post|piece|newsletter|video|communication|advertisement|publication|coverage|campaign|feature|alert|email|message|review|spotlight|release|material|write-?up|promotion|distribution|preparation|editorial)\b|\b(?:promotion|promotional|advertorial|awareness|marketing|publisher|author|writer|investor\s+relations|IR\s+services|disclosures?|disclaimer|editorial|IssuerWire)\b/i;
// Who can deny being paid: the content, its writer or publisher, "we", "this is not ...".
const SELF_CONTEXT = /\b(?:we|us|our|I|me|my|I'm|author|writer)\b|(?:^|:)\s*(?:this|it)\s+(?:is|was|isn't)\b/i;

// Denials of payment that need no negation reading.
const DENIAL =
  /\bunpaid\b|\b(?:article|content|report|coverage|analysis|research|views?|opinions?|editorial|piece|we|publisher|author|IssuerWire)\b[^.;]{0,40}\b(?:is|are|was|were|remains?)\s+(?:\w+ly\s+)?independent\b|\bindependent(?:ly)?\s+(?:analysis|research|report|coverage|opinion|view|editorial|review|written|produced|prepared|researched|assessment|content|article)\b|\bno\s+financial\s+(?:relationship|interest|connection)\b|\bfree\s+of\s+(?:any\s+)?(?:sponsorship|payment|compensation)\b|\bnot\s+(?:an?\s+)?(?:paid|sponsored|advertisement|advertorial|promotion)\b|\b(?:isn'?t|is\s+not|not)\s+(?:an?\s+)?(?:ad|paid\s+(?:post|promotion)|sponsored\s+(?:post|content))\b|\bnot\s+affiliated\s+with\b|\b(?:don'?t|do\s+not|never)\s+take\s+money\s+from\b|\b(?:no\s+one|nobody)(?:'s|\s+is|\s+has)?\s+(?:paid|paying|asked)\s+(?:me|us)\b|\b(?:entirely|completely|purely|totally|fully|wholly|100%)\s+(?:editorial|unbiased|impartial|independent)\b|\buninfluenced\s+by\b|\b(?:I|I'm|I've|we|we're|we've|author|writer|publisher)\b[^.;]{0,50}\bno\s+(?:\w+\s+)?(?:relationship|connection|ties|affiliation)\s+(?:with|to)\s+(?:the|this|its)\s+(?:company|issuer)\b|\bnot\s+an?\s+(?:paid\s+)?shill\b/i;
// "rather than independent research", "it is not independent research": honest about payment, no denial.
const NOT_INDEPENDENT = /\b(?:not|rather\s+than|instead\s+of|nor|never)\s+(?:an?\s+)?(?:\w+\s+)?$/i;
// An issuer disowning someone else's promotion: "the promotional materials circulating about its stock ... did not pay for them".
const THIRD_PARTY_PROMOTION =
  /\b(?:promotional\s+(?:materials?|newsletters?|campaigns?|emails?|mailers?)|(?:newsletters?|promotions?|materials?|campaigns?|mailers?)\s+(?:\w+\s+)?(?:about|regarding|concerning|circulating)|circulating|unsolicited|third[\s-]party)\b/i;
const FIRST_PERSON = /\b(?:we|us|our|I|me|my|I'm)\b|\bthis\s+(?:article|content|report|piece|post|newsletter)\b/i;
// A negation close before the payment word ("not paid", "no compensation", "neither ... nor the publisher received").
const NEGATOR_NEAR = /\b(?:not|no|never|neither|nor|without|nothing|nobody|no one)\b|n't\b|nobody's\b/i;
// What a company pays out in the course of business ("never paid cash dividends", "paid no interest"): no payment for content.
const COMPANY_OUTFLOW =
  /^\s+(?:[\w-]+\s+){0,2}?(?:dividends?|distributions?|interest|tax(?:es)?|royalt(?:y|ies)|wages|salar(?:y|ies)|bonus(?:es)?|debts?|suppliers|rent|coupons?)\b/i;
// Someone else's publication as the object ("neither paid for nor approved that newsletter"): disowning it, no denial.
const OTHER_PUBLICATION =
  /^[^.;]{0,30}?\b(?:that|those|such|any such)\s+(?:[\w-]+\s+)?(?:newsletters?|articles?|reports?|videos?|posts?|campaigns?|promotions?|mailers?|emails?|alerts?)\b/i;
// A named party's own statement, reported ("Strathmore Research, which says it receives no compensation"): not ours.
const REPORTED_SAYING = /\b(?:which|who)\s+(?:says|said|states|stated|claims|claimed|reports|reported)\b[^.;]{0,25}$/i;
// "no other compensation", "no additional fee": a limit on payment, not a denial of it.
const LIMITING = /\b(?:other|additional|further|extra|separate|more)\s+\S*\s*$/i;

function lastWordsOf(text: string, n: number): string {
  return text.trim().split(/\s+/).slice(-n).join(' ');
}

const CURRENCY_TOKEN = /^(?:\$|£|€|US\$|C\$|CA\$|A\$|AU\$|USD|CAD|AUD|GBP|EUR)$/i;
const AMOUNT =
  /(?:US\$|USD\s?|C\$|CA\$|CAD\s?|A\$|AUD\s?|GBP\s?|£|€|EUR\s?|\$)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|CAD|AUD|GBP|EUR|dollars|pounds|euros)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|hundred)\b[\w\s-]{0,30}?\b(?:thousand|hundred|million)\s+(?:US\s+|Canadian\s+|Australian\s+)?dollars\b|\b\d[\d,]*\s+(?:restricted\s+|common\s+|free[\s-]trading\s+)?shares\b/i;

// An organisation's name: capitalised words, connectors and lowercase company suffixes.
const NAME = String.raw`[A-Z][\w&.'-]*(?:[ \t]+(?:[A-Z][\w&.'-]*|&|of|and|plc|inc\.?|ltd\.?|corp\.?|llc))*`;
const NOT_A_NAME = new Set(
  (
    'this the it we our they he she you i a an that these those paid disclosure sponsored sponsor note content each no ' +
    'compensation fee fees payment amount readers in for if as neither nor free unpaid purpose form any all some its ' +
    'their his her advertiser payer client issuer there such'
  ).split(' '),
);
const THE_PAYER = String.raw`[Tt]he\s+(?:issuer|company|sponsor|advertiser|client)`;
const PAYER_LABEL =
  /(?:^|[|;.]\s*|\n\s*)(?:[-*\u2022]\s*)?(?:sponsor(?:ed by)?|paid (?:for )?by|payer|paying party|commissioned by|advertiser|funded by|compensated by|client|issuer)\s*:\s*(?!undisclosed|n\/a|none|unknown)([A-Z][^\n|;]*)/gim;
const PAYER_AGENT = new RegExp(String.raw`\b(?:[Bb]y|[Ff]rom|on behalf of)\s+(?:(${THE_PAYER})\b|(${NAME}))`, 'g');
const PAYER_SUBJECT = new RegExp(
  String.raw`(?:(${THE_PAYER})|(${NAME}))(?:\s*\([^)]{1,40}\))?(?:,[^,]{1,60},)?\s+(?:has\s+|have\s+|had\s+|also\s+)?(?:paid|pays|compensated|compensates|sponsored|sponsors|commissioned|funded|funds|engaged|retained|hired|transferred|covered)\b`,
  'g',
);
const PAYER_ROLE = new RegExp(
  String.raw`(${NAME})(?:\s*\([^)]{1,40}\))?\s+(?:is|was)\s+(?:a|an|the|our)\s+(?:paying\s+|paid\s+)?(?:client|sponsor|advertiser|customer)\b|\bshares\s+of\s+(${NAME})`,
  'g',
);

export interface PaidMention {
  start: number;
  end: number;
  hasPayer: boolean;
  hasAmount: boolean;
}

/** A statement that the content is unpaid or independent. */
export interface PaidDenial {
  start: number;
  end: number;
}

function isName(name: string, tokens: () => NlpToken[], at: number): boolean {
  const first = name.split(/\s+/)[0].replace(/[.,']+$/, '');
  if (NOT_A_NAME.has(first.toLowerCase())) return false;
  if (name.split(/\s+/).length > 1) return true;
  // A single word is a name when wink reads it as a proper noun ("Apple paid", not "Readers should").
  const token = tokens().find((t) => t.start === at);
  return !token || token.pos === 'PROPN';
}

function hasPayer(text: string, offset: number, tokens: () => NlpToken[]): boolean {
  for (const re of [PAYER_LABEL, PAYER_AGENT, PAYER_SUBJECT, PAYER_ROLE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (re === PAYER_LABEL) return true;
      const the = re === PAYER_ROLE ? null : m[1];
      if (the) return true;
      const name = re === PAYER_ROLE ? (m[1] ?? m[2]) : m[2];
      if (name && isName(name, tokens, offset + m.index + m[0].indexOf(name))) return true;
    }
  }
  return false;
}

function hasAmount(text: string, tokens: () => NlpToken[]): boolean {
  if (AMOUNT.test(text)) return true;
  // wink's money entities and numbers next to a currency: "five thousand dollars", "£3,000".
  const list = tokens();
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    if (t.entity === 'MONEY') return true;
    if (t.pos !== 'NUM' || !/\d/.test(t.text)) continue;
    if (i > 0 && CURRENCY_TOKEN.test(list[i - 1].text)) return true;
    if (list.slice(i + 1, i + 5).some((n) => /^(?:shares|units|warrants|dollars|pounds|euros)$/.test(n.lower))) return true;
  }
  return false;
}

/** A sentence of the text; it is read with wink only when a decision needs it. */
class Sentence {
  private read: NlpToken[] | null = null;
  constructor(
    readonly start: number,
    readonly end: number,
    readonly text: string,
  ) {}

  get tokens(): NlpToken[] {
    this.read ??= readTokens(this.text, this.start);
    return this.read;
  }
}

function readPaid(text: string, sentences: SentenceIndex, matches: TextMatches): { mentions: PaidMention[]; denials: PaidDenial[] } {
  const cache = new Map<number, Sentence>();
  const sentence = (i: number): Sentence => {
    let s = cache.get(i);
    if (!s) {
      const { start, end } = sentences.range(i);
      s = new Sentence(start, end, text.slice(start, end));
      cache.set(i, s);
    }
    return s;
  };
  const cues = new Map<number, RegExpExecArray[]>();
  for (const m of matches.all(PAY_CUE)) {
    const si = sentences.sentenceAt(m.index);
    cues.set(si, [...(cues.get(si) ?? []), m]);
  }
  const mentions: PaidMention[] = [];
  const denials: PaidDenial[] = [];
  for (const [si, found] of cues) {
    const s = sentence(si);
    const context = CONTENT_CONTEXT.test(si > 0 ? text.slice(sentences.range(si - 1).start, s.end) : s.text);
    const denialContext = context || SELF_CONTEXT.test(s.text);
    const labelled = PAID_LABEL.test(s.text);
    // Most sentences with "paid" or "fee" in an article are about something else: no wink reading for them.
    if (!denialContext && !labelled) continue;
    let positive: RegExpExecArray | null = null;
    let denial: { start: number; end: number } | null = null;
    let lexical = DENIAL.exec(s.text);
    if (lexical && NOT_INDEPENDENT.test(s.text.slice(0, lexical.index))) lexical = null;
    const disowning = THIRD_PARTY_PROMOTION.test(s.text) && !FIRST_PERSON.test(s.text);
    if (lexical) denial = { start: s.start + lexical.index, end: s.start + lexical.index + lexical[0].length };
    for (const m of found) {
      const word = m[0].toLowerCase();
      if (/^(?:unpaid|independent|financial|editorial|unbiased|uninfluenced|impartial|relationship|connection|shill)/.test(word)) continue;
      const before = text.slice(Math.max(s.start, m.index - 60), m.index);
      // A negator close before the word, not a limit ("no other"), and wink puts the word in its scope.
      const negatedHere =
        NEGATOR_NEAR.test(lastWordsOf(before, 5)) &&
        !LIMITING.test(before) &&
        !!s.tokens.find((t) => t.start <= m.index && m.index < t.end)?.negated;
      // "We may never receive approval" denies no payment: a weak cue must be about money to be denied.
      if (negatedHere && WEAK_CUE.test(word) && !PAYMENT_OBJECT.test(s.text)) continue;
      if (negatedHere && disowning) continue;
      const after = text.slice(m.index + m[0].length, Math.min(s.end, m.index + m[0].length + 60));
      if (COMPANY_OUTFLOW.test(after)) continue;
      if (negatedHere && (OTHER_PUBLICATION.test(after) || REPORTED_SAYING.test(before))) continue;
      if (negatedHere) {
        denial ??= { start: m.index, end: m.index + m[0].length };
        continue;
      }
      if (!labelled && !context) continue;
      if (WEAK_CUE.test(word) && !/\bfrom\s+[A-Z]/.test(s.text) && !hasAmount(s.text, () => s.tokens)) continue;
      positive ??= m;
    }
    if (denial) denials.push(denial);
    if (!positive && labelled && !lexical) positive = found[0];
    if (positive) {
      const around = [si - 1, si, si + 1].filter((i) => i >= 0 && i < sentences.count).map(sentence);
      const windowText = text.slice(around[0].start, around[around.length - 1].end);
      let read: NlpToken[] | undefined;
      const windowTokens = () => (read ??= around.flatMap((a) => a.tokens));
      mentions.push({
        start: positive.index,
        end: positive.index + positive[0].length,
        hasPayer: hasPayer(windowText, around[0].start, windowTokens),
        hasAmount: hasAmount(windowText, windowTokens),
      });
    }
  }
  mentions.sort((a, b) => a.start - b.start);
  denials.sort((a, b) => a.start - b.start);
  return { mentions, denials };
}

// ---------------------------------------------------------------------------------------------
// AI assistance
// ---------------------------------------------------------------------------------------------

// Automated writing software (IssuerWire's built-in composer, no model) fills the same slot: the reader
// learns that software, not a person, drafted the text.
const AI_CUE = rx(
  String.raw`\b(?:AI|A\.I\.|artificial intelligence|generative|language models?|LLMs?|ChatGPT|GPT|Claude|Gemini|Copilot|machine|human|automated|software)\b`,
);
const AI_NAME = rx(
  String.raw`\b(?:AI|A\.I\.|artificial intelligence|generative AI|(?:large )?language models?|LLMs?|ChatGPT|GPT(?:~\d)?|Claude|Gemini|Copilot|automated (?:writing|drafting|content) (?:software|tools?|systems?)|(?:writing|drafting) software)(?![\w])`,
  'gi',
);
const AI_COMPOUND = rx(
  String.raw`\b(?:AI|A\.I\.|artificial intelligence|machine)~(?:assisted|generated|written|produced|created|drafted|authored|aided)\b`,
  'i',
);
const AI_LABEL = rx(
  String.raw`\b(?:(?:AI|A\.I\.) (?:assistance|disclosure|use|generated|involvement)|automated writing)\s*:(?!\s*(?:no|none|n/a)\b)`,
  'i',
);
const AI_INVOLVED = rx(
  String.raw`\b(?:writ(?:e|es|ing|ten)|wrote|draft(?:s|ed|ing)?|generat(?:e|es|ed|ing)|produc(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|prepar(?:e|es|ed|ing)|compos(?:e|es|ed|ing)|authored|assist(?:s|ed|ance|ant)?|help(?:s|ed)?|aid|support|us(?:e|es|ed|ing)|relied|output|writer|edit(?:ed|s)?)\b`,
  'i',
);
const AI_SELF =
  /\b(?:this|these|our|we)\b|\b(?:portions|parts|passages|sections|much)\b|^\s*(?:written|drafted|generated|created|prepared|produced|composed)\b/i;
const AI_DENIED = rx(
  String.raw`\b(?:no|not|without|never)\b(?: \w+){0,3} (?:AI|A\.I\.|artificial intelligence|machine|automated|generative)\b|\bhuman~written\b|\bwritten (?:entirely )?by (?:a )?humans?\b`,
  'i',
);
const NEGATOR_BEFORE = /\b(?:no|not|without|never|nor)\b(?:\s+\S+){0,2}\s*$/i;

/** Whether the text says AI or software wrote it, and where (the start of the sentence that says so). */
function readAi(text: string, sentences: SentenceIndex, matches: TextMatches): { ai: boolean; denied: boolean; at: number | null } {
  let denied = false;
  const seen = new Set<number>();
  for (const m of matches.all(AI_CUE)) {
    const si = sentences.sentenceAt(m.index);
    if (seen.has(si)) continue;
    seen.add(si);
    const { start, end } = sentences.range(si);
    const s = text.slice(start, end);
    if (AI_DENIED.test(s)) denied = true;
    if (AI_COMPOUND.test(s) && !NEGATOR_BEFORE.test(s.slice(0, s.search(AI_COMPOUND)))) return { ai: true, denied: false, at: start };
    if (AI_LABEL.test(s)) return { ai: true, denied: false, at: start };
    if (!AI_INVOLVED.test(s) || !AI_SELF.test(s)) continue;
    AI_NAME.lastIndex = 0;
    for (let n = AI_NAME.exec(s); n; n = AI_NAME.exec(s)) {
      if (!NEGATOR_BEFORE.test(s.slice(0, n.index))) return { ai: true, denied: false, at: start };
    }
  }
  return { ai: false, denied, at: null };
}

// ---------------------------------------------------------------------------------------------
// Not investment advice
// ---------------------------------------------------------------------------------------------

const ADVICE_CUE = rx(String.raw`\b(?:advice|recommendations?|solicitation|inducement|objectives)\b`);
const NOT_ADVICE = rx(
  String.raw`\b(?:not|no|nothing|neither|nor|never|cannot)\b[^.;!?]{0,100}?\b(?:advice|recommendations?|solicitation|inducement)\b|n't\b[^.;!?]{0,100}?\b(?:advice|recommendations?|solicitation)\b|\bgeneral advice\b|\bdoes not take into account your\b`,
  'i',
);
// "Not a recommendation" is a not-advice statement only about securities or the reader, not "the board made no recommendation".
const ABOUT_INVESTING = /\b(?:advice|buy|sell|hold|purchase|securit\w*|invest\w*|stocks?|shares|personal|financial)\b/i;

/** The start of the first sentence that says the text is not investment advice; null when none does. */
function readNotAdvice(text: string, sentences: SentenceIndex, matches: TextMatches): number | null {
  for (const m of matches.all(ADVICE_CUE)) {
    const { start, end } = sentences.range(sentences.sentenceAt(m.index));
    const s = text.slice(start, end);
    const hit = NOT_ADVICE.exec(s);
    if (hit && ABOUT_INVESTING.test(s)) return start;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Forward-looking legend
// ---------------------------------------------------------------------------------------------

const FLS_IDENTIFIED = rx(
  String.raw`\bforward~looking\b|\bcautionary (?:note|statement|language)s?\b|\bstatements? (?:\w+ ){0,3}look forward\b`,
);
const FLS_CAUTIONARY = rx(
  String.raw`\brisks?\b|\buncertaint(?:y|ies)\b|\bfactors\b|\b(?:differ|vary)\b|\bmaterially different\b|\bfall short\b|\bprove (?:inaccurate|incorrect|wrong)\b|\b(?:may|might|could) not (?:happen|occur|turn out|materiali[sz]e|be achieved)\b|\bnot (?:a )?guarantees? of future\b|\bno guarantee of future\b|\bdepends? on (?:financing|funding|permits|approvals|commodity|market)`,
  'i',
);
// Cautionary language about outcomes anywhere: a legend that names risks but never says what is forward-looking.
const CAUTION_ONLY = rx(
  String.raw`\buncertaint(?:y|ies)\b|\bresults? (?:\w+ ){0,3}(?:differ|vary)\b|\brisks? (?:include|such as|including)\b|\bguarantee of future\b|\b(?:may|might|could) not (?:happen|occur|turn out)\b`,
  'i',
);
const FLS_ASSUMPTIONS = /\bassumptions?\b/i;

function readLegend(
  text: string,
  sentences: SentenceIndex,
  matches: TextMatches,
): { identified: boolean; cautionary: boolean; at: number | null; from: number | null } {
  let at: number | null = null;
  let from: number | null = null;
  for (const m of matches.all(FLS_IDENTIFIED)) {
    from ??= sentences.range(sentences.sentenceAt(m.index)).start;
    at ??= sentences.range(sentences.sentenceAt(m.index)).end;
    // The cautionary language belongs to the legend: the same sentence or the two either side.
    const si = sentences.sentenceAt(m.index);
    const near = sentences.range(Math.max(0, si - 2)).start;
    const to = sentences.range(Math.min(sentences.count - 1, si + 2)).end;
    if (FLS_CAUTIONARY.test(text.slice(near, to))) return { identified: true, cautionary: true, at, from };
  }
  return { identified: at !== null, cautionary: false, at, from };
}

// ---------------------------------------------------------------------------------------------
// The scan
// ---------------------------------------------------------------------------------------------

const RISK_LANGUAGE =
  /\brisks\b|(?<!\b(?:no|zero|without(?:\s+any)?|low)\s+)\brisk\b(?![\s-]*free)|\buncertaint(?:y|ies)\b|\bspeculative\b|\bvolatil(?:e|ity)\b|\b(?:could|may|might|can)\s+lose\b|\bloss\s+of\s+(?:some|all|part)\b|\bno\s+assurance\b|\bnot\s+guaranteed\b/i;

/** The whole-text patterns the scan runs, with the starts of their matches (the engine's prefilter runs them only there). */
export const DISCLOSURE_PATTERNS: readonly PatternEntry[] = [
  {
    re: FORWARD,
    triggers:
      'plan|will|shall|aim to|expect|future|intend|set to|target|aims to|believe|outlook|seek to|anticipa|estimate|forecast|going fo|guidance|in the c|next mon|next pha|next qua|next wee|next yea|on track|poised t|projecte|projecti|schedule|seeks to|upcoming',
  },
  {
    re: PAY_CUE,
    triggers:
      '#ad|fee|pay|paid|funds|shill|funded|unpaid|receive|sponsor|advertis|advertor|commissi|compensa|connecti|editoria|financia|impartia|independ|receivin|relation|remunera|retainer|transfer|unbiased|uninflue',
  },
  { re: AI_CUE, triggers: 'ai|gpt|llm|a.i.|human|claude|gemini|chatgpt|copilot|machine|artifici|automate|generati|language|software' },
  { re: ADVICE_CUE, triggers: 'advice|induceme|objectiv|recommen|solicita' },
  { re: FLS_IDENTIFIED, triggers: 'forward|cautiona|statemen' },
  { re: CAUTION_ONLY, triggers: 'result |could no|guarante|may not |might no|results |risk inc|risk suc|risks in|risks su|uncertai' },
  { re: FLS_ASSUMPTIONS, triggers: 'assumpti' },
  {
    re: RISK_LANGUAGE,
    triggers: 'risk|can lose|could lo|loss of |may lose|might lo|no assur|not guar|speculat|uncertai|volatile|volatili',
  },
];

export interface DisclosureScan {
  /** Statements that the content is paid (not the denials). */
  paidMentions: PaidMention[];
  /** A mention names both the payer and an amount. */
  paidComplete: boolean;
  /** "Not a paid promotion", "independent", "no compensation". */
  paidDenials: PaidDenial[];
  ai: boolean;
  /** Says no AI was used (and says nothing else about AI). */
  aiDenied: boolean;
  notAdvice: boolean;
  legendIdentified: boolean;
  legendCautionary: boolean;
  /** End of the sentence that first identifies forward-looking statements (where cautionary language belongs). */
  legendAt: number | null;
  /** Cautionary language about outcomes, identified as forward-looking or not. */
  cautionAnywhere: boolean;
  legendAssumptions: boolean;
  riskLanguage: boolean;
  /** The closing part read as slots (payer, amount, recipient, AI, not-advice, legend), with their spans. */
  slots: SlotReading;
  /** Where the sentence reader found what the slots may not hold: the start of the sentence that says it. */
  proseAt: { ai: number | null; notAdvice: number | null; legend: number | null };
}

/** Finds the disclosures in a (normalised) text; `sentences` is the engine's sentence index. */
export function scanDisclosures(text: string, sentences: SentenceIndex, matches: TextMatches): DisclosureScan {
  const paid = readPaid(text, sentences, matches);
  const ai = readAi(text, sentences, matches);
  const legend = readLegend(text, sentences, matches);
  // The slot reading fills what the sentence reading misses in labelled fields, banners, tables and telegraphic lines.
  const slots = readSlots(text);
  // The sentences are read only when no slot states it (as before the spans were kept).
  const notAdviceAt = slots.slots.notAdvice ? null : readNotAdvice(text, sentences, matches);
  const { payer, amount } = slots.slots;
  const mentions = paid.mentions.map((m) => ({ ...m, hasPayer: m.hasPayer || !!payer, hasAmount: m.hasAmount || !!amount }));
  const first = payer ?? amount;
  if (mentions.length === 0 && first) mentions.push({ start: first.start, end: first.end, hasPayer: !!payer, hasAmount: !!amount });
  return {
    paidMentions: mentions,
    paidComplete: mentions.some((m) => m.hasPayer && m.hasAmount),
    paidDenials: paid.denials,
    ai: ai.ai || !!slots.slots.ai,
    aiDenied: ai.denied || !!slots.aiDenied,
    notAdvice: !!slots.slots.notAdvice || notAdviceAt !== null,
    // "This article contains no forward-looking statements" identifies none: the legend is missing.
    legendIdentified: (legend.identified && !slots.legendDenied) || !!slots.slots.legend,
    legendCautionary: (legend.cautionary && !slots.legendDenied) || !!slots.slots.legend,
    legendAt: legend.at ?? slots.slots.legend?.end ?? null,
    cautionAnywhere: matches.test(CAUTION_ONLY),
    legendAssumptions: matches.test(FLS_ASSUMPTIONS),
    riskLanguage: matches.test(RISK_LANGUAGE),
    slots,
    proseAt: { ai: ai.at, notAdvice: notAdviceAt, legend: slots.legendDenied ? null : legend.from },
  };
}
