import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from './emit-schema';
import { CHANGELOG_FILE, RELEASED_FILE, refusedChanges, report } from './schema-check';

// The released contract, and a release that replaces Plan.priceCents by Plan.price under the policy.
const RELEASED = `
type Query { plan: Plan! }
type Plan {
  name: String!
  priceCents: Int! @deprecated(reason: "Money as cents: use price. Removed on or after 2027-02-27 (see the GraphQL changelog)")
  price: Money!
}
type Money { amountCents: Int! currency: String! }
enum Level { BASIC PREMIUM }
`;
const WITHOUT_PRICE_CENTS = RELEASED.replace(/\n {2}priceCents[^\n]*/, '');

describe('the schema-diff check (lint:graphql)', () => {
  it('refuses a removal the changelog does not list, and says what to do', async () => {
    const refusals = await refusedChanges(RELEASED, WITHOUT_PRICE_CENTS, '## Unreleased\n', '2027-03-01');
    expect(refusals).toEqual([expect.objectContaining({ coordinate: 'Plan.priceCents', reason: 'unannounced' })]);
    expect(report(refusals)).toMatch(/Plan\.priceCents: .*not in docs\/graphql-changelog\.md[\s\S]*list its coordinate/);
  });

  it('passes the same removal once the changelog lists it and its date has come', async () => {
    const changelog = '## Unreleased\n\n- Removed `Plan.priceCents` (use `Plan.price`).\n';
    expect(await refusedChanges(RELEASED, WITHOUT_PRICE_CENTS, changelog, '2027-02-27')).toEqual([]);
  });

  it('refuses a listed removal before the date its deprecation named', async () => {
    const changelog = '- Removed `Plan.priceCents`.\n';
    expect(await refusedChanges(RELEASED, WITHOUT_PRICE_CENTS, changelog, '2027-02-26')).toEqual([
      expect.objectContaining({ coordinate: 'Plan.priceCents', reason: 'too_early' }),
    ]);
  });

  it('refuses an argument and a changed type by their coordinates; lets additions and new enum values through', async () => {
    const released = `${RELEASED}\ntype Stats { total: Float! }\nextend type Query { stats(from: String): Stats! }`;
    const next = `${RELEASED.replace('PREMIUM', 'PREMIUM WORLD').replace('name: String!', 'name: String!\n  label: String')}
type Stats { total: Int! }\nextend type Query { stats(firstDay: String): Stats! }`;
    const refusals = await refusedChanges(released, next, '', '2026-11-29');
    expect(refusals.map((r) => r.coordinate).sort()).toEqual(['Query.stats(from:)', 'Stats.total']);
  });

  it('finds every breaking change of the emitted schema listed in docs/graphql-changelog.md', async () => {
    const refusals = await refusedChanges(
      readFileSync(RELEASED_FILE, 'utf8'),
      readFileSync(SCHEMA_FILE, 'utf8'),
      readFileSync(CHANGELOG_FILE, 'utf8'),
      new Date().toISOString().slice(0, 10),
    );
    expect(refusals).toEqual([]);
  });
});
