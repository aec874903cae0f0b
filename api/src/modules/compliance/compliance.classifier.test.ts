import { describe, expect, it } from 'vitest';
import MODEL from './compliance.classifier-model.json';
import { classifierScore, classifyPromotion, features } from './compliance.classifier';
import { checkContent } from './compliance.engine';
import { applyRewrites } from './compliance.rewrites';

const OTC = { exchange: 'OTCQB', jurisdiction: 'US' };

describe('promotion classifier', () => {
  it('reads figures as their kind, inflections as one stem and words after a negation as negated', () => {
    expect(features('$ABCD up 300%')).toEqual(expect.arrayContaining(['<tick>', 'up', '<pct>', '<tick>_up', 'up_<pct>']));
    expect(features('Shares at C$1.50, a 10x move')).toEqual(expect.arrayContaining(['<money>', '<mult>']));
    for (const word of ['triple', 'triples', 'tripled', 'tripling']) expect(features(`It will ${word}.`)).toContain('tripl');
    // The scope runs to punctuation or a contrast: "double" is negated, "soar" is not.
    const negated = features('It will not double, it will soar.');
    expect(negated).toContain('~doubl');
    expect(negated).toContain('soar');
    expect(features('We were not paid but we hold shares.')).toContain('hold');
    // Words one apart pair too, so an inserted adverb keeps the pair.
    expect(features('The stock will surely double.')).toContain('will__doubl');
  });

  it('scores a sentence as training does', () => {
    const everything = { ...MODEL, threshold: -Infinity };
    for (const text of ['Buy $ABCD now, it will not stay at 40c for long!', 'The plant was commissioned in 2024 on budget.', 'Up up up']) {
      expect(classifyPromotion(text, everything)?.score).toBeCloseTo(classifierScore(text, everything), 10);
    }
  });

  it('reports promotional wording no rule names, with the words that weighed most', () => {
    const text = 'Honestly guys, this little gem is the play of the year and you are all sleeping on it!';
    const report = checkContent(`${text} The company has 40 employees.`, OTC, { absenceChecks: false });
    const finding = report.findings.find((f) => f.ruleId === 'promotion.classified');
    expect(finding?.severity).toBe('critical');
    expect(finding?.span?.text).toBe(text);
    expect(finding?.message).toMatch(/weighed most: "/);
    // Its rewrite removes the sentence, which clears the finding.
    const fixed = applyRewrites(`${text} The company has 40 employees.`, [finding!.rewrite!]);
    expect(fixed).toBe('The company has 40 employees.');
    expect(checkContent(fixed, OTC, { absenceChecks: false }).findings.map((f) => f.ruleId)).not.toContain('promotion.classified');
  });

  it('reads only the weights it was trained with, not what every object has ("constructor")', () => {
    const text = 'The constructor of the plant finished the work on schedule in March.';
    expect(classifyPromotion(text)).toBeNull();
    expect(checkContent(text, OTC, { absenceChecks: false }).findings.map((f) => f.ruleId)).not.toContain('promotion.classified');
  });

  it('leaves issuer news and disclosure sentences alone', () => {
    for (const text of [
      'The company reported revenue of $12.4 million for the quarter, up 8% from a year earlier.',
      'The annual meeting of shareholders will be held in Denver on June 12.',
      'This content was paid for by the issuer, which paid $4,999 in cash for its preparation and distribution.',
    ]) {
      expect(classifyPromotion(text), text).toBeNull();
      expect(checkContent(text, OTC, { absenceChecks: false }).findings.map((f) => f.ruleId)).not.toContain('promotion.classified');
    }
  });
});
