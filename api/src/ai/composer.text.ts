// Small text helpers the composer's templates share: cleaning the issuer's lines, sentences, seeded randomness.
import { countWords } from './content-text.utils';

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function sentence(text: string): string {
  return /[.!?…)\]"']$/.test(text) ? text : `${text}.`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Irregular past tenses an issuer's highlight commonly opens with ("Grew revenue …", "Won a contract …"). */
const IRREGULAR_PAST = new Set([
  'began',
  'became',
  'brought',
  'built',
  'drew',
  'got',
  'grew',
  'held',
  'hit',
  'led',
  'made',
  'met',
  'rose',
  'sold',
  'spent',
  'took',
  'won',
  'wrote',
]);

/** A highlight that opens with a verb ("Signed a contract …") needs a subject to be a sentence. */
export function opensWithVerb(line: string): boolean {
  const first = /^([A-Za-z]+)\b/.exec(line)?.[1]?.toLowerCase() ?? '';
  return (first.length > 3 && first.endsWith('ed') && first !== 'need') || IRREGULAR_PAST.has(first);
}

/** The first word in lower case when it is an ordinary capitalised word ("Revenue" → "revenue"; "NW-7" stays). */
export function lowerFirst(line: string): string {
  return line.replace(/^([A-Z][a-z]+)\b/, (word) => word.toLowerCase());
}

export function stripEnd(line: string): string {
  return line.replace(/[.;,:\s]+$/, '');
}

export function cleanLines(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => oneLine(stripMarkdown(line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, ''))))
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

export function stripMarkdown(text: string): string {
  return text.replace(/^\s*#+\s*/gm, '').replace(/\*\*|__/g, '');
}

export function truncateWords(text: string, max: number): string {
  const words = text.split(' ');
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}

export function takeWithinBudget(lines: string[], budget: number): string[] {
  const taken: string[] = [];
  let used = 0;
  for (const line of lines) {
    const size = countWords(line);
    if (used + size > budget) break;
    taken.push(line);
    used += size;
  }
  return taken;
}

export function compact<T>(items: (T | undefined | false)[]): T[] {
  return items.filter((item): item is T => item !== undefined && item !== false);
}

/** "Real Estate" reads as "real estate" mid-sentence; acronyms and brand-like words keep their case. */
export function sectorPhrase(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => (/^[A-Z][a-z]+[,.]?$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** Names ending in a full stop or an s: "Acme Inc.." reads "Acme Inc." and "Holdings's" reads "Holdings'". */
export function tidy(block: string, company: string): string {
  const text = block.replace(/(?<!\.)\.\.(?!\.)/g, '.');
  return /s$/i.test(company) ? text.split(`${company}'s`).join(`${company}'`) : text;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 14, 2025" from an ISO date; today when absent or unreadable. */
export function formatDate(iso: string | undefined): string {
  const parsed = iso ? new Date(iso) : new Date();
  const date = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

// ---------------------------------------------------------------------------------------------
// Sections: required paragraphs plus optional ones added until the piece reaches its length.

export interface Section {
  heading?: string;
  core: string[];
  extras: string[];
  added: string[];
}

export function section(heading: string | undefined, core: string[], extras: string[] = []): Section {
  return { heading, core, extras, added: [] };
}

export function sectionBlocks(s: Section): string[] {
  const blocks = [...s.core, ...s.added];
  if (blocks.length === 0) return [];
  return s.heading ? [`## ${s.heading}`, ...blocks] : blocks;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness: the same request and seed always give the same piece.

export interface Rng {
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seedText: string): Rng {
  let state = hash32(seedText);
  const next = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
