// Every rule's own examples, the way ESLint's RuleTester runs tests/lib/rules/x.js: each `invalid` example
// gives a finding of its rule, each `valid` one gives none. Checked on OTC Pink, where every rule applies
// (the penny-stock rules only there), sentence by sentence with no absence checks.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent, checkContentByFullScan, type ListingRef } from '../compliance.engine';
import { PATTERN_RULES } from '.';

const LISTING: ListingRef = { exchange: 'OTC Pink', jurisdiction: 'US' };

const ruleIdsIn = (text: string, check = checkContent) => check(text, LISTING, { absenceChecks: false }).findings.map((f) => f.ruleId);

describe.each(PATTERN_RULES.map((rule) => [rule.id, rule] as const))('rule %s', (_id, rule) => {
  it.each(rule.examples.invalid)('fires on %j', (text) => {
    expect(ruleIdsIn(text)).toContain(rule.id);
  });

  it.each(rule.examples.valid)('does not fire on %j', (text) => {
    expect(ruleIdsIn(text)).not.toContain(rule.id);
  });

  it('declares triggers that cover its examples (the same findings as a full scan)', () => {
    for (const text of [...rule.examples.invalid, ...rule.examples.valid]) {
      expect(ruleIdsIn(text), text).toEqual(ruleIdsIn(text, checkContentByFullScan));
    }
  });
});

describe('the rule index', () => {
  it('lists every rule file once, under its id', () => {
    const files = readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !['index.ts', 'rule.ts', 'vocabulary.ts'].includes(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(PATTERN_RULES.map((r) => r.id).sort()).toEqual(files);
  });
});
