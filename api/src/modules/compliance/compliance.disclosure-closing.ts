// The text the slot grammar (compliance.disclosure-slots.ts) reads: the closing part of a text, where a disclosure
// block sits, with its all-caps lines in mixed case and its lines of bracketed tags read as banners.
//
// A disclosure block written entirely in capitals ("DISCLOSURE: ACME MINING CORP. PAID US$25,000 TO ...") is read
// exactly like its mixed-case form (c41 point 3). The slot grammar tells a name from the words around it by its
// capitals ("Acme Mining Corp. paid ... to Northgate Media"), which an all-caps line does not give; so each such
// line is given back a mixed case of the same length before it is read:
// - words wink-nlp reads as grammar (verbs, auxiliaries, determiners, prepositions, pronouns, adverbs, particles,
//   conjunctions) are lowercase;
// - a run of nouns is a name (each word capitalised) unless a determiner or a possessive opens it ("THIS ARTICLE",
//   "AN ARTIFICIAL INTELLIGENCE TOOL"), or unless it is a company's name by its suffix ("THE ACME GROUP LTD.");
// - a sentence starts with a capital, except after an abbreviation that does not end one ("CORP. PAID").
// Offsets are kept (same length), so every span the grammar finds is a span of the text as written; the words a
// reading quotes are taken from the text as written (asWritten).
// A line of bracketed tags ("[PAID PROMOTION: Acme paid IssuerWire $5,000] [AI-ASSISTED] [NOT ADVICE]", c41 point 4)
// is a banner of labels, not a template's unfilled slots: it is read as a pipe banner, and its tags (except one
// holding a template's words, "[COMPANY NAME]", "[insert amount]") are given to the engine, which does not take them
// for placeholders.

import { readTokens, type NlpToken } from './compliance.nlp';
import { SentenceMemo } from './compliance.sentence-memo';

/** Where the closing part starts: the last separator line, else the later half of a long text. */
export function closingStart(text: string): number {
  const rule = /\n[ \t]*(?:-{3,}|\*{3,}|_{3,}|={3,})[ \t]*\n/g;
  let last = -1;
  for (let m = rule.exec(text); m; m = rule.exec(text)) {
    // A separator that closes the block (front-matter style) starts nothing.
    if (text.length - (m.index + m[0].length) > 80) last = m.index + m[0].length;
  }
  if (last >= text.length / 3) return last;
  return Math.max(0, Math.min(Math.floor(text.length / 2), text.length - 1500));
}

/** A line with capitals and no lowercase letter, at least two words long. */
const ALL_CAPS_LINE = /^(?=[^a-z\n]*$)(?=(?:[^A-Z\n]*[A-Z]{2,}){2})[^\n]*$/gm;
const GRAMMAR_POS = new Set(['VERB', 'AUX', 'DET', 'ADP', 'PRON', 'ADV', 'PART', 'CCONJ', 'SCONJ', 'INTJ']);
// Grammar that opens a common noun phrase, not a name.
const OPENER = /^(?:the|this|that|these|those|a|an|its|our|their|his|her|my|your|no|any|each|every|some|all|such)$/i;
const COMPANY_SUFFIX = /^(?:corp|corporation|inc|incorporated|ltd|limited|llc|lp|llp|plc|co|group|holdings|pty|gmbh|ag|sa|nv)\.?$/i;
// Words a name can hold between two of its capitalised words ("Bank of Montreal", "Smith & Wesson").
const CONNECTOR = /^(?:&|and|of|de)$/i;
// A full stop after one of these does not end a sentence (as the slot grammar's SENTENCE_BREAK reads it).
const NO_SENTENCE_END = /(?:^|[^\w.])(?:inc|corp|ltd|co|no|st|mr|ms|mrs|dr|vs|u\.s|u\.k|[a-z])\.$/i;

const isWord = (t: NlpToken) => /^[A-Za-z][A-Za-z.'&-]*$/.test(t.text) || t.text === '&';
const isNoun = (t: NlpToken) => isWord(t) && !GRAMMAR_POS.has(t.pos) && t.text !== '&';
const titled = (word: string) => word.toLowerCase().replace(/(^|[-'])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());

/** One all-caps line in mixed case, of the same length. */
function mixLine(line: string): string {
  const tokens = readTokens(line);
  const out = line.toLowerCase().split('');
  const put = (t: NlpToken, word: string) => out.splice(t.start, word.length, ...word.split(''));
  for (let i = 0; i < tokens.length;) {
    if (!isNoun(tokens[i])) {
      i += 1;
      continue;
    }
    // A run of nouns, with connectors between two of them.
    let j = i;
    while (
      j + 1 < tokens.length &&
      (isNoun(tokens[j + 1]) || (CONNECTOR.test(tokens[j + 1].text) && j + 2 < tokens.length && isNoun(tokens[j + 2])))
    )
      j += 1;
    const run = tokens.slice(i, j + 1);
    const opened = i > 0 && OPENER.test(tokens[i - 1].text);
    if (!opened || COMPANY_SUFFIX.test(run[run.length - 1].text)) {
      for (const t of run) if (!CONNECTOR.test(t.text)) put(t, titled(t.text));
    }
    i = j + 1;
  }
  // Sentence starts: the line's first letter, and the first after . ! ? that ends a sentence.
  const text = out.join('');
  return text.replace(
    /^(\W*)([a-z])|([.!?]["')\]]*\s+)([a-z])/g,
    (m, lead: string, first: string, end: string, next: string, at: number) => {
      if (first) return lead + first.toUpperCase();
      return NO_SENTENCE_END.test(text.slice(Math.max(0, at - 12), at + 1)) ? m : end + next.toUpperCase();
    },
  );
}

// A line that is only bracketed tags: "[PAID PROMOTION: Acme paid IssuerWire $5,000] [AI-ASSISTED] [NOT ADVICE]".
const TAG_LINE = /^[ \t]*(?:\[[^[\]\n]+\][ \t]*)+$/gm;
const TAG = /\[([^[\]\n]+)\]/g;
// What a template leaves in brackets for the issuer to fill ("[COMPANY NAME]", "[insert amount]", "[Payer: TBD]"):
// the value (after any label) is an instruction, an editor's mark, or only the words that name a slot.
const TEMPLATE =
  /^(?:[^:]{1,40}:)?\s*(?:(?:insert|enter|add|type|fill in)\b.*|(?:(?:the|your|company|issuer|client|sponsor|payer|payee|recipient|publisher|name|amount|fee|sum|figure|date|quote|title|number|ticker|price|here|of|tbd|tbc|tba|n\/a|x+|\$?\s?x+(?:[.,]x+)?|\.{3}|_+|-+|\?+)\s*)*)$/i;

/**
 * The text from `from` on as the slot grammar reads it (same length, so the same offsets): each all-caps line in
 * mixed case, and a line of bracketed tags as a banner ("[A: x] [B]" as " A: x | B "), whose cells are read as
 * labelled fields and statements like the pipes of "[Sponsored | Paid by Acme | US$5,000]".
 */
export function readable(text: string, from: number): string {
  let out = text;
  const replace = (re: RegExp, by: (line: string) => string) => {
    re.lastIndex = from;
    for (let m = re.exec(out); m; m = re.exec(out)) {
      if (m[0].length === 0) re.lastIndex += 1;
      else out = out.slice(0, m.index) + by(m[0]) + out.slice(m.index + m[0].length);
    }
  };
  replace(ALL_CAPS_LINE, mixLine);
  replace(TAG_LINE, (line) => line.replace(/\]([ \t]*)\[/g, (_m, gap: string) => ` |${' '.repeat(gap.length)}`).replace(/[[\]]/g, ' '));
  return out;
}

interface Span {
  start: number;
  end: number;
}
interface Quoted extends Span {
  text: string;
}
/** The parts of a slot reading (compliance.disclosure-slots.ts) that quote the text. */
interface Reading {
  slots: Partial<Record<string, Quoted>>;
  contradictions: Quoted[];
  aiDenied: Quoted | null;
  legendDenied: Quoted | null;
  block: Span | null;
}

/** The bracketed tags of the block that read as its labels and statements, not as a template's slots. */
function tagsOf(original: string, from: number, block: Span | null): Span[] {
  const tags: Span[] = [];
  if (!block) return tags;
  TAG_LINE.lastIndex = from;
  for (let line = TAG_LINE.exec(original); line; line = TAG_LINE.exec(original)) {
    const end = line.index + line[0].length;
    if (end < block.start || line.index > block.end) continue;
    for (const tag of line[0].matchAll(TAG)) {
      if (!TEMPLATE.test(tag[1].trim())) tags.push({ start: line.index + tag.index, end: line.index + tag.index + tag[0].length });
    }
  }
  return tags;
}

/** A reading of the readable text, quoting the words as written, with the block's bracketed tags. */
export function asWritten<R extends Reading>(reading: R, original: string, from: number): R & { tags: Span[] } {
  // The words as written where they are the words read (a slot's words are its span, except where a value is cut).
  const quote = <T extends Quoted>(s: T): T => {
    const written = original.slice(s.start, s.end);
    return written.toLowerCase() === s.text.toLowerCase() ? { ...s, text: written } : s;
  };
  const slots = Object.fromEntries(Object.entries(reading.slots).map(([k, s]) => [k, s && quote(s)])) as R['slots'];
  return {
    ...reading,
    slots,
    contradictions: reading.contradictions.map(quote),
    aiDenied: reading.aiDenied && quote(reading.aiDenied),
    legendDenied: reading.legendDenied && quote(reading.legendDenied),
    tags: tagsOf(original, from, reading.block),
  };
}

// The closing part is read again at every check while an editor changes the body above it, and reading it was about
// a tenth of an editor's re-check. A reading depends only on the closing part and the characters just before it
// (what a lookbehind at its start sees), so it is kept by those characters, with offsets counted from them.
const LOOK_BEHIND = 64;
const CLOSINGS = new SentenceMemo<{ reading: Reading & { tags: Span[] } }>(400_000);

/** `read(original, from)`, remembered by the text from a little before `from` to the end (see CLOSINGS). */
export function readClosing<R extends Reading & { tags: Span[] }>(
  original: string,
  from: number,
  read: (text: string, from: number) => R,
): R {
  const keyStart = Math.max(0, from - LOOK_BEHIND);
  const { reading } = CLOSINGS.get(original.slice(keyStart), (own) => ({ reading: shifted(read(own, from - keyStart), 0) }));
  return shifted(reading as R, keyStart);
}

/** A copy of a reading with every offset moved by `delta` (the memo's values are never handed out as they are). */
function shifted<R extends Reading & { tags: Span[] }>(reading: R, delta: number): R {
  const move = <T extends Span>(s: T): T => ({ ...s, start: s.start + delta, end: s.end + delta });
  return {
    ...reading,
    slots: Object.fromEntries(Object.entries(reading.slots).map(([k, s]) => [k, s && move(s)])),
    contradictions: reading.contradictions.map(move),
    aiDenied: reading.aiDenied && move(reading.aiDenied),
    legendDenied: reading.legendDenied && move(reading.legendDenied),
    block: reading.block && move(reading.block),
    tags: reading.tags.map(move),
  };
}
