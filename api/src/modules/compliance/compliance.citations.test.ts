import { describe, expect, it } from 'vitest';
import { RULES_BY_ID } from './compliance.patterns';
import { LISTING_RULES, type RuleItem } from './compliance.rules';

/**
 * The sources /work/shared/COMPLIANCE.md names: its Sources section, and the rules its tables cite.
 * A citation the app shows is made of these (or is the product's own policy), or it says it is
 * unconfirmed; none is invented. COMPLIANCE.md lists names, not addresses, so no citation carries a URL.
 */
const DOCUMENTED_SOURCES = [
  // Sources
  'Securities Act 1933 s.17(b)',
  'Securities Act of 1933 s.17(b)',
  'Securities Act s.17(b)',
  'PSLRA',
  'Securities Act s.27A',
  'Exchange Act s.21E',
  'Regulation FD',
  'SEC Form 8-K, General Instruction',
  'FINRA Rule 2210',
  'NYSE Listed Company Manual 202.05',
  'NYSE Listed Company Manual 202.06',
  'OTC Markets Policy on Stock Promotion',
  'NI 51-102',
  'NP 51-201',
  'CSA Staff Notice 51-356',
  'BC Notice 51-703',
  'TSX Company Manual ss.406-423',
  'TSXV Policy 3.3',
  'TSXV Policy 3.4',
  'CSE Notice 2021-003',
  'UK MAR art.17',
  'UK MAR art.18',
  'AIM Rules for Companies, Rule 10',
  'AIM Rules for Companies, Rule 11',
  'ASX Listing Rule 3.1',
  'ASX Listing Rule 3.1A',
  'ASX Listing Rule 3.1B',
  'ASX Listing Rule 15.7',
  'Guidance Note 8',
  // The tables' rule columns
  'OTC Markets best practice',
  'CIRO timely disclosure guidance',
  'NI 43-101',
  'SEC investor alerts',
  'SEC investor alert on social media',
  'SEC microcap alerts',
  'SEC microcap fraud alerts',
  'SEC and FINRA investor alerts',
  'BC Securities Act 2020 amendments',
  // Product policy, as COMPLIANCE.md calls the AI and not-advice disclosures
  'IssuerWire product policy',
] as const;

/** The part names a documented source: it starts with one, not followed by more of a rule number. */
function documented(part: string): boolean {
  return DOCUMENTED_SOURCES.some((source) => part.startsWith(source) && !/^[\p{L}\p{N}]/u.test(part.slice(source.length)));
}

function citations(): { id: string; citation: string; unconfirmed: boolean }[] {
  const items: RuleItem[] = Object.values(LISTING_RULES).flatMap((r) => [
    r.materialChangeDeadline,
    ...r.keyRequirements,
    ...r.distributionRequirements,
    ...r.financialReportingRequirements,
    ...r.minimumDisclosures,
    ...r.additionalRestrictions,
  ]);
  return [
    ...items.map((i) => ({ id: i.id, citation: i.citation, unconfirmed: i.unconfirmed === true })),
    ...[...RULES_BY_ID.values()].map((r) => ({
      id: r.id,
      citation: r.citation,
      unconfirmed: 'unconfirmed' in r && r.unconfirmed === true,
    })),
  ];
}

describe('citations', () => {
  it('name only the sources COMPLIANCE.md lists, unless they say they are unconfirmed', () => {
    const all = citations();
    expect(all.length).toBeGreaterThan(50);
    const invented = all
      .filter((c) => !c.unconfirmed)
      .flatMap((c) =>
        c.citation
          // Parts are separated by semicolons outside parentheses ("(binds broker-dealers; the de-facto standard)").
          .split(/;(?![^(]*\))/)
          .map((part) => part.trim())
          .filter((part) => !documented(part))
          .map((part) => `${c.id}: ${part}`),
      );
    expect([...new Set(invented)]).toEqual([]);
  });

  it('carry no web address (COMPLIANCE.md gives none to check one against)', () => {
    for (const { id, citation } of citations()) expect(citation, id).not.toMatch(/https?:\/\/|www\.|\.(?:com|gov|org|ca|uk|au)\b/i);
  });

  it('match the documented sources by rule, not by a longer rule number that starts the same', () => {
    expect(documented('ASX Listing Rule 3.1')).toBe(true);
    expect(documented('ASX Listing Rule 3.1B')).toBe(true);
    expect(documented('ASX Listing Rule 3.19')).toBe(false);
    expect(documented('AIM Rules for Companies, Rule 18')).toBe(false);
    expect(documented('FINRA Rule 2210(d)(1)(B)')).toBe(true);
    expect(documented('FINRA Rule 22100')).toBe(false);
  });
});
