// Parts of a release that carry no claim: the contact block, e-mail and web addresses, phone numbers, the
// dateline and the names of the issuer and its people. The classifier reads a sentence without them (an
// address is never promotion: "ir@nvidia.com" once scored as such), and no rule fires inside them. A quote
// and the issuer's "About" paragraph are the issuer's own words: they are still read, but a person decides
// (the classifier alone never makes them critical).

import type { SentenceIndex } from './compliance.disclosure-reader';

interface Range {
  start: number;
  end: number;
}

export interface Structures {
  /** Sentences that are structure only (a contact line, an address): never classified. */
  skip: Set<number>;
  /** Sentences in the issuer's own words (a quote, the About paragraph). */
  ownWords: Set<number>;
  /** The sentence as the classifier reads it: structures and names taken out. */
  read(sentence: string): string;
  /** What `read` depends on beside the sentence (the text's names): equal keys, equal readings. */
  readKey: string;
  /** Whether a span lies inside a structure (then no rule applies to it). */
  covers(span: Range | null): boolean;
}

// Tried only where a run of address characters begins (the same matches): from every letter of every word it cost
// the square of each word's length, 5 % of a check.
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const WEB = /\b(?:https?:\/\/|www\.)[^\s)>\]]+/g;
const PHONE = /\+?\(?\d[\d ().-]{7,}\d/g;
// "**SANTA CLARA, Calif., Nov. 28, 2026 /IssuerWire/** —": a place, a date, the wire, then the dash.
const DATELINE = /^\s*(?:\*\*)?[A-Z][A-Z.' -]*,[^\n—]{0,60}?\b\d{4}(?:\s*\/[^/\n]{1,40}\/)?(?:\*\*)?\s*(?:—|--|–)\s*/;
// "(NASDAQ: NVDA)": the listing after a name.
const LISTING = /\((?:[A-Z][\w .-]{0,20}):\s*[A-Z0-9.]{1,10}\)/g;
// A line that heads a contact block: "**Media and investor contact**", "## Contacts", "Media Contact:".
const CONTACT_HEADING =
  /^[ \t]*(?:#{1,6}[ \t]*[^\n]{0,40}\bcontacts?\b[^\n]{0,30}|\*\*[^\n*]{0,40}\bcontacts?\b[^\n*]{0,30}\*\*:?|[A-Za-z &/]{0,40}\bcontacts?\b[A-Za-z &/]{0,20}:)[ \t]*$/gim;
const QUOTED = /"[^"\n]{3,}"/g;
const ABOUT_HEADING = /^#{1,6}[ \t]*About\b[^\n]*\n+([^\n#][^\n]*)/gm;

// Where a text names the issuer and its people: "NVIDIA Corporation (NASDAQ: NVDA)", "## About NVIDIA",
// "said Jensen Huang,".
const NAMED = [
  /([A-Z][\w&.'-]*(?:[ \t]+(?:[A-Z][\w&.'-]*|&|of|and))*)[ \t]*\((?:[A-Z][\w .-]{0,20}):\s*[A-Z0-9.]{1,10}\)/g,
  /^#{1,6}[ \t]*About[ \t]+([^\n]+?)[ \t]*$/gm,
  /\b(?:said|says|added|commented)[ \t]+((?:[A-Z][\w.'-]+[ \t]+){1,3}[A-Z][\w.'-]+)/g,
];

function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const re of NAMED) {
    for (const m of text.matchAll(re)) {
      names.push(m[1]);
      // "NVIDIA Corporation" is also "NVIDIA" in the text.
      const first = /^[A-Z][\w&'-]{2,}/.exec(m[1])?.[0];
      if (first && first !== m[1] && first !== 'The' && re !== NAMED[2]) names.push(first);
    }
  }
  return names;
}

/** The address patterns a text may hold: an e-mail needs an "@", a web address "http" or "www.", a phone a digit. */
function addressPatternsIn(text: string): RegExp[] {
  const out: RegExp[] = [];
  if (text.includes('@')) out.push(EMAIL);
  if (text.includes('http') || text.includes('www.')) out.push(WEB);
  if (/\d/.test(text)) out.push(PHONE);
  return out;
}

const SECTION_HEADING = /^#{2,6}[ \t]+(\S)/gm;

/** The structures of a (normalised) text. */
export function structuresOf(text: string, sentences: SentenceIndex): Structures {
  const names = namesIn(text);
  const covered: Range[] = [];
  for (const re of addressPatternsIn(text)) for (const m of text.matchAll(re)) covered.push({ start: m.index, end: m.index + m[0].length });
  const skip = new Set<number>();
  for (const m of text.matchAll(CONTACT_HEADING)) {
    // The heading and the paragraph after it (its lines up to the next blank line).
    const after = /^\n*(?:[^\n]+\n?)*/.exec(text.slice(m.index + m[0].length))!;
    const range = { start: m.index, end: m.index + m[0].length + after[0].length };
    covered.push(range);
    for (let i = sentences.sentenceAt(range.start); i < sentences.count && sentences.range(i).start < range.end; i++) skip.add(i);
  }
  // A section heading ("## Where the money comes from") names a topic and claims nothing: the rules read it,
  // the classifier does not (issue 41: it flagged a composer heading about how the company makes money).
  for (const m of text.matchAll(SECTION_HEADING)) skip.add(sentences.sentenceAt(m.index + m[0].length - m[1].length));
  const ownWords = new Set<number>();
  const mark = (start: number, end: number) => {
    for (let i = sentences.sentenceAt(start); i < sentences.count && sentences.range(i).start < end; i++) ownWords.add(i);
  };
  for (const m of text.matchAll(QUOTED)) mark(m.index, m.index + m[0].length);
  for (const m of text.matchAll(ABOUT_HEADING)) mark(m.index + m[0].length - m[1].length, m.index + m[0].length);
  const nameList = [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 1))].sort((a, b) => b.length - a.length);
  // Every sentence is read at every check (the memos are keyed by the reading): each replacement runs only where its
  // pattern could match, which halved the reading's share of an editor's re-check.
  const read = (sentence: string): string => {
    let out = sentence.replace(DATELINE, '');
    for (const re of addressPatternsIn(out)) out = out.replace(re, ' ');
    if (out.includes('(')) out = out.replace(LISTING, ' ');
    // A name reads as what it is, the company or a person, whatever its words ("Partners", "Gold").
    for (const name of nameList) if (out.includes(name)) out = out.split(name).join(' the company ');
    // Emphasis marks are layout, not words.
    return out
      .replace(/\*+|_{2,}/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  };
  const covers = (span: Range | null) => !!span && covered.some((r) => r.start <= span.start && span.end <= r.end);
  return { skip, ownWords, read, readKey: nameList.join('\u0001'), covers };
}
