import { describe, expect, it } from 'vitest';
import { heldOut, PHRASINGS, type Phrasing } from '../../../test/fixtures/compliance/disclosure-phrasings';
import { buildDisclosures, type DisclosureItem } from './compliance.disclosures';
import { checkContent, type Finding } from './compliance.engine';

// Each phrasing is checked as the product sees it: an article body, the standard disclosures for the
// other items, and the phrasing in place of the item it stands for.
const BODY =
  'Harbor Logistics Inc. (NASDAQ: HBLX) plans to open two cross-dock terminals in Ohio next year, subject to financing. ' +
  'The company reported third-quarter revenue of $48.2 million, up 12% from the prior-year quarter.';
const STANDARD = buildDisclosures({
  issuerName: 'Harbor Logistics Inc.',
  ticker: 'HBLX',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
}).items;
const REPLACES: Record<Phrasing['kind'], DisclosureItem['id']> = {
  paid: 'paid',
  contradiction: 'paid',
  ai: 'ai',
  'not-advice': 'not-advice',
  fls: 'forward-looking',
};

function findingsFor(p: Phrasing): Finding[] {
  const others = STANDARD.filter((i) => i.id !== REPLACES[p.kind]).map((i) => `${i.title}: ${i.text}`);
  const text = [BODY, '---', ...others, p.text].join('\n\n');
  return checkContent(text, { exchange: 'NASDAQ', jurisdiction: 'US' }).findings;
}

const PAID_RULES = ['required.paid-disclosure', 'paid.incomplete', 'paid.contradicted'];
const NAMES: Record<string, RegExp> = {
  payer: /names no payer/,
  amount: /names no amount/,
  both: /names neither the payer nor the amount|No paid-content disclosure/,
};

/** Whether the engine reads the phrasing as labelled: accepted when complete, the gap named when not. */
function judged(p: Phrasing, findings: Finding[]): boolean {
  const has = (rule: string, message?: RegExp) =>
    findings.some((f) => f.ruleId === rule && f.severity === 'critical' && (!message || message.test(f.message)));
  switch (p.kind) {
    case 'paid':
      if (!p.missing) return !findings.some((f) => PAID_RULES.includes(f.ruleId));
      return findings.some((f) => PAID_RULES.slice(0, 2).includes(f.ruleId) && NAMES[p.missing!].test(f.message));
    case 'contradiction':
      return has('paid.contradicted');
    case 'ai':
      if (!p.missing) return !findings.some((f) => f.ruleId === 'required.ai-disclosure');
      return has('required.ai-disclosure', p.missing === 'denied' ? /denies/ : undefined);
    case 'not-advice':
      return p.missing ? has('required.not-advice') : !findings.some((f) => f.ruleId === 'required.not-advice');
    case 'fls':
      if (!p.missing) return !findings.some((f) => f.ruleId === 'required.fls-legend' || f.ruleId === 'fls.legend-incomplete');
      if (p.missing === 'cautionary') return findings.some((f) => f.ruleId === 'fls.legend-incomplete');
      return has('required.fls-legend', /does not identify/);
  }
}

const results = PHRASINGS.map((p) => ({ p, ok: judged(p, findingsFor(p)), heldOut: heldOut(p) }));

function rate(part: typeof results): string {
  return `${part.filter((r) => r.ok).length}/${part.length}`;
}

describe('disclosure phrasings', () => {
  it('has at least 15 human phrasings of each disclosure, complete and deficient, and of contradictions', () => {
    for (const kind of ['paid', 'ai', 'not-advice', 'fls'] as const) {
      expect(PHRASINGS.filter((p) => p.kind === kind && !p.missing).length, kind).toBeGreaterThanOrEqual(15);
      expect(PHRASINGS.filter((p) => p.kind === kind && p.missing).length, kind).toBeGreaterThanOrEqual(15);
    }
    expect(PHRASINGS.filter((p) => p.kind === 'contradiction').length).toBeGreaterThanOrEqual(15);
  });

  it('recognises complete blocks, names what deficient ones lack, and catches contradictions', () => {
    const tuning = results.filter((r) => !r.heldOut);
    const held = results.filter((r) => r.heldOut);
    const lines = ['paid', 'contradiction', 'ai', 'not-advice', 'fls'].map((kind) => {
      const of = (part: typeof results, complete: boolean) => part.filter((r) => r.p.kind === kind && !r.p.missing === complete);
      return `${kind}: complete ${rate(of(tuning, true))} tuning, ${rate(of(held, true))} held-out; deficient ${rate(of(tuning, false))} tuning, ${rate(of(held, false))} held-out`;
    });
    console.log(`disclosure phrasings: tuning ${rate(tuning)}, held-out ${rate(held)}\n${lines.join('\n')}`);
    // Only the tuning part's failures are shown: nothing is ever adjusted while looking at held-out ones.
    const failures = tuning.filter((r) => !r.ok).map((r) => `${r.p.kind}/${r.p.missing ?? 'complete'}: ${r.p.text}`);
    if (failures.length) console.log(`tuning phrasings not judged as labelled:\n${failures.join('\n')}`);
    // The floor holds on the tuning part; the held-out part is reported as measured, never tuned on.
    expect(tuning.filter((r) => r.ok).length / tuning.length, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
