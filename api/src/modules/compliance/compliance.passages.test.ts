import { describe, expect, it } from 'vitest';
import { heldOutPassage, PASSAGES, type Passage } from '../../../test/fixtures/compliance/passages';
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
import { HELDOUT_PASSAGES_8 } from '../../../test/fixtures/compliance/passages-fresh-f.heldout';
import { TUNING_PASSAGES_8 } from '../../../test/fixtures/compliance/passages-fresh-f.tuning';
import { TUNING_PASSAGES_9 } from '../../../test/fixtures/compliance/passages-fresh-g.tuning';
import { HELDOUT_PASSAGES_10 } from '../../../test/fixtures/compliance/passages-fresh-h.heldout';
import { TUNING_PASSAGES_10 } from '../../../test/fixtures/compliance/passages-fresh-h.tuning';
import { HELDOUT_PASSAGES_11 } from '../../../test/fixtures/compliance/passages-fresh-i.heldout';
import { TUNING_PASSAGES_11 } from '../../../test/fixtures/compliance/passages-fresh-i.tuning';
import { buildDisclosures } from './compliance.disclosures';
import { checkContent } from './compliance.engine';
import { LISTING_RULES, normalizeExchange } from './compliance.rules';

// Each passage as the product sees it: the passage, then the complete disclosure block for its listing.
function blocked(p: Passage): boolean {
  const exchange = normalizeExchange(p.exchange)!;
  const { text } = buildDisclosures({
    issuerName: 'Northwind Minerals Corp.',
    ticker: 'NWM',
    exchange,
    amountCents: 499_900,
    forwardLooking: true,
  });
  const listing = { exchange, jurisdiction: LISTING_RULES[exchange].jurisdiction };
  return checkContent(`${p.text}\n\n${text}`, listing).counts.critical > 0;
}

/** Each passage with the engine's answer and whether it belongs to a held-out part. */
const checked = (list: readonly Passage[], heldOut: (p: Passage) => boolean) =>
  list.map((p) => ({ p, blocked: blocked(p), heldOut: heldOut(p) }));
const tuningPart = (list: readonly Passage[]) => checked(list, () => false);
const heldOutPart = (list: readonly Passage[]) => checked(list, () => true);

const results = checked(PASSAGES, heldOutPassage);
// The independently written corpus (h18w): split into two files by its writer, before any tuning.
const independent = [...tuningPart(TUNING_PASSAGES_2), ...heldOutPart(HELDOUT_PASSAGES_2)];
// Four more written independently on 2026-11-27 (passages-fresh-a: promoters' registers after enforcement cases;
// b: social media and issuer overreach; c: long-form, hype in one sentence among sober ones; d: short forms),
// each split by its writer while writing.
const fresh = [
  ...tuningPart([...TUNING_PASSAGES_3, ...TUNING_PASSAGES_4, ...TUNING_PASSAGES_5, ...TUNING_PASSAGES_6]),
  ...heldOutPart([...HELDOUT_PASSAGES_3, ...HELDOUT_PASSAGES_4, ...HELDOUT_PASSAGES_5, ...HELDOUT_PASSAGES_6]),
];

// Written on 2026-11-29 by a writer who never saw the engine (issue 41, point 4): the categories the issue names
// (hedged predictions, implied returns, certainty, hot-sector pivots, paid denials) and hard negatives.
const freshE = [...tuningPart(TUNING_PASSAGES_7), ...heldOutPart(HELDOUT_PASSAGES_7)];

function figures(part: typeof results): { precision: number; recall: number; line: string } {
  const tp = part.filter((r) => r.blocked && r.p.block).length;
  const fp = part.filter((r) => r.blocked && !r.p.block).length;
  const fn = part.filter((r) => !r.blocked && r.p.block).length;
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    precision,
    recall,
    line: `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (tp ${tp}, fp ${fp}, fn ${fn}, ${part.length} passages)`,
  };
}

// Floors the engine reaches (tuning) and a low regression floor for the held-out part (a number printed, not a goal).
// The tuning part (fresh-e aside) reaches 0.993 / 0.969 (2026-11-29); the floor sits under it.
const TUNING_FLOOR = { precision: 0.98, recall: 0.96 };
// fresh-e (2026-11-29): first read at floors that only caught a regression; its tuning half now reaches 0.968 / 1.000.
const FRESH_E_FLOOR = { precision: 0.95, recall: 0.95 };
const HELD_OUT_REGRESSION_FLOOR = { precision: 0.9, recall: 0.6 };
// fresh-f (2026-11-29 evening): first reading tuning 0.843 / 0.717; tuned on its tuning half (c41: non-binding deals,
// cherry-picked results, mining sizes, attributed targets) to 0.887 / 0.850; then (c41fam: demand, value, returns,
// pivots, assurance, urgency as structures; cautions, corrections and rebuttals read as such) to 0.992 / 1.000. The
// floor sits under that, with room for a classifier retrain to move a passage or three.
const FRESH_F_FLOOR = { precision: 0.96, recall: 0.96 };
// fresh-g (2026-11-30): first reading, before anything was tuned on it (the rules of c41fam and the classifier shipped
// then, neither of which had seen it): 0.797 / 0.688. It then became training data for the classifier (0.910 / 0.819),
// and its errors were read as structures (c41g: MOU revenue, price floors and recoveries, valuation gaps and fair
// values, risk said to be over, picks named, rumours denied, claims quoted for scrutiny, tag-only lines) to 1.000 / 0.988.
// The floor sits just under that.
const FRESH_G_FLOOR = { precision: 0.99, recall: 0.98 };

describe('labelled passages, with their disclosure block attached', () => {
  it('is varied: promotional groups to block and clean groups with hard negatives', () => {
    expect(PASSAGES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(PASSAGES.map((p) => p.text)).size).toBe(PASSAGES.length);
    expect(new Set(PASSAGES.filter((p) => p.block).map((p) => p.group)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(PASSAGES.filter((p) => !p.block).map((p) => p.group)).size).toBeGreaterThanOrEqual(6);
  });

  it('finds a critical issue where one is expected, on the tuning part, and reports the held-out part', () => {
    const all = [...results, ...independent, ...fresh, ...freshE];
    const tuning = all.filter((r) => !r.heldOut && !freshE.includes(r));
    const tuningE = figures(freshE.filter((r) => !r.heldOut));
    const held = all.filter((r) => r.heldOut);
    const t = figures(tuning);
    const h = figures(held);
    const parts = (list: typeof results) =>
      `old ${figures(list.filter((r) => results.includes(r))).line}; independent ${figures(list.filter((r) => independent.includes(r))).line}; fresh ${figures(list.filter((r) => fresh.includes(r))).line}; fresh-e ${figures(list.filter((r) => freshE.includes(r))).line}`;
    const everyTuning = figures(all.filter((r) => !r.heldOut));
    console.log(`passages, "has a critical finding": tuning ${everyTuning.line}; held-out ${h.line}`);
    console.log(`  tuning: ${parts(all.filter((r) => !r.heldOut))}`);
    console.log(`  held-out: ${parts(held)}`);
    // fresh-e per category (its groups): how many passages are judged as labelled, tuning and held-out side by side.
    const groups = [...new Set(freshE.map((r) => r.p.group))];
    const right = (list: typeof results) => `${list.filter((r) => r.blocked === r.p.block).length}/${list.length}`;
    const perGroup = groups.map((g) => {
      const of = freshE.filter((r) => r.p.group === g);
      return `${g} (${of[0].p.block ? 'block' : 'clean'}): tuning ${right(of.filter((r) => !r.heldOut))}, held-out ${right(of.filter((r) => r.heldOut))}`;
    });
    console.log(`  fresh-e by category, judged as labelled:\n    ${perGroup.join('\n    ')}`);
    // Only the tuning part's errors are listed: rules are never adjusted while looking at held-out ones.
    const errors = all
      .filter((r) => !r.heldOut)
      .filter((r) => r.blocked !== r.p.block)
      .map((r) => `${r.p.block ? 'missed' : 'blocked'} [${r.p.group}] ${r.p.text}`);
    if (errors.length) console.log(`tuning errors (${errors.length}):\n${errors.join('\n')}`);
    expect(t.precision, errors.join('\n')).toBeGreaterThanOrEqual(TUNING_FLOOR.precision);
    expect(t.recall, errors.join('\n')).toBeGreaterThanOrEqual(TUNING_FLOOR.recall);
    expect(tuningE.precision).toBeGreaterThanOrEqual(FRESH_E_FLOOR.precision);
    expect(tuningE.recall).toBeGreaterThanOrEqual(FRESH_E_FLOOR.recall);
    // The held-out figures are reported, not tuned to: this floor only catches a regression.
    expect(h.precision).toBeGreaterThanOrEqual(HELD_OUT_REGRESSION_FLOOR.precision);
    expect(h.recall).toBeGreaterThanOrEqual(HELD_OUT_REGRESSION_FLOOR.recall);
  });
});

// fresh-f (writer f1, 2026-11-29 evening): 30 categories, 12 passages each, split by its writer while writing. Kept
// out of the figures above so they stay comparable with earlier readings; its own are printed beside them.
describe('labelled passages, fresh-f', () => {
  const freshF = [...tuningPart(TUNING_PASSAGES_8), ...heldOutPart(HELDOUT_PASSAGES_8)];

  it('is the corpus commissioned: 360 passages, half to block, each category 8 tuning and 4 held out', () => {
    expect(freshF).toHaveLength(360);
    expect(freshF.filter((r) => r.p.block)).toHaveLength(180);
    const groups = [...new Set(freshF.map((r) => r.p.group))];
    expect(groups).toHaveLength(30);
    for (const g of groups) expect(freshF.filter((r) => r.p.group === g && r.heldOut)).toHaveLength(4);
  });

  it('reports tuning and held-out figures, per category', () => {
    const t = figures(freshF.filter((r) => !r.heldOut));
    const h = figures(freshF.filter((r) => r.heldOut));
    console.log(`fresh-f, "has a critical finding": tuning ${t.line}; held-out ${h.line}`);
    const right = (list: typeof results) => `${list.filter((r) => r.blocked === r.p.block).length}/${list.length}`;
    const perGroup = [...new Set(freshF.map((r) => r.p.group))].map((g) => {
      const of = freshF.filter((r) => r.p.group === g);
      return `${g} (${of[0].p.block ? 'block' : 'clean'}): tuning ${right(of.filter((r) => !r.heldOut))}, held-out ${right(of.filter((r) => r.heldOut))}`;
    });
    console.log(`  fresh-f by category, judged as labelled:\n    ${perGroup.join('\n    ')}`);
    const errors = freshF
      .filter((r) => !r.heldOut && r.blocked !== r.p.block)
      .map((r) => `${r.p.block ? 'missed' : 'blocked'} [${r.p.group}] ${r.p.text}`);
    if (errors.length) console.log(`fresh-f tuning errors (${errors.length}):\n${errors.join('\n')}`);
    expect(t.precision).toBeGreaterThanOrEqual(FRESH_F_FLOOR.precision);
    expect(t.recall).toBeGreaterThanOrEqual(FRESH_F_FLOOR.recall);
  });
});

// fresh-g (writer g1, 2026-11-30): 32 categories of 10, written from the categories by a writer who saw neither
// the engine nor any corpus. A training corpus only (no held-out half): the figure that matters is its first reading.
describe('labelled passages, fresh-g', () => {
  const freshG = tuningPart(TUNING_PASSAGES_9);

  it('is the corpus commissioned: 320 passages, half to block, 32 categories of 10', () => {
    expect(freshG).toHaveLength(320);
    expect(freshG.filter((r) => r.p.block)).toHaveLength(160);
    expect(new Set(freshG.map((r) => r.p.group)).size).toBe(32);
  });

  it('reports its figures, per category', () => {
    const t = figures(freshG);
    console.log(`fresh-g (training only), "has a critical finding": ${t.line}`);
    const perGroup = [...new Set(freshG.map((r) => r.p.group))].map((g) => {
      const of = freshG.filter((r) => r.p.group === g);
      return `${g} (${of[0].p.block ? 'block' : 'clean'}): ${of.filter((r) => r.blocked === r.p.block).length}/${of.length}`;
    });
    console.log(`  fresh-g by category, judged as labelled:\n    ${perGroup.join('\n    ')}`);
    expect(t.precision).toBeGreaterThanOrEqual(FRESH_G_FLOOR.precision);
    expect(t.recall).toBeGreaterThanOrEqual(FRESH_G_FLOOR.recall);
  });
});

// fresh-h (writer h1: short forms, posts, threads, teasers) and fresh-i (writer i1: long forms, where one sentence among
// sober ones overreaches), 2026-11-30, each split by its writer while writing (positions 3, 6, 9 of every group of 10
// held out). Neither has been tuned on: their figures are the engine's first reading of wording it never saw. First
// reading: fresh-h tuning 0.844 / 0.821, held-out 0.813 / 0.813; fresh-i tuning 0.845 / 0.536, held-out 0.864 / 0.396.
// The floors only catch a regression.
const FIRST_READING_FLOOR = { precision: 0.75, recall: 0.35 };
describe.each([
  ['fresh-h', TUNING_PASSAGES_10, HELDOUT_PASSAGES_10],
  ['fresh-i', TUNING_PASSAGES_11, HELDOUT_PASSAGES_11],
] as const)('labelled passages, %s (not tuned on)', (name, tuning, heldOut) => {
  const all = [...tuningPart(tuning), ...heldOutPart(heldOut)];

  it('is the corpus commissioned: 320 passages, half to block, 32 categories of 7 tuning and 3 held out', () => {
    expect(all).toHaveLength(320);
    expect(all.filter((r) => r.p.block)).toHaveLength(160);
    const groups = [...new Set(all.map((r) => r.p.group))];
    expect(groups).toHaveLength(32);
    for (const g of groups) expect(all.filter((r) => r.p.group === g && r.heldOut)).toHaveLength(3);
  });

  it('reports both halves, per category', () => {
    const t = figures(all.filter((r) => !r.heldOut));
    const h = figures(all.filter((r) => r.heldOut));
    console.log(`${name}, "has a critical finding": tuning ${t.line}; held-out ${h.line}`);
    const right = (list: typeof all) => `${list.filter((r) => r.blocked === r.p.block).length}/${list.length}`;
    const perGroup = [...new Set(all.map((r) => r.p.group))].map((g) => {
      const of = all.filter((r) => r.p.group === g);
      return `${g} (${of[0].p.block ? 'block' : 'clean'}): tuning ${right(of.filter((r) => !r.heldOut))}, held-out ${right(of.filter((r) => r.heldOut))}`;
    });
    console.log(`  ${name} by category, judged as labelled:\n    ${perGroup.join('\n    ')}`);
    for (const part of [t, h]) {
      expect(part.precision).toBeGreaterThanOrEqual(FIRST_READING_FLOOR.precision);
      expect(part.recall).toBeGreaterThanOrEqual(FIRST_READING_FLOOR.recall);
    }
  });
});
