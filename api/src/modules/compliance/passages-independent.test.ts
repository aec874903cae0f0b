import { describe, expect, it } from 'vitest';
import { PASSAGES } from '../../../test/fixtures/compliance/passages';
import { HELDOUT_PASSAGES_2 } from '../../../test/fixtures/compliance/passages-independent.heldout';
import { TUNING_PASSAGES_2 } from '../../../test/fixtures/compliance/passages-independent.tuning';
import { HELDOUT_PASSAGES_3 } from '../../../test/fixtures/compliance/passages-fresh-a.heldout';
import { TUNING_PASSAGES_3 } from '../../../test/fixtures/compliance/passages-fresh-a.tuning';
import { HELDOUT_PASSAGES_4 } from '../../../test/fixtures/compliance/passages-fresh-b.heldout';
import { TUNING_PASSAGES_4 } from '../../../test/fixtures/compliance/passages-fresh-b.tuning';
import { HELDOUT_PASSAGES_5 } from '../../../test/fixtures/compliance/passages-fresh-c.heldout';
import { TUNING_PASSAGES_5 } from '../../../test/fixtures/compliance/passages-fresh-c.tuning';
import { HELDOUT_PASSAGES_6 } from '../../../test/fixtures/compliance/passages-fresh-d.heldout';
import { TUNING_PASSAGES_6 } from '../../../test/fixtures/compliance/passages-fresh-d.tuning';
import { HELDOUT_PASSAGES_7 } from '../../../test/fixtures/compliance/passages-fresh-e.heldout';
import { TUNING_PASSAGES_7 } from '../../../test/fixtures/compliance/passages-fresh-e.tuning';

// Shape of the independently written corpus (issue 18, point 5). It checks the corpus, never the engine.
const EXCHANGES = ['NYSE', 'NYSE American', 'NASDAQ', 'OTCQX', 'OTCQB', 'OTC Pink', 'TSX', 'TSXV', 'CSE', 'LSE', 'AIM', 'ASX'];
const CORPORA = [
  { name: 'independent', tuning: TUNING_PASSAGES_2, heldOut: HELDOUT_PASSAGES_2, least: 800 },
  { name: 'fresh-a', tuning: TUNING_PASSAGES_3, heldOut: HELDOUT_PASSAGES_3, least: 500 },
  { name: 'fresh-b', tuning: TUNING_PASSAGES_4, heldOut: HELDOUT_PASSAGES_4, least: 500 },
  { name: 'fresh-c', tuning: TUNING_PASSAGES_5, heldOut: HELDOUT_PASSAGES_5, least: 500 },
  { name: 'fresh-d', tuning: TUNING_PASSAGES_6, heldOut: HELDOUT_PASSAGES_6, least: 500 },
  // Social posts with hashtags and cashtags: marks are part of its registers.
  { name: 'fresh-e', tuning: TUNING_PASSAGES_7, heldOut: HELDOUT_PASSAGES_7, least: 300, marks: true },
];
const everyText = [PASSAGES, ...CORPORA.flatMap((c) => [c.tuning, c.heldOut])].flat().map((p) => p.text.trim().toLowerCase());

it('no text is in two corpora, or twice in one', () => {
  expect(everyText.length - new Set(everyText).size).toBe(0);
});

describe.each(CORPORA)('independent passages: $name', ({ tuning, heldOut, least, marks }) => {
  const all = [...tuning, ...heldOut];
  it('hold enough passages, about half to block', () => {
    expect(all.length).toBeGreaterThanOrEqual(least);
    const blocked = all.filter((p) => p.block).length / all.length;
    expect(blocked).toBeGreaterThan(0.4);
    expect(blocked).toBeLessThan(0.6);
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

  it.skipIf(marks)('carry no Markdown mark or bracketed placeholder', () => {
    expect(all.filter((p) => /[*_`#[\]{}]|^\s*[-+>]\s/.test(p.text)).map((p) => p.text)).toEqual([]);
  });

  it('keep between 20% and 30% of passages held out', () => {
    const share = heldOut.length / all.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.3);
  });
});
