import { describe, expect, it } from 'vitest';
import corpusJson from '../../../test/fixtures/compliance/corpus.json';
import { checkContent } from './compliance.engine';
import { RULES_BY_ID, severityFor } from './compliance.patterns';
import { EXCHANGES, LISTING_RULES, type Exchange } from './compliance.rules';

interface Passage {
  id: string;
  text: string;
  exchange: Exchange;
  mustFind: string[];
  mustNotFind: string[];
  note: string;
}

const corpus = corpusJson as Passage[];
const THRESHOLD = 0.95;

interface Outcome {
  passage: Passage;
  found: Set<string>;
  foundCritical: Set<string>;
  expectedCritical: Set<string>;
}

// Passages are fragments: only pattern findings are judged, absence checks are off.
const outcomes: Outcome[] = corpus.map((passage) => {
  const listing = { exchange: passage.exchange, jurisdiction: LISTING_RULES[passage.exchange].jurisdiction };
  const { findings } = checkContent(passage.text, listing, { absenceChecks: false });
  const isCritical = (id: string) => severityFor(RULES_BY_ID.get(id)!, passage.exchange).severity === 'critical';
  return {
    passage,
    found: new Set(findings.map((f) => f.ruleId)),
    foundCritical: new Set(findings.filter((f) => f.severity === 'critical').map((f) => f.ruleId)),
    expectedCritical: new Set(passage.mustFind.filter(isCritical)),
  };
});

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

describe('labelled corpus', () => {
  it('is large, varied and labelled with known rules and exchanges', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(new Set(corpus.map((p) => p.id)).size).toBe(corpus.length);
    for (const p of corpus) {
      expect(EXCHANGES, p.id).toContain(p.exchange);
      for (const id of [...p.mustFind, ...p.mustNotFind]) expect(RULES_BY_ID.has(id), `${p.id}: ${id}`).toBe(true);
      expect(
        p.mustFind.filter((id) => p.mustNotFind.includes(id)),
        p.id,
      ).toEqual([]);
      expect(p.text.length, p.id).toBeLessThan(400);
    }
    const byKind = (prefix: string) => corpus.filter((p) => p.id.startsWith(prefix)).length;
    expect(byKind('clean-')).toBeGreaterThanOrEqual(40);
    expect(byKind('negation-')).toBeGreaterThanOrEqual(20);
    expect(byKind('proper-noun-')).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((p) => p.mustFind.length > 0).length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((p) => p.exchange)).size).toBe(EXCHANGES.length);
  });

  it('finds critical issues with precision and recall of at least 0.95', () => {
    let truePositives = 0;
    const falsePositives: string[] = [];
    const falseNegatives: string[] = [];
    const aboveLabel: string[] = [];
    for (const o of outcomes) {
      for (const id of o.foundCritical) {
        // The classifier names no particular rule: on a passage that must be blocked, its finding is one more
        // reason to block it, right though unlabelled; on a clean one (no rule labelled) it is a false positive
        // like any other. On a passage this corpus labels with lesser rules only (written before issue 18 made
        // famous comparisons, imminence and the like critical in paid content), it is a severity above the
        // label: reported, and counted neither way.
        if (o.expectedCritical.has(id) || (id === 'promotion.classified' && o.expectedCritical.size > 0)) truePositives += 1;
        else if (id === 'promotion.classified' && o.passage.mustFind.length > 0) aboveLabel.push(`${o.passage.id}: ${o.passage.text}`);
        else falsePositives.push(`${o.passage.id} flagged ${id}: ${o.passage.text}`);
      }
      for (const id of o.expectedCritical) {
        if (!o.foundCritical.has(id)) falseNegatives.push(`${o.passage.id} missed ${id}: ${o.passage.text}`);
      }
    }
    const precision = ratio(truePositives, truePositives + falsePositives.length);
    const recall = ratio(truePositives, truePositives + falseNegatives.length);
    console.log(
      `corpus: ${corpus.length} passages; critical findings: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} ` +
        `(tp ${truePositives}, fp ${falsePositives.length}, fn ${falseNegatives.length})`,
    );
    if (aboveLabel.length)
      console.log(`classified as promotion, labelled with lesser rules only (${aboveLabel.length}):\n${aboveLabel.join('\n')}`);
    const misclassified = [...falsePositives, ...falseNegatives].join('\n');
    if (misclassified) console.log(`misclassified (critical):\n${misclassified}`);
    expect(precision, `precision below ${THRESHOLD}:\n${misclassified}`).toBeGreaterThanOrEqual(THRESHOLD);
    expect(recall, `recall below ${THRESHOLD}:\n${misclassified}`).toBeGreaterThanOrEqual(THRESHOLD);
  });

  it('honours the must and must-not labels of every severity in at least 9 cases out of 10', () => {
    let found = 0;
    const missed: string[] = [];
    const wrong: string[] = [];
    for (const o of outcomes) {
      for (const id of o.passage.mustFind) {
        if (o.found.has(id)) found += 1;
        else missed.push(`${o.passage.id} missed ${id}: ${o.passage.text}`);
      }
      for (const id of o.passage.mustNotFind) {
        if (o.found.has(id)) wrong.push(`${o.passage.id} flagged ${id}: ${o.passage.text}`);
      }
    }
    const precision = ratio(found, found + wrong.length);
    const recall = ratio(found, found + missed.length);
    console.log(`all severities: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`);
    const misclassified = [...wrong, ...missed].join('\n');
    expect(precision, misclassified).toBeGreaterThanOrEqual(0.9);
    expect(recall, misclassified).toBeGreaterThanOrEqual(0.9);
  });
});
