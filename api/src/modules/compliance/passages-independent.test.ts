import { describe, expect, it } from 'vitest';
import { PASSAGES } from './__fixtures__/passages';
import { HELDOUT_PASSAGES_2 } from './__fixtures__/passages-independent.heldout';
import { TUNING_PASSAGES_2 } from './__fixtures__/passages-independent.tuning';

// Shape of the independently written corpus (issue 18, point 5). It checks the corpus, never the engine.
const EXCHANGES = ['NYSE', 'NYSE American', 'NASDAQ', 'OTCQX', 'OTCQB', 'OTC Pink', 'TSX', 'TSXV', 'CSE', 'AIM', 'ASX'];
const all = [...TUNING_PASSAGES_2, ...HELDOUT_PASSAGES_2];

describe('independent passages', () => {
  it('hold at least 800 passages, about half to block', () => {
    expect(all.length).toBeGreaterThanOrEqual(800);
    const blocked = all.filter((p) => p.block).length / all.length;
    expect(blocked).toBeGreaterThan(0.4);
    expect(blocked).toBeLessThan(0.6);
  });

  it('never repeat a text, in either new file or the old one', () => {
    const texts = [...all, ...PASSAGES].map((p) => p.text.trim().toLowerCase());
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it('cover at least 12 groups to block and 12 clean groups, each group with one label', () => {
    const label = new Map<string, boolean>();
    for (const p of all) {
      expect(label.get(p.group) ?? p.block, p.group).toBe(p.block);
      label.set(p.group, p.block);
    }
    expect([...label.values()].filter((b) => b).length).toBeGreaterThanOrEqual(12);
    expect([...label.values()].filter((b) => !b).length).toBeGreaterThanOrEqual(12);
  });

  it('use only the listed exchanges', () => {
    expect(all.filter((p) => !EXCHANGES.includes(p.exchange)).map((p) => p.exchange)).toEqual([]);
  });

  it('carry no Markdown mark or bracketed placeholder', () => {
    expect(all.filter((p) => /[*_`#[\]{}]|^\s*[-+>]\s/.test(p.text)).map((p) => p.text)).toEqual([]);
  });

  it('keep between 20% and 30% of passages held out', () => {
    const share = HELDOUT_PASSAGES_2.length / all.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.3);
  });
});
