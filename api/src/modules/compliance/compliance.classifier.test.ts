import { describe, expect, it } from 'vitest';
import { classifyPromotion, features } from './compliance.classifier';
import { checkContent } from './compliance.engine';
import { applyRewrites } from './compliance.rewrites';

const OTC = { exchange: 'OTCQB', jurisdiction: 'US' };

describe('promotion classifier', () => {
  it('folds digits and cashtags and pairs adjacent words', () => {
    expect(features('$ABCD up 300%')).toEqual(expect.arrayContaining(['cashtag', 'up', '0', '%', 'cashtag_up', 'up_0']));
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
