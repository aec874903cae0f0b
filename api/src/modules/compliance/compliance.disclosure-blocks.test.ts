// Issue 41, points 1 and 4: disclosure blocks written by a writer who never saw the engine (45 layouts), split
// by the writer while writing. The tuning part's failures are printed; the held-out part prints figures only.
import { describe, expect, it } from 'vitest';
import type { DisclosureBlock, Slot } from '../../../test/fixtures/compliance/disclosure-blocks-fresh.tuning';
import { TUNING_DISCLOSURE_BLOCKS } from '../../../test/fixtures/compliance/disclosure-blocks-fresh.tuning';
import { HELDOUT_DISCLOSURE_BLOCKS } from '../../../test/fixtures/compliance/disclosure-blocks-fresh.heldout';
import { TUNING_DISCLOSURE_BLOCKS_2 } from '../../../test/fixtures/compliance/disclosure-blocks-fresh-2.tuning';
import { HELDOUT_DISCLOSURE_BLOCKS_2 } from '../../../test/fixtures/compliance/disclosure-blocks-fresh-2.heldout';
import { TUNING_PASSAGES_7 } from '../../../test/fixtures/compliance/passages-fresh-e.tuning';
import { HELDOUT_PASSAGES_7 } from '../../../test/fixtures/compliance/passages-fresh-e.heldout';
import type { Passage } from '../../../test/fixtures/compliance/passages';
import { checkContent, type Finding } from './compliance.engine';
import { LISTING_RULES, normalizeExchange } from './compliance.rules';

const US = { exchange: 'NASDAQ', jurisdiction: 'US' };
const critical = (findings: Finding[]) => findings.filter((f) => f.severity === 'critical');
const blockFindings = (b: DisclosureBlock) => checkContent(`${b.body}\n\n${b.block}`, US).findings;

// What names each missing slot: the finding that asks for it.
const NAMES: Record<Slot, (f: Finding) => boolean> = {
  payer: (f) => f.ruleId === 'required.paid-disclosure' || (f.ruleId === 'paid.incomplete' && /no payer|neither/.test(f.message)),
  amount: (f) => f.ruleId === 'required.paid-disclosure' || (f.ruleId === 'paid.incomplete' && /no amount|neither/.test(f.message)),
  recipient: () => false,
  ai: (f) => f.ruleId === 'required.ai-disclosure',
  'not-advice': (f) => f.ruleId === 'required.not-advice',
  fls: (f) => f.ruleId === 'required.fls-legend' || f.ruleId === 'fls.legend-incomplete',
};

/** Judged as labelled: a complete block passes (no critical finding), a deficient one is critical and names its gap. */
function judged(b: DisclosureBlock): { ok: boolean; why: string } {
  const findings = blockFindings(b);
  const serious = critical(findings);
  const why = serious.map((f) => `${f.ruleId}: ${f.span?.text ?? ''}`).join('; ');
  if (b.complete) return { ok: serious.length === 0, why };
  if (b.contradiction) return { ok: serious.length > 0, why: why || 'no critical finding' };
  // The engine asks for no recipient (the law asks for the payer and the amount): such a block counts if it is critical.
  const named = (b.missing ?? []).every(
    (slot) => slot === 'recipient' || findings.some((f) => f.severity === 'critical' && NAMES[slot](f)),
  );
  return { ok: serious.length > 0 && named, why: why || 'no critical finding' };
}

const rate = (list: boolean[]) => `${list.filter(Boolean).length}/${list.length}`;

function figures(blocks: DisclosureBlock[]) {
  const results = blocks.map((b) => ({ b, ...judged(b) }));
  const of = (kind: 'complete' | 'missing' | 'contradiction') =>
    results.filter((r) =>
      kind === 'complete' ? r.b.complete : kind === 'contradiction' ? !!r.b.contradiction : !r.b.complete && !r.b.contradiction,
    );
  return { results, complete: of('complete'), missing: of('missing'), contradiction: of('contradiction') };
}

/** One corpus part's figures on a line. */
const line = (f: ReturnType<typeof figures>) =>
  `complete passed ${rate(f.complete.map((r) => r.ok))}, deficient named ${rate(f.missing.map((r) => r.ok))}, contradictions critical ${rate(f.contradiction.map((r) => r.ok))}`;

/** The blocks of a (tuning) part not judged as labelled, each with its layout, label, findings and text. */
const notAsLabelled = (f: ReturnType<typeof figures>) =>
  f.results
    .filter((r) => !r.ok)
    .map((r) => `[${r.b.layout}] ${r.b.complete ? 'complete' : (r.b.contradiction ?? r.b.missing?.join('+'))}: ${r.why}\n  ${r.b.block}`);

// Clean passages as the product sees them, each closed by one of the complete blocks that carry a legend.
function cleanWithBlock(passages: readonly Passage[], blocks: DisclosureBlock[]) {
  const closing = blocks.filter((b) => b.complete && b.looksAhead);
  return passages
    .filter((p) => !p.block)
    .map((p, i) => {
      const exchange = normalizeExchange(p.exchange)!;
      const listing = { exchange, jurisdiction: LISTING_RULES[exchange].jurisdiction };
      const b = closing[i % closing.length];
      const serious = critical(checkContent(`${p.text}\n\n${b.block}`, listing).findings);
      return { p, b, blocked: serious.length > 0, why: serious.map((f) => f.ruleId).join(', ') };
    });
}

describe('independent disclosure blocks (fresh, 2026-11-29)', () => {
  const tuning = figures(TUNING_DISCLOSURE_BLOCKS);
  const held = figures(HELDOUT_DISCLOSURE_BLOCKS);

  it('are read as labelled: complete blocks pass, deficient ones name their gap, contradictions are critical', () => {
    console.log(`disclosure blocks: tuning ${line(tuning)}; held-out ${line(held)}`);
    const failures = notAsLabelled(tuning);
    if (failures.length) console.log(`tuning blocks not judged as labelled:\n${failures.join('\n')}`);
    expect(tuning.complete.filter((r) => r.ok).length / tuning.complete.length, failures.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(
      tuning.contradiction.every((r) => r.ok),
      failures.join('\n'),
    ).toBe(true);
    // Held out: reported as measured; this floor only catches a regression.
    expect(held.complete.filter((r) => r.ok).length / held.complete.length).toBeGreaterThanOrEqual(0.55);
  });

  it('closing clean passages, a complete block raises no critical finding', () => {
    const t = cleanWithBlock(TUNING_PASSAGES_7, TUNING_DISCLOSURE_BLOCKS);
    const h = cleanWithBlock(HELDOUT_PASSAGES_7, HELDOUT_DISCLOSURE_BLOCKS);
    console.log(
      `clean passages closed by a complete block, passed: tuning ${rate(t.map((r) => !r.blocked))}; held-out ${rate(h.map((r) => !r.blocked))}`,
    );
    const failures = t.filter((r) => r.blocked).map((r) => `${r.why}: ${r.p.text}\n  [${r.b.layout}]`);
    if (failures.length) console.log(`tuning clean passages blocked:\n${failures.join('\n')}`);
    expect(t.filter((r) => !r.blocked).length / t.length, failures.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

// A second corpus (writer d2, 2026-11-29 evening, 75 blocks in 61 layouts), written after the engine's slot grammar
// was tuned on the first: its first reading measured how far that grammar generalised; then its tuning part's errors
// were worked on (never the held-out part's).
describe('independent disclosure blocks, second corpus (fresh-2, 2026-11-29)', () => {
  const tuning = figures(TUNING_DISCLOSURE_BLOCKS_2);
  const held = figures(HELDOUT_DISCLOSURE_BLOCKS_2);

  it('are read as labelled: reported on both parts, tuning failures listed', () => {
    console.log(`disclosure blocks fresh-2: tuning ${line(tuning)}; held-out ${line(held)}`);
    const failures = notAsLabelled(tuning);
    if (failures.length) console.log(`fresh-2 tuning blocks not judged as labelled:\n${failures.join('\n')}`);
    expect(tuning.results.length + held.results.length).toBe(75);
    // Tuned on its tuning part once (first reading 22/33 complete, 2/7 contradictions): floors against a regression.
    expect(tuning.complete.filter((r) => r.ok).length / tuning.complete.length, failures.join('\n')).toBeGreaterThanOrEqual(0.8);
    expect(
      tuning.contradiction.every((r) => r.ok),
      failures.join('\n'),
    ).toBe(true);
  });
});
