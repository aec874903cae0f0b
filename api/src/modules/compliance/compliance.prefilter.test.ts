import { describe, expect, it } from 'vitest';
import { compose } from '../../ai/composer';
import { CONTENT_TONES } from '../../ai/content-model';
import corpusJson from '../../../test/fixtures/compliance/corpus.json';
import { buildDisclosures } from './compliance.disclosures';
import {
  checkContent,
  checkContentByFullScan,
  normalizeText,
  WHOLE_TEXT_PATTERNS as ENGINE_PATTERNS,
  type CheckOptions,
  type ListingRef,
} from './compliance.engine';
import { parseTriggers, PatternSet } from './compliance.prefilter';
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

// Two cases compare the fast path with a full scan over every corpus: seconds alone, over 30 s beside the
// other files on a loaded CI machine. A ceiling against a hang, not a speed limit.
describe('pattern prefilter', { timeout: 180_000 }, () => {
  it('reads declared triggers: word starts, starts anywhere (`*`), and starts with a non-word character', () => {
    expect(parseTriggers('best|next app|*ll|$|us$')).toEqual([
      { s: 'best', wordStart: true },
      { s: 'next app', wordStart: true },
      { s: 'll', wordStart: false },
      { s: '$', wordStart: false },
      { s: 'us$', wordStart: true },
    ]);
    // Triggers are matched against the lowercased text: an uppercase or empty one could never fire.
    expect(() => parseTriggers('Best')).toThrow(/lowercase/);
    expect(() => parseTriggers('best||bet')).toThrow(/non-empty/);
  });

  it('runs a pattern at its triggers only, and a pattern without triggers over the whole text', () => {
    const declared = { re: /\bbest\b/gi, triggers: 'best' };
    const undeclared = { re: /\bworst\b/gi };
    const set = new PatternSet([declared, undeclared]);
    const text = 'The best and the worst. BEST again.';
    expect(viaSet(set, declared.re, text)).toEqual(fullScan(declared.re, text));
    expect(viaSet(set, undeclared.re, text)).toEqual([[17, 'worst']]);
    // A trigger that misses where a match starts hides that match: triggers must cover every match.
    const wrong = { re: /\bbest\b/gi, triggers: 'bet' };
    expect(viaSet(new PatternSet([wrong]), wrong.re, text)).toEqual([]);
  });

  it('finds matches across any whitespace character, as `\\s` and a literal space or newline do', () => {
    const patterns = [
      { re: /\bthe\s+next\b/g, triggers: 'the next' },
      { re: /\bthe\s\snext\b/g, triggers: 'the ' },
      { re: /\bthe next\b/g, triggers: 'the next' },
      { re: /\$\s?\d+/g, triggers: '$' },
      { re: /(?<=\bTesla\s+)in\s+the\s+making\b/g, triggers: 'in the m' },
      { re: /\bpaid\n/g, triggers: 'paid ' },
      { re: /\bpaid by/g, triggers: 'paid by' },
    ];
    const set = new PatternSet(patterns);
    for (const space of [' ', '\t', '\n', '\r', '\v', '\f', '\u00A0', '\u1680', '\u2009', '\u2028', '\u202F', '\u3000', '\uFEFF']) {
      const text = ['The', 'next', 'Tesla', 'in', 'the', 'making,', 'paid', 'by', '$', '5.'].join(space);
      for (const { re } of patterns)
        expect(viaSet(set, re, text), `${re.source} with U+${space.charCodeAt(0).toString(16)}`).toEqual(fullScan(re, text));
    }
    expect(viaSet(set, patterns[0].re, 'so the\u3000next one')).toEqual([[3, 'the\u3000next']]);
  });

  it('puts every pattern of the engine on the fast path', () => {
    const unbounded = ENGINE_PATTERNS.filter((p) => !p.triggers).map((p) => p.re.source.slice(0, 80));
    expect(unbounded, 'these patterns scan the whole text on every check').toEqual([]);
  });

  it('finds exactly the matches of a full scan, pattern by pattern', () => {
    const set = new PatternSet(ENGINE_PATTERNS);
    let compared = 0;
    for (const { text } of inputs().filter((_, i) => i % 4 === 0)) {
      const normalized = normalizeText(text);
      for (const { re } of ENGINE_PATTERNS) {
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
