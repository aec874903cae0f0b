import { describe, expect, it } from 'vitest';
import { checkContent, type ListingRef } from './compliance.engine';

const NASDAQ: ListingRef = { exchange: 'NASDAQ', jurisdiction: 'US' };

const placeholders = (text: string) =>
  checkContent(text, NASDAQ, { absenceChecks: false }).findings.filter((f) => f.ruleId === 'placeholder.unfilled');

describe('unfilled placeholders', () => {
  it.each([
    ['[Quote from Jordan Lee to be supplied by the issuer]', '[Quote from Jordan Lee to be supplied by the issuer]'],
    ['"[INSERT CEO QUOTE]," said the chief executive.', '[INSERT CEO QUOTE]'],
    ['Revenue rose XX% to $X.X million in the quarter.', 'XX%'],
    ['Sales reached $XX,XXX in March.', '$XX,XXX'],
    ['The quote is to be supplied by the company before release.', 'to be supplied by the company'],
    ['Launch date TBD.', 'date TBD'],
    ['Open questions: TBA.', 'TBA'],
    ['Insert the customer name here before sending.', 'Insert the customer name here'],
    ['About {{company}}: a maker of tools.', '{{company}}'],
    ['Contact: [Name], [email]', '[Name]'],
    ['Spokesperson details to be confirmed.', 'details to be confirmed'],
  ])('finds %j as a critical finding', (text, matched) => {
    const [first] = placeholders(text);
    expect(first, text).toBeDefined();
    expect(first.severity).toBe('critical');
    expect(first.span?.text).toBe(matched);
    expect(first.citation).toMatch(/IssuerWire product policy/);
    expect(first.message).toMatch(/template text/);
    // The rewrite removes it: nothing of the placeholder is suggested back as text to keep.
    expect(first.suggestion).toMatch(/^Replace ".+" with the text it stands for, or delete it\.$/);
  });

  it.each([
    'See [our investor page](https://issuer.example/ir) for the filings.',
    'The logo ![Acme](https://issuer.example/logo.png) is attached.',
    'Read the [annual report][ar] first.\n\n[ar]: https://issuer.example/ar.pdf',
    'The figure was reported as "recieved" [sic] in the filing.',
    'Results are in note [1] of the statements.',
    '- [x] Board approval obtained',
    'The contract covers 4 systems to be supplied to the tribal casino in 2026.',
    'Xbox sales and the X platform grew; Super Bowl XXI was in 1987.',
    'Terms of the record date are to be determined by the board at its next meeting.',
  ])('leaves %j alone', (text) => {
    expect(placeholders(text)).toEqual([]);
  });

  it('costs the score its 100 and fails the piece', () => {
    const clean = 'Table Trac, Inc. today announced four new casino management system contracts.';
    const before = checkContent(clean, NASDAQ, { absenceChecks: false });
    const after = checkContent(`${clean}\n\n[Quote from Jordan Lee to be supplied by the issuer]`, NASDAQ, { absenceChecks: false });
    expect(before.score).toBe(100);
    expect(after.counts.critical).toBe(1);
    expect(after.score).toBeLessThan(100);
    expect(after.level).toBe('non_compliant');
  });
});
