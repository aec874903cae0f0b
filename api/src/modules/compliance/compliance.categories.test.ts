import { describe, expect, it } from 'vitest';
import { categoryOf, FINDING_CATEGORIES } from './compliance.categories';
import { DOCUMENT_RULES, PATTERN_RULES } from './compliance.patterns';

describe('finding categories', () => {
  it('gives every rule a category, and a rule file names the one its id starts with', () => {
    for (const rule of PATTERN_RULES) expect(rule.category, rule.id).toBe(categoryOf(rule.id));
    for (const rule of Object.values(DOCUMENT_RULES)) expect(FINDING_CATEGORIES, rule.id).toContain(categoryOf(rule.id));
  });

  it('refuses a rule id of no known family rather than inventing one', () => {
    expect(() => categoryOf('novel.rule')).toThrow(/novel/);
  });
});
