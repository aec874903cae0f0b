import { describe, expect, it } from 'vitest';
import { compose } from '../../ai/composer';
import { CONTENT_TONES } from '../../ai/content-model';
import corpusJson from './__fixtures__/corpus.json';
import { buildDisclosures } from './compliance.disclosures';
import {
  checkContent,
  checkContentByFullScan,
  normalizeText,
  WHOLE_TEXT_PATTERNS as ENGINE_PATTERNS,
  type CheckOptions,
  type ListingRef,
} from './compliance.engine';
import { PatternSet, startPrefixesOf } from './compliance.prefilter';
import { EXCHANGES, LISTING_RULES } from './compliance.rules';

const corpus = corpusJson as { id: string; text: string; exchange: (typeof EXCHANGES)[number] }[];

const globalCopies = new Map<RegExp, RegExp>();

/** Every match of a global regex by the plain exec loop. */
function fullScan(re: RegExp, text: string): [number, string][] {
  const out: [number, string][] = [];
  let g = globalCopies.get(re);
  if (!g) globalCopies.set(re, (g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)));
  g.lastIndex = 0;
  for (let m = g.exec(text); m; m = g.exec(text)) {
    out.push([m.index, m[0]]);
    if (m[0].length === 0) g.lastIndex += 1;
  }
  return out;
}

function viaSet(set: PatternSet, re: RegExp, text: string): [number, string][] {
  const out: [number, string][] = [];
  for (const m of set.forText(text).all(re)) out.push([m.index, m[0]]);
  return out;
}

// Deterministic inputs: the corpus, composer articles with and without disclosures, and mixtures of
// passages and articles in upper, lower and typographic variants (curly quotes, unicode hyphens).
function inputs(): { text: string; listing: ListingRef; options: CheckOptions }[] {
  let seed = 20261122;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const articles: string[] = [];
  for (const tone of CONTENT_TONES) {
    for (const exchange of ['NASDAQ', 'TSXV', 'OTC Pink', 'AIM']) {
      const { body } = compose({
        kind: pick(['article', 'press-release'] as const),
        companyName: 'Northwind Minerals Corp.',
        ticker: 'NWM',
        exchange,
        sector: pick(['technology', 'mining', 'biotech', 'energy']),
        tone,
        highlights: ['Opened a second production line in Ohio', 'Signed a distribution agreement'],
        recentNews: 'Northwind announces assay results',
        website: 'https://nw.example',
      });
      const { text } = buildDisclosures({
        issuerName: 'Northwind Minerals Corp.',
        ticker: 'NWM',
        exchange,
        amountCents: 499_900,
        forwardLooking: random() < 0.7,
      });
      articles.push(body, `${body}\n\n---\n\n${text}`);
    }
  }
  const variant = (s: string) =>
    pick([
      s,
      s.toUpperCase(),
      s.toLowerCase(),
      s
        .replace(/'/g, '\u2019')
        .replace(/"/g, '\u201C')
        .replace(/-/g, '\u2011')
        .replace(/ /g, (x) => (random() < 0.05 ? pick(['\u00A0', '\t', '\n', '\u2009', '\u3000']) : x)),
    ]);
  const texts = [...corpus.map((p) => p.text), ...articles];
  for (let i = 0; i < 150; i++) {
    const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
      random() < 0.15 ? pick(articles).slice(0, 1 + Math.floor(random() * 3000)) : pick(corpus).text,
    );
    texts.push(variant(parts.join(pick([' ', '\n\n', '. ', ', but ']))));
  }
  // "İ" lowercases to two characters: offsets in a lowercase copy would drift, so such a text takes the full scan.
  texts.push('İstanbul Gold Corp. offers guaranteed returns; act now before it is too late.', '', '$', 'the best '.repeat(200));
  return texts.flatMap((text) => {
    const exchange = pick(EXCHANGES);
    const listing = { exchange, jurisdiction: LISTING_RULES[exchange].jurisdiction };
    return [
      { text, listing, options: { absenceChecks: false } },
      { text, listing, options: {} },
    ];
  });
}

describe('pattern prefilter', () => {
  it('bounds where a pattern can start, from its source', () => {
    expect(startPrefixesOf(/\bbest\b(?! practices)/gi)).toEqual([{ s: 'best', wordStart: true }]);
    expect(startPrefixesOf(/\b(?:[Tt]he\s+)?[Nn]ext\s+(?:Tesla|Apple)\b/g)).toEqual([
      { s: 'next app', wordStart: true },
      { s: 'next tes', wordStart: true },
      { s: 'the next', wordStart: true },
    ]);
    // A run of whitespace is one space; two in a row end the prefix (the walk takes a whole run per space).
    expect(startPrefixesOf(/\ba\s\sb/g)).toEqual([{ s: 'a ', wordStart: true }]);
    // A currency sign is no word start: found anywhere. Whitespace is spelled as a space (the tries read any whitespace so).
    expect(startPrefixesOf(/(?:US\$|\$)\s?\d/gi)?.map((p) => p.s)).toEqual([
      ...[...'0123456789'].map((d) => `$${d}`),
      ...[...'0123456789'].map((d) => `$ ${d}`),
      ...[...'0123456789'].map((d) => `us$${d}`),
      ...[...'0123456789'].map((d) => `us$ ${d}`),
    ]);
    expect(startPrefixesOf(/\s*risk/gi)).toEqual([
      { s: ' ', wordStart: false },
      { s: 'risk', wordStart: false },
    ]);
    // A lookbehind that ends in a non-word character (or rules a word character out) starts a word like `\b`.
    expect(startPrefixesOf(/(?<=\bthe\s+[A-Z]\w*\s+)in\s+the\s+making/g)).toEqual([{ s: 'in the m', wordStart: true }]);
    expect(startPrefixesOf(/(?<![\w$])X{2,}/g)).toEqual([{ s: 'x', wordStart: true }]);
    expect(startPrefixesOf(/(?<=\d)in/g)).toEqual([{ s: 'in', wordStart: false }]);
    expect(startPrefixesOf(/\b\d{1,3}x\b/gi)?.map((p) => p.s)).toEqual([...'0123456789']);
    // Longer prefixes that a shorter one already finds are dropped.
    expect(startPrefixesOf(/\b(?:best|bests|bet)\b/gi)).toEqual([
      { s: 'bet', wordStart: true },
      { s: 'best', wordStart: true },
    ]);
    // Prefixes are at most 8 characters.
    expect(startPrefixesOf(/\b(?:guarantee|guaranteed|guaranty)\b/gi)?.map((p) => p.s)).toEqual(['guarante', 'guaranty']);
  });

  it('leaves unbounded what it cannot bound', () => {
    expect(startPrefixesOf(/\S*risk/gi)).toBeNull(); // may start with any character
    expect(startPrefixesOf(/(?:no )?/gi)).toBeNull(); // may match nothing
    expect(startPrefixesOf(/\b(\w)\1/g)).toBeNull(); // back-reference
    expect(startPrefixesOf(/\bé/gi)).toBeNull(); // non-ASCII letter: case variants not lined up
    expect(startPrefixesOf(/risk/giu)).toBeNull();
  });

  it('finds matches across any whitespace character, as `\\s` and a literal space or newline do', () => {
    const patterns = [
      /\bthe\s+next\b/g,
      /\bthe\s\snext\b/g,
      /\bthe next\b/g,
      /\$\s?\d+/g,
      /(?<=\bTesla\s+)in\s+the\s+making\b/g,
      /\bpaid\n/g,
      /\bpaid by/g,
    ];
    const set = new PatternSet(patterns);
    for (const space of [' ', '\t', '\n', '\r', '\v', '\f', '\u00A0', '\u1680', '\u2009', '\u2028', '\u202F', '\u3000', '\uFEFF']) {
      const text = ['The', 'next', 'Tesla', 'in', 'the', 'making,', 'paid', 'by', '$', '5.'].join(space);
      for (const re of patterns)
        expect(viaSet(set, re, text), `${re.source} with U+${space.charCodeAt(0).toString(16)}`).toEqual(fullScan(re, text));
    }
    expect(viaSet(set, patterns[0], 'so the\u3000next one')).toEqual([[3, 'the\u3000next']]);
  });

  it('puts every pattern of the engine on the fast path', () => {
    const unbounded = ENGINE_PATTERNS.filter((re) => startPrefixesOf(re) === null).map((re) => re.source.slice(0, 80));
    expect(unbounded, 'these patterns scan the whole text on every check').toEqual([]);
  });

  it('finds exactly the matches of a full scan, pattern by pattern', () => {
    const set = new PatternSet(ENGINE_PATTERNS);
    let compared = 0;
    for (const { text } of inputs().filter((_, i) => i % 4 === 0)) {
      const normalized = normalizeText(text);
      for (const re of ENGINE_PATTERNS) {
        const expected = fullScan(re, normalized);
        expect(viaSet(set, re, normalized), `${re.source.slice(0, 60)} on ${normalized.slice(0, 60)}`).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('gives the same reports as the full scan: every finding, rule, span and severity', () => {
    const cases = inputs();
    let findings = 0;
    for (const { text, listing, options } of cases) {
      const fast = checkContent(text, listing, options);
      expect(fast, text.slice(0, 80)).toEqual(checkContentByFullScan(text, listing, options));
      findings += fast.findings.length;
    }
    // The inputs must exercise the rules, or the comparison proves nothing.
    expect(findings).toBeGreaterThan(2000);
    expect(cases.length).toBeGreaterThan(900);
  });
});
