// Reads a disclosure block as slots (issue 41, point 1): payer, amount, recipient, AI assistance, not
// investment advice and the forward-looking legend, in whatever layout the block is written. A layout is
// one entry of LAYOUTS (how it splits into labelled fields and plain statements); a slot is one entry of
// SLOTS (the labels that name it, what its value must look like, and how a plain statement states it).
// So a new layout or a new label is a table entry, not a new regex over the whole text.
// It reads only the closing part of the text, where disclosures sit, and complements the sentence reader
// (compliance.disclosure-reader.ts), which reads disclosures written as prose anywhere.

import { asWritten, closingStart, readClosing, readable } from './compliance.disclosure-closing';

export const SLOT_NAMES = ['payer', 'amount', 'recipient', 'ai', 'notAdvice', 'legend'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export const SLOT_TITLES: Record<SlotName, string> = {
  payer: 'payer',
  amount: 'amount',
  recipient: 'recipient',
  ai: 'AI assistance',
  notAdvice: 'not investment advice',
  legend: 'forward-looking legend',
};

/** A slot found: offsets into the text, the words that fill it, and the layout it was written in. */
export interface FoundSlot {
  slot: SlotName;
  start: number;
  end: number;
  text: string;
  layout: string;
}

/** A block that says one thing and its opposite, or fills a slot with a refusal ("Amount: undisclosed"). */
export interface SlotContradiction {
  start: number;
  end: number;
  text: string;
  why: string;
}

export interface SlotReading {
  slots: Partial<Record<SlotName, FoundSlot>>;
  contradictions: SlotContradiction[];
  /** The AI slot is filled with a denial ("AI used: none", "written without AI"). */
  aiDenied: FoundSlot | null;
  /** The legend says there are no forward-looking statements ("Forward-looking statements: none"). */
  legendDenied: FoundSlot | null;
  /** From the line before the first slot found to the end of the last one: the block's own lines. */
  block: { start: number; end: number } | null;
  /** Bracketed tags of the block read as its labels ("[PAYER: Acme Corp.] [AI-ASSISTED]"): not a template's slots. */
  tags: { start: number; end: number }[];
}

/** A piece of the block: a labelled field ("Payer: Acme") or a plain statement (label null). */
interface Field {
  label: string | null;
  value: string;
  /** Offset of the value in the text. */
  at: number;
  layout: string;
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

const CURRENCY_CODE = String.raw`(?:USD|CAD|AUD|NZD|GBP|EUR|CHF|JPY|CNY|RMB|HKD|SGD|INR|SEK|NOK|DKK|ZAR|BRL|MXN|KRW|ILS|AED)`;
const SYMBOL = String.raw`(?:\b(?:US|U\.S\.|C|CA|A|AU|NZ|HK|S|R)?\$|(?<![\w$])\$|[£€¥₹₩₪]|\b${CURRENCY_CODE}\s?|\bFr\.\s?|\bkr\.?\s?)`;
const FIGURE = String.raw`\d[\d,.' ]*\d|\d`;
const SCALE = String.raw`(?:\s?(?:k|K|m|M|mm|bn)\b|\s(?:thousand|million|hundred)\b)`;
const NUMBER_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a|one\s+hundred)`;
const CURRENCY_WORD = String.raw`(?:(?:US|U\.S\.|Canadian|Australian|Singapore|Hong\s+Kong|New\s+Zealand)\s+)?(?:dollars|pounds(?:\s+sterling)?|euros|francs|yen|rupees|kronor|krona|rand|yuan|dollar|pound|euro|sterling)`;
/** An amount in any currency symbol or code, figures or words, "k", or shares. */
export const ANY_AMOUNT = new RegExp(
  [
    String.raw`${SYMBOL}\s?(?:${FIGURE})${SCALE}?`,
    String.raw`\b(?:${FIGURE})${SCALE}?\s?(?:${CURRENCY_CODE}\b|${CURRENCY_WORD}\b|[$£€¥₹])`,
    String.raw`\b${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*[\s-]+(?:hundred|thousand|million)(?:\s+(?:and\s+)?\w+){0,2}?\s+${CURRENCY_WORD}\b`,
    String.raw`\b(?:${FIGURE})${SCALE}?\s+(?:restricted\s+|common\s+|free[\s-]trading\s+|ordinary\s+)?(?:shares|units|warrants|options)\b`,
  ].join('|'),
  'i',
);
/** An amount stated as withheld: a refusal, not an amount. */
const WITHHELD =
  /\b(?:undisclosed|not\s+disclosed|confidential|withheld|not\s+stated|unspecified|to\s+be\s+(?:confirmed|agreed|determined)|on\s+request|(?:not|never)\s+(?:revealed|made\s+public))\b/i;
const EMPTY = /^\s*(?:n\/?a|none|nil|no|nobody|no\s+one|unknown|-+|—|tbd|tbc|tba|\?+|\[[^\]]*\]|\.{3}|x+)\s*[.;]?\s*$/i;

// An organisation or a person: capitalised words with connectors and company suffixes.
const NAME = String.raw`(?:[Tt]he\s+(?:issuer|company|sponsor|advertiser|client)\b|[A-Z\u00C0-\u00DE][\w\u00C0-\u024F&.'-]*(?:[ \t]+(?:[A-Z\u00C0-\u00DE][\w\u00C0-\u024F&.'-]*|&|of|and|de|plc|inc\.?|ltd\.?|corp\.?|llc|\([A-Z]+:?\s?[A-Z.]+\)))*)`;
const NAME_AT_START = new RegExp(String.raw`^\s*(?:by\s+|from\s+)?(${NAME})`);
const NOT_A_NAME =
  /^(?:This|The|It|We|Our|They|He|She|You|I|A|An|That|These|Paid|Sponsored|Sponsor|Cash|Shares|Fee|Fees|Amount|None|No|Not|Yes|Undisclosed|Confidential|Compensation|Payment|AI|Disclosure|Note|Each|Any|All|Per)\b(?![ \t]+[A-Z])/;

function nameIn(value: string): { text: string; index: number } | null {
  const m = NAME_AT_START.exec(value);
  if (!m || NOT_A_NAME.test(m[1]) || EMPTY.test(value)) return null;
  return { text: m[1].trim().replace(/[.,;:]+$/, ''), index: m.index + m[0].indexOf(m[1]) };
}

// ---------------------------------------------------------------------------------------------
// The slot grammar: label synonyms, value tests and statement forms per slot
// ---------------------------------------------------------------------------------------------

// Capitalised or not (the payer patterns are case-sensitive, for names): "Paid for by Acme", "paid IssuerWire".
const PAY_WORD = String.raw`(?:[Pp]aid|[Pp]ays?|[Pp]ayment|[Ss]ponsor(?:ed|ship|s)?|[Cc]ompensat\w*|[Cc]ommissioned|[Rr]emunerat\w*|[Ff]ees?|[Aa]dvert\w*|[Pp]romot\w*|[Ff]unded|[Rr]eceived|[Rr]eceives|[Cc]onsideration|#ad|[Aa]d)`;
const AI_NAME = String.raw`(?:AI|A\.I\.|artificial[\s-]+intelligence|generative|(?:large\s+)?language\s+models?|LLMs?|ChatGPT|GPT[\w.-]*|Claude|Gemini|Copilot|Llama|Mistral|machine|model|automated|automation|software|algorithm\w*|tools?|assistant|chatbot|bot)`;
const AI_VERB = String.raw`(?:assist\w*|generat\w*|draft\w*|writ\w*|wrote|produc\w*|creat\w*|prepar\w*|compos\w*|help\w*|aid\w*|us(?:e|ed|ing)|support\w*|output|authored|edit\w*|made)`;
const AI_STRONG = String.raw`(?:AI|A\.I\.|artificial[\s-]+intelligence|generative|language\s+models?|LLMs?|ChatGPT|GPT[\w.-]*|Claude|Gemini|Copilot|automated\s+(?:writing|drafting|content)|writing\s+software)`;

const PAY_CUE = /paid|pay|sponsor|compensat|commission|remunerat|fee|advert|promot|fund|receiv|consideration|#ad|\bad\b/i;
const AI_CUE =
  /\bAI\b|A\.I\.|artificial|generat|language|LLM|GPT|Claude|Gemini|Copilot|Llama|Mistral|machine|model|automat|software|algorithm|tool|assistant|bot\b/i;
// "Tools were used", "automated systems assisted" name no AI: the statement must name AI, a model or automated writing.
const AI_KIND = new RegExp(String.raw`\b${AI_STRONG}`, 'i');

interface SlotGrammar {
  /** A cheap test a statement must pass before `statement` runs. */
  cue: RegExp;
  /** Labels that name the slot ("Paid by", "Who paid"), matched against a whole label. */
  label: RegExp;
  /** The words of a labelled value that fill the slot, or null when the value does not. */
  value(value: string): { index: number; text: string } | null;
  /** Plain statements that fill the slot ("Paid ad by Acme ($2,000)", "It was drafted with AI tools"). */
  statement: RegExp | null;
  /** The group of `statement` that holds the slot's words (0: the whole match). */
  group?: number;
}

const whole = (value: string) => (EMPTY.test(value) ? null : { index: 0, text: value.trim() });
const amountIn = (value: string) => {
  const m = ANY_AMOUNT.exec(value);
  return m ? { index: m.index, text: m[0] } : /^\s*(?:free|nothing|zero|nil|0)\b/i.test(value) ? null : null;
};
const AI_YES = new RegExp(String.raw`\b${AI_STRONG}\b|^\s*(?:yes|AI)\b|\b(?:language\s+)?model\b`, 'i');
const AI_NO = /^\s*(?:no|none|nil|n\/a|not\s+used|human(?:[\s-]+(?:written|only))?|0)\b/i;
const ADVICE_VALUE = /^\s*(?:no|none|not\b|nil|n\/a)/i;

export const SLOTS: Record<SlotName, SlotGrammar> = {
  payer: {
    cue: PAY_CUE,
    label:
      /^(?:sponsor(?:ed\s+by)?|paid\s+(?:for\s+)?by|payer|paying\s+party|who\s+paid(?:\s+for\s+(?:it|this))?|commissioned\s+by|advertiser|funded\s+by|compensated\s+by|client|issuer|sponsoring\s+(?:company|issuer)|source\s+of\s+(?:payment|funds|compensation)|paid\s+ad\s+by|(?:paid\s+)?(?:promotion|advertisement)\s+(?:for|by|on\s+behalf\s+of)|paid\s+(?:advertisement|promotion|content|post)|sponsored(?:\s+(?:content|post|article))?)$/i,
    value: (v) => nameIn(v),
    statement: new RegExp(
      String.raw`\b${PAY_WORD}\b[^;|\n]{0,60}?\b(?:by|from|on\s+behalf\s+of|for)\s+(${NAME})|(${NAME})(?:\s*\([^)]{1,40}\))?\s+(?:has\s+|have\s+|had\s+)?(?:paid|pays|compensated|sponsored|commissioned|funded|transferred|covered)\b|\b${PAY_WORD}\b\s*:?\s*(${NAME})\s*(?:→|->|⟶)`,
      'g',
    ),
  },
  amount: {
    cue: PAY_CUE,
    label:
      /^(?:amount(?:\s+(?:paid|received|of\s+(?:the\s+)?(?:compensation|payment|fee)))?|(?:compensation|fee|payment)\s+amount|compensation(?:\s+received)?|fee|fees|payment(?:\s+received)?|how\s+much(?:\s+was\s+paid)?|consideration|remuneration|sum|value|paid|price|cost|budget|rate)$/i,
    value: amountIn,
    statement: new RegExp(
      String.raw`\b${PAY_WORD}\b[^;|\n]{0,80}?(${ANY_AMOUNT.source})|(${ANY_AMOUNT.source})[^;|\n]{0,60}?\b${PAY_WORD}\b`,
      'gi',
    ),
  },
  recipient: {
    cue: PAY_CUE,
    label: /^(?:recipient|paid\s+to|payee|to\s+whom|received\s+by|publisher|who\s+received(?:\s+it)?|beneficiary)$/i,
    value: (v) => nameIn(v),
    statement: new RegExp(
      String.raw`\b(?:paid|pays|compensated|transferred)\b[^;|\n]{0,40}?\bto\s+(${NAME})|(${NAME}|[Ww]e|[Tt]he\s+(?:publisher|author|writer))\s+(?:has\s+|have\s+)?(?:received|receives|was\s+paid|were\s+paid|is\s+paid|has\s+been\s+paid)\b`,
      'g',
    ),
  },
  ai: {
    cue: AI_CUE,
    label:
      /^(?:AI(?:\s+(?:use|used|assistance|disclosure|involvement|statement|tools?))?|A\.I\.|how\s+(?:it|this)\s+was\s+(?:written|made|produced|prepared|drafted)|written\s+by|drafted\s+by|prepared\s+by|produced\s+by|authorship|tools?(?:\s+used)?|method|production|generated\s+by|automated\s+writing|writing)$/i,
    value: (v) => (AI_NO.test(v) || !AI_YES.test(v) ? null : whole(v)),
    statement: new RegExp(
      String.raw`\b${AI_STRONG}[\s-]+(?:assisted|generated|written|produced|created|drafted|authored|aided|powered)\b|\b${AI_VERB}\b[^;|\n]{0,60}?\b${AI_NAME}\b|\b${AI_NAME}\b[^;|\n]{0,40}?\b${AI_VERB}\b`,
      'gi',
    ),
  },
  notAdvice: {
    cue: /advice|recommend|solicit|offer|\bNFA\b/i,
    label:
      /^(?:(?:not\s+)?(?:investment|financial)\s+advice|advice|disclaimer|recommendation|(?:is\s+this|this\s+is\s+not)\s+(?:investment\s+)?advice\??|purpose)$/i,
    value: (v) => (ADVICE_VALUE.test(v) ? { index: 0, text: v.trim() } : null),
    statement:
      /\b(?:not|no|nothing|neither|nor|never)\b[^;|\n]{0,60}?\b(?:advice|recommendations?|solicitation|offer\s+to\s+(?:buy|sell))\b|\bn't\b[^;|\n]{0,60}?\badvice\b|\bNFA\b/gi,
  },
  legend: {
    cue: /forward|cautionary/i,
    label:
      /^(?:forward[\s-]*looking(?:\s+(?:statements?|information))?(?:\s+legend)?|FLS|cautionary\s+(?:note|statement|language)|safe\s+harbou?r)$/i,
    value: (v) => (/\b(?:risks?|uncertaint\w*|differ\w*|factors?|not\s+guarantees?|may\s+not)\b/i.test(v) ? whole(v) : null),
    statement: null,
  },
};

// ---------------------------------------------------------------------------------------------
// Contradictions within the block
// ---------------------------------------------------------------------------------------------

const CONTRADICTIONS: readonly { re: RegExp; why: string; needs: 'paid' | 'ai' }[] = [
  {
    re: /\b(?:not|never)\s+(?:been\s+)?(?:compensated|paid|remunerated|sponsored)\b|\b(?:no|zero)\s+(?:compensation|payment|remuneration|consideration)\s+(?:was|has\s+been|is|were)\s+(?:received|paid|given)\b|\breceived\s+no\s+(?:compensation|payment|remuneration|consideration)\b/gi,
    why: 'it states a payment and then that nobody was paid',
    needs: 'paid',
  },
  {
    re: /\b(?:independent|independently\s+(?:written|produced|prepared))\b[^;|\n]{0,30}?\b(?:unbiased|impartial|objective|neutral)\b|\b(?:unbiased|impartial|objective|neutral)\b[^;|\n]{0,30}?\bindependent\b|\b(?:entirely|completely|fully|wholly|100%)\s+(?:unbiased|impartial|objective)\b/gi,
    why: 'it calls a paid piece independent and unbiased',
    needs: 'paid',
  },
];

// ---------------------------------------------------------------------------------------------
// Layouts: how a block splits into fields. One entry per layout.
// ---------------------------------------------------------------------------------------------

/** "Label: value" inside one cell or line (also "Label = value", "Label — value"). */
const LABEL_VALUE =
  /^\s*(?:[-*\u2022\u00B7\u25AA\u25E6>]\s*|\d+[.)]\s+|\(?[a-z]\)\s+|\[[ xX\u2713\u2714]\]\s*|[\u2713\u2714\u2610\u2611\u2612]\s*)?"?([A-Za-z][\w .'/()&-]{0,40}?)"?\s*(?::|=|\s[\u2013\u2014]\s|\s-\s|\s+means\s+)\s*(\S.*)$/;
const MARKS =
  /^(?:\s*(?:[-*\u2022\u00B7\u25AA\u25E6>]|\d+\/(?=\s)|\[\d+\]|\[[ xX\u2713\u2714]\]|[\u2713\u2714\u2610\u2611\u2612]|\(\d+\)|\d+[.)]|[\u00B9\u00B2\u00B3\u2070-\u2079]+|[*\u2020\u2021]+|Note\s*\d*\s*:)\s*)+/;

function cell(value: string, at: number, layout: string, nested = false): Field {
  const lead = value.length - value.trimStart().length;
  const m = LABEL_VALUE.exec(value);
  // A heading label before a field ("disclosure: sponsor=Acme Inc."): the field is read.
  if (m && !nested && !labelSlot(m[1]) && /^[\w ]{1,30}\s*[:=]/.test(m[2])) {
    const inner = value.indexOf(m[2], m.index + m[0].indexOf(m[1]) + m[1].length);
    const field = cell(m[2], at + inner, layout, true);
    if (field.label) return field;
  }
  if (m && labelSlot(m[1])) {
    const valueAt = value.indexOf(m[2], m.index + m[0].indexOf(m[1]) + m[1].length);
    return { label: m[1].trim(), value: m[2].trim(), at: at + valueAt, layout };
  }
  const mark = MARKS.exec(value);
  const skip = mark ? mark[0].length : lead;
  return { label: null, value: value.slice(skip).trimEnd(), at: at + skip, layout };
}

interface Line {
  text: string;
  at: number;
}

interface Layout {
  name: string;
  /** Whether this layout reads the line (the first entry that does wins). */
  test(line: Line, next: Line | undefined): boolean;
  fields(line: Line, next: Line | undefined, previous: Line | undefined): Field[];
}

const cellsOf = (line: Line, separator: RegExp): { text: string; at: number }[] => {
  const out: { text: string; at: number }[] = [];
  const re = new RegExp(`[^${separator.source}]+`, 'g');
  for (let m = re.exec(line.text); m; m = re.exec(line.text)) if (m[0].trim()) out.push({ text: m[0], at: line.at + m.index });
  return out;
};
const TABLE_RULE = /^\s*[|+]?\s*:?-{3,}:?\s*(?:[|+]\s*:?-{3,}:?\s*)*[|+]?\s*$/;

export const LAYOUTS: readonly Layout[] = [
  // "[Sponsored | Paid by Acme Corp. | US$5,000 | AI-assisted | Not investment advice]", and a table row with pipes.
  {
    name: 'banner or table with pipes',
    test: (l) => /\|/.test(l.text) && !TABLE_RULE.test(l.text),
    fields: (l, _next, previous) => {
      const cells = cellsOf({ text: l.text.replace(/^\s*[[({]|[\])}]\s*$/g, ' '), at: l.at }, /|/);
      const header = previous && /\|/.test(previous.text) && !TABLE_RULE.test(previous.text) ? cellsOf(previous, /|/) : null;
      // A header row above: its cells label this row's cells, column by column.
      if (header && header.length === cells.length && header.every((h) => labelSlot(h.text.trim()))) {
        return cells.map((c, i) => ({
          label: header[i].text.trim(),
          value: c.text.trim(),
          at: c.at + (c.text.length - c.text.trimStart().length),
          layout: 'table with header',
        }));
      }
      // A two-column row is a label and its value: "| Sponsor | Acme Inc. |".
      if (cells.length === 2 && /^[\w ()'/-]{2,50}$/.test(cells[0].text.trim())) {
        const c = cells[1];
        return [
          {
            label: cells[0].text.trim(),
            value: c.text.trim(),
            at: c.at + (c.text.length - c.text.trimStart().length),
            layout: 'table with pipes',
          },
        ];
      }
      return cells.map((c) => cell(c.text, c.at, 'banner or table with pipes'));
    },
  },
  // A plain-text table: cells separated by tabs or by runs of two or more spaces.
  {
    name: 'plain-text table',
    test: (l) => /\S(?:\t+| {2,})\S/.test(l.text.trim()),
    fields: (l, _next, previous) => {
      const split = (line: Line) =>
        cellsOf(line, /\t/).flatMap((c) => cellsOf({ text: c.text.replace(/ {2,}/g, (s) => '\t'.repeat(s.length)), at: c.at }, /\t/));
      const cells = split(l);
      // A header row above ("PAYER    AMOUNT    RECIPIENT"): its cells label this row's, column by column.
      const header = previous ? split(previous) : [];
      if (header.length === cells.length && cells.length > 1 && header.every((h) => labelSlot(h.text.trim()))) {
        return cells.map((c, i) => ({
          label: header[i].text.trim(),
          value: c.text.trim(),
          at: c.at,
          layout: 'plain-text table with header',
        }));
      }
      if (cells.length === 2 && /^[\w ()'/-]{2,50}$/.test(cells[0].text.trim())) {
        return [{ label: cells[0].text.trim(), value: cells[1].text.trim(), at: cells[1].at, layout: 'plain-text table' }];
      }
      return cells.map((c) => cell(c.text, c.at, 'plain-text table'));
    },
  },
  // "Q: Who paid for this article?" then "A: Acme Corp." (or the answer on the same line).
  {
    name: 'question and answer',
    test: (l) =>
      (/\?\s*(?:$|A(?:nswer)?\s*[:.)])/.test(l.text) && /^\s*(?:Q(?:uestion)?\s*\d*\s*[:.)]\s*)?\S[^?]{2,100}\?/.test(l.text)) ||
      // "Who paid for this? Acme Corp.": a question that opens the line, its answer after it.
      /^\s*(?:Q(?:uestion)?\s*\d*\s*[:.)]\s*)?(?:who|how|what|was|were|is|are|does|did|has|have|which|why|where|when)\b[^?]{2,100}\?\s+\S/i.test(
        l.text,
      ),
    fields: (l, next) => {
      const m = /^(\s*(?:Q(?:uestion)?\s*\d*\s*[:.)]\s*)?)(\S[^?]{2,100})\?\s*(?:A(?:nswer)?\s*[:.)]\s*)?(.*)$/.exec(l.text)!;
      const answer = m[3].trim() ? { text: m[3], at: l.at + l.text.lastIndexOf(m[3]) } : next;
      if (!answer) return [];
      const a = /^\s*(?:A(?:nswer)?\s*[:.)]\s*)?/.exec(answer.text)![0].length;
      return [{ label: questionLabel(m[2]), value: answer.text.slice(a).trim(), at: answer.at + a, layout: 'question and answer' }];
    },
  },
  // "sponsor=Acme Inc.; paid=C$3,000; ai=assisted": key=value pairs on one line.
  {
    name: 'key=value pairs',
    test: (l) => (l.text.match(/\w\s*=\s*\S/g) ?? []).length >= 2,
    fields: (l) => cellsOf(l, /;/).map((c) => cell(c.text, c.at, 'key=value pairs')),
  },
  // Lines and "Label: value" fields; list marks and footnote marks ("[1]", "*", "¹") are dropped.
  {
    name: 'lines, lists, labels and footnotes',
    test: () => true,
    fields: (l, _next, previous) => {
      // A heading line that is only a slot's label ("Payment", "Authorship:") labels the line under it.
      const heading =
        previous?.text
          .trim()
          .replace(/^#{1,6}\s*/, '')
          .replace(/:$/, '') ?? '';
      const label = heading.length <= 30 && labelSlot(heading) ? heading : null;
      return sentencesOf(l).map((s) => {
        const field = cell(s.text, s.at, 'lines, lists, labels and footnotes');
        return label && !field.label ? { ...field, label, layout: 'section headings' } : field;
      });
    },
  },
];

// A sentence ends at . ! ? before a capital or an opening mark, not after "Inc." or "U.S." or an initial.
const SENTENCE_BREAK = /(?<!\b(?:Inc|Corp|Ltd|Co|No|St|Mr|Ms|Mrs|Dr|vs|U\.S|U\.K|[A-Z]))[.!?]+["')\]]*\s+(?=[A-Z"'([])/g;

function sentencesOf(line: Line): Line[] {
  const out: Line[] = [];
  let from = 0;
  SENTENCE_BREAK.lastIndex = 0;
  for (let m = SENTENCE_BREAK.exec(line.text); m; m = SENTENCE_BREAK.exec(line.text)) {
    const end = m.index + m[0].length;
    out.push({ text: line.text.slice(from, end), at: line.at + from });
    from = end;
  }
  out.push({ text: line.text.slice(from), at: line.at + from });
  return out.filter((s) => s.text.trim());
}

// "Who paid for this article" → "who paid"; "Is this investment advice" → the not-advice label.
function questionLabel(question: string): string {
  const q = question.toLowerCase();
  if (/\bwho\s+(?:was|were|got|gets|is)\s+paid\b|\bwho\b.*\breceiv|\bto\s+whom\b/.test(q)) return 'to whom';
  if (/\bwho\b.*\b(?:paid|sponsor|commission|fund)/.test(q)) return 'who paid';
  if (/\bhow\s+much\b|\bamount\b|\bfee\b/.test(q)) return 'how much';
  if (/\bwho\b.*\breceiv|\bto\s+whom\b/.test(q)) return 'to whom';
  if (/\b(?:ai|written|drafted|produced|made|software|model)\b/.test(q)) return 'how it was written';
  if (/\badvice\b|\brecommend/.test(q)) return 'is this investment advice?';
  if (/\bforward|\blook(?:s|ing)?\s+ahead\b|\bfuture\b/.test(q)) return 'forward-looking statements';
  return question;
}

function labelSlot(label: string): SlotName | null {
  const clean = label.replace(/\*/g, '').replace(/_/g, ' ').trim();
  for (const name of SLOT_NAMES) if (SLOTS[name].label.test(clean)) return name;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The reading
// ---------------------------------------------------------------------------------------------

const AI_DENIAL = new RegExp(
  String.raw`\b(?:no|not|without|never|nor)\b(?:\s+[^\s;,.]+){0,3}?\s+${AI_STRONG}\b|\bhuman[\s-]+written\b|\bwritten\s+(?:entirely\s+|solely\s+)?by\s+(?:a\s+)?humans?\b|\bno\s+AI\b`,
  'i',
);
const ABOUT_THE_PIECE =
  /^\s*(?:paid|sponsored|commissioned|funded)\b|\b(?:this|the|our|its)\s+(?:[\w-]+\s+)?(?:article|content|report|profile|post|piece|newsletter|video|communication|advertisement|publication|coverage|campaign|feature|alert|email|message|review|spotlight|release|write-?up|promotion|distribution|preparation)\b|\b(?:ad|advert\w*|advertorial|sponsor\w*|promot\w*|publisher|author|writer|disclos\w*|compensat\w*|IssuerWire|us|we|me|I)\b|#ad\b|\b17\s*\(b\)/i;
const NEGATED_BEFORE = /\b(?:no|not|without|never|nor|none)\b(?:\s+\S+){0,3}\s*$/i;
const SELF_OR_DISCLOSURE =
  /^\s*(?:written|drafted|generated|prepared|produced|created|composed|assisted|edited|with)\b|^\s*(?:it|this|these|the\s+(?:article|content|piece|report|text|post|profile|release|copy)|portions?|parts?|sections?|some|much|all|we|our|I|(?:AI|A\.I\.)\b)|\b(?:this|the)\s+(?:article|content|piece|report|text|post|profile|release|copy)\b|\b(?:portions?|parts?|sections?|drafts?)\b/i;

/** Reads the slots of the closing part of a (normalised) text, as compliance.disclosure-closing.ts makes it readable. */
export function readSlots(original: string): SlotReading {
  return readClosing(original, closingStart(original), readSlotsFrom);
}

function readSlotsFrom(original: string, from: number): SlotReading {
  const text = readable(original, from);
  const lines: Line[] = [];
  const re = /[^\n]+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m[0].trim()) lines.push({ text: m[0], at: m.index });
  const slots: Partial<Record<SlotName, FoundSlot>> = {};
  const contradictions: SlotContradiction[] = [];
  let aiDenied: FoundSlot | null = null;
  const fill = (slot: SlotName, at: number, words: string, layout: string) => {
    slots[slot] ??= { slot, start: at, end: at + words.length, text: words, layout };
  };
  let paidSeen = false;
  const nothingPaid: SlotContradiction[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const layout = LAYOUTS.find((l) => l.test(line, lines[i + 1]))!;
    // A table's header row is read above its rule line ("|---|---|").
    const above = i > 1 && TABLE_RULE.test(lines[i - 1].text) ? lines[i - 2] : lines[i - 1];
    for (const field of layout.fields(line, lines[i + 1], above)) {
      const labelled = field.label ? labelSlot(field.label) : null;
      if (labelled) {
        if (labelled === 'amount' && WITHHELD.test(field.value)) {
          contradictions.push({
            start: field.at,
            end: field.at + field.value.length,
            text: field.value,
            why: 'it gives the amount as withheld ("' + field.value + '") where the law asks for the amount itself',
          });
        }
        if (labelled === 'amount' && EMPTY.test(field.value)) {
          nothingPaid.push({
            start: field.at,
            end: field.at + field.value.length,
            text: field.value,
            why: 'it states a payment and then that none was received',
          });
        }
        if (labelled === 'ai' && AI_NO.test(field.value)) {
          aiDenied ??= { slot: 'ai', start: field.at, end: field.at + field.value.length, text: field.value, layout: field.layout };
        }
        const got = SLOTS[labelled].value(field.value);
        if (got) fill(labelled, field.at + got.index, got.text, field.layout);
        if (labelled === 'payer' || labelled === 'amount') paidSeen = true;
      } else if (field.label && NONE_RECEIVED_LABEL.test(field.label) && EMPTY.test(field.value)) {
        // "| Compensation received by publisher | None |" beside a fee: said after the payment, it denies it.
        nothingPaid.push({
          start: field.at,
          end: field.at + field.value.length,
          text: field.value,
          why: 'it states a payment and then that none was received',
        });
      }
      // Statements: the value of a field ("Compensation: $5,000 from Acme") and every plain line.
      readStatements(field, fill, (d) => (aiDenied ??= d));
      if (/\b(?:paid|sponsor\w*|compensat\w*|#ad)\b/i.test(field.value)) paidSeen = true;
    }
  }
  // An undisclosed sum in prose: "paid an undisclosed fee".
  const withheld =
    /\b(?:an?\s+)?(?:undisclosed|unspecified|confidential)\s+(?:sum|amount|fee|payment|compensation)\b|\b(?:the\s+)?(?:fee|amount|sum|payment|compensation)(?:\s+\w+){0,2}?\s+(?:has|have|was|were|is|will)\s+not\s+(?:been\s+|be\s+)?(?:disclosed|revealed|made\s+public|stated)\b/gi;
  withheld.lastIndex = from;
  for (let m = withheld.exec(text); m; m = withheld.exec(text)) {
    contradictions.push({
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      why: `it gives the amount as "${m[0]}" where the law asks for the amount itself`,
    });
  }
  if (paidSeen || slots.payer || slots.amount) {
    contradictions.push(...nothingPaid);
    for (const c of CONTRADICTIONS) {
      c.re.lastIndex = from;
      for (let m = c.re.exec(text); m; m = c.re.exec(text)) {
        if (/\bother\s*$|\badditional\s*$/i.test(text.slice(Math.max(from, m.index - 12), m.index))) continue;
        contradictions.push({ start: m.index, end: m.index + m[0].length, text: m[0], why: c.why });
      }
    }
  }
  // Being paid is a relationship: the one paid saying it has none with the payer contradicts the payment. Only the
  // recipient or the writer ("we", "the publisher"), not an analyst or a firm the body mentions.
  if (slots.payer || slots.amount) {
    NO_RELATIONSHIP.lastIndex = from;
    for (let m = NO_RELATIONSHIP.exec(text); m; m = NO_RELATIONSHIP.exec(text)) {
      const before = text.slice(Math.max(from, m.index - 80), m.index).trimEnd();
      const recipient = slots.recipient?.text;
      if ((recipient && before.endsWith(recipient)) || /\b(?:we|I|the\s+(?:publisher|author|writer|newsletter))$/i.test(before)) {
        contradictions.push({
          start: m.index,
          end: m.index + m[0].length,
          text: m[0],
          why: 'it states a payment and then that the one paid has no relationship with the payer',
        });
      }
    }
  }
  if (slots.ai && aiDenied) {
    contradictions.push({
      start: aiDenied.start,
      end: aiDenied.end,
      text: aiDenied.text,
      why: 'it says AI helped write it and then that no AI was used',
    });
  }
  if (slots.ai) aiDenied = null;
  const legendDenied = slots.legend ? null : readLegendDenial(text, from);
  const found = Object.values(slots);
  let block: SlotReading['block'] = null;
  if (found.length >= 2) {
    const first = Math.min(...found.map((f) => f.start));
    const line = lines.findIndex((l) => l.at + l.text.length >= first);
    // A short heading line right above the first slot ("About this article:", "SPONSORED") belongs to the block, and
    // so does a table's header row above its rule line ("| Disclosure | Detail |" over "|---|---|").
    const head = line > 1 && TABLE_RULE.test(lines[line - 1].text) ? line - 2 : line - 1;
    const start = head >= 0 && lines[head].text.trim().length <= 40 ? lines[head].at : (lines[line]?.at ?? first);
    block = { start, end: Math.max(...found.map((f) => f.end)) };
  }
  return asWritten({ slots, contradictions, aiDenied, legendDenied, block }, original, from);
}

const NO_RELATIONSHIP =
  /\b(?:has|have|had)\s+no\s+(?:financial\s+|business\s+|commercial\s+)?(?:relationship|connection)s?\s+(?:with|to)\b(?![^.;\n]{0,60}\b(?:other\s+than|apart\s+from|except|beyond|besides)\b)/gi;
const NONE_RECEIVED_LABEL = /^(?:compensation|payment|fee|consideration|remuneration)s?\b/i;
const LEGEND_DENIAL =
  /\b(?:contains|makes|includes|has)\s+no\s+forward[\s-]*looking\s+(?:statements|information)\b|\bforward[\s-]*looking\s+(?:statements|information)\s*:\s*(?:none|no|n\/a)\b/gi;

function readLegendDenial(text: string, from: number): FoundSlot | null {
  LEGEND_DENIAL.lastIndex = from;
  const m = LEGEND_DENIAL.exec(text);
  return m ? { slot: 'legend', start: m.index, end: m.index + m[0].length, text: m[0], layout: 'statement' } : null;
}

function readStatements(
  field: Field,
  fill: (slot: SlotName, at: number, words: string, layout: string) => void,
  denied: (d: FoundSlot) => void,
): void {
  const value = field.value;
  for (const name of SLOT_NAMES) {
    const re = SLOTS[name].statement;
    if (!re || !SLOTS[name].cue.test(value)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(value); m; m = re.exec(value)) {
      const before = value.slice(0, m.index);
      if (name === 'ai') {
        if (AI_DENIAL.test(value)) {
          denied({ slot: 'ai', start: field.at, end: field.at + value.length, text: value, layout: field.layout });
          // "Drafted by an AI model; no AI tools were used": a clause stating AI use beside the denial still fills
          // the slot, and the two together are a contradiction (readSlots).
          if (AI_DENIAL.test(clauseAt(value, m.index))) continue;
        }
        // The AI statement is about the piece: "It was drafted with AI tools", "Portions were generated...".
        const at = m.index;
        const clause = value.slice(
          Math.max(0, ...[';', ' / ', ':', '|', '('].map((c) => value.lastIndexOf(c, at) + 1 && value.lastIndexOf(c, at) + c.length)),
        );
        if (!SELF_OR_DISCLOSURE.test(value) && !SELF_OR_DISCLOSURE.test(clause) && !field.label) {
          // A later clause may be the statement ("Rédigé avec l'aide d'un outil d'IA / Drafted with an AI tool").
          re.lastIndex = at + 1;
          continue;
        }
        if (!AI_KIND.test(value)) continue;
      }
      if (name === 'payer' || name === 'amount' || name === 'recipient') {
        // Prose about money ("paid a dividend of $0.25", "after underwriting fees") is no disclosure: the
        // statement must be about the piece or be a disclosure.
        if (!field.label && !ABOUT_THE_PIECE.test(value)) break;
        if (NEGATED_BEFORE.test(before.slice(-30))) continue;
      }
      const groups = m.slice(1).filter((g) => g !== undefined);
      const words = name === 'ai' || name === 'notAdvice' ? m[0] : (groups[0] ?? m[0]);
      if (name === 'payer' && NOT_A_NAME.test(words)) continue;
      if (name === 'payer' && /^(?:IssuerWire|We|Us)\b/.test(words)) continue;
      fill(name, field.at + m.index + m[0].indexOf(words), words, field.layout);
      break;
    }
  }
}

/** The clause of `text` around `at`: from the last ; or sentence end before it to the next one. */
function clauseAt(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(';', at), text.lastIndexOf('. ', at)) + 1;
  const ends = [text.indexOf(';', at), text.indexOf('. ', at)].filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}
