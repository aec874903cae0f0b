import { describe, expect, it } from 'vitest';
import { verifyDisclosureFacts, withFindings } from './compliance.disclosure-facts';
import { buildDisclosures, type DisclosureInput } from './compliance.disclosures';
import { checkContent, type Finding } from './compliance.engine';

const input: DisclosureInput = {
  issuerName: 'Northwind Minerals Corp.',
  ticker: 'NWM',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
};

/** A piece as the articles service stores it: title, body, separator, disclosures. */
function piece(disclosures = buildDisclosures(input)) {
  const text = `# Northwind update\n\nNorthwind opened a second mill this quarter.\n\n---\n\n${disclosures.text}`;
  return { text, stored: disclosures.facts };
}

const fields = (findings: Finding[]) => findings.map((f) => /states (\S+) as/.exec(f.message)?.[1]);

describe('verifyDisclosureFacts', () => {
  it('passes facts that still match their sources and whose texts are in the piece', () => {
    const { text, stored } = piece();
    expect(verifyDisclosureFacts(text, { stored, expected: input })).toEqual([]);
    const noLegend = piece(buildDisclosures({ ...input, forwardLooking: false }));
    expect(verifyDisclosureFacts(noLegend.text, { stored: noLegend.stored, expected: { ...input, forwardLooking: false } })).toEqual([]);
  });

  it('names the stale amount when the campaign now pays another amount, and points at it', () => {
    const { text, stored } = piece();
    const findings = verifyDisclosureFacts(text, { stored, expected: { ...input, amountCents: 1_000_000 } });
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect(f).toMatchObject({ ruleId: 'disclosure.facts-mismatch', severity: 'critical', rewrite: null });
    expect(f.message).toContain('payment.amountCents');
    expect(f.message).toContain('$4,999 (499900 cents)');
    expect(f.message).toContain('$10,000 (1000000 cents)');
    expect(f.message).toContain('what IssuerWire charged for the campaign');
    expect(f.span?.text).toBe('$4,999');
    expect(text.slice(f.span!.start, f.span!.end)).toBe('$4,999');
  });

  it('names the stale payer name, and each stale field on its own', () => {
    const { text, stored } = piece();
    const renamed = verifyDisclosureFacts(text, { stored, expected: { ...input, issuerName: 'Northwind Metals Inc.' } });
    expect(fields(renamed)).toEqual(['payer.name']);
    expect(renamed[0].message).toContain('"Northwind Minerals Corp."');
    expect(renamed[0].message).toContain('"Northwind Metals Inc."');
    expect(text.slice(renamed[0].span!.start, renamed[0].span!.end)).toBe('Northwind Minerals Corp.');

    const both = verifyDisclosureFacts(text, {
      stored,
      expected: { ...input, issuerName: 'Other Corp.', amountCents: 199_900, paymentForm: 'shares' },
    });
    expect(fields(both).sort()).toEqual(['payer.name', 'payment.amountCents', 'payment.form']);
  });

  it('names the exchange and what follows from the listing when it moved (NASDAQ to TSXV)', () => {
    const { text, stored } = piece();
    const moved = fields(verifyDisclosureFacts(text, { stored, expected: { ...input, exchange: 'TSXV' } }));
    expect(moved).toEqual(expect.arrayContaining(['payer.exchange', 'forwardLooking.jurisdiction', 'forwardLooking.safeHarbor']));
    expect(moved).not.toContain('payment.amountCents');
  });

  it('says the legend is now needed when the text looks forward but the stored facts had none', () => {
    const noLegend = piece(buildDisclosures({ ...input, forwardLooking: false }));
    const findings = verifyDisclosureFacts(noLegend.text, { stored: noLegend.stored, expected: input });
    expect(fields(findings)).toEqual(['forwardLooking.included']);
    expect(findings[0].span).toBeNull();
  });

  it('finds a recorded disclosure that is not in the text word for word', () => {
    const { text, stored } = piece();
    const legend = stored.items.find((i) => i.id === 'forward-looking')!.text;
    const altered = text.replace(legend, legend.replace('not guarantees', 'no guarantees'));
    const findings = verifyDisclosureFacts(altered, { stored, expected: input });
    expect(findings.map((f) => f.ruleId)).toEqual(['disclosure.facts-not-in-text']);
    expect(findings[0].message).toContain('forward-looking statements disclosure');
  });

  it('finds a required disclosure missing from the recorded items', () => {
    const { text, stored } = piece();
    const withoutAi = { ...stored, items: stored.items.filter((i) => i.id !== 'ai') };
    const findings = verifyDisclosureFacts(text, { stored: withoutAi, expected: input });
    expect(findings.map((f) => f.ruleId)).toEqual(['disclosure.facts-not-in-text']);
    expect(findings[0].message).toContain('AI-assistance');
  });
});

describe('withFindings', () => {
  it('adds findings to a report, sorted and counted as the engine does', () => {
    const { text, stored } = piece();
    const report = checkContent(text, { exchange: 'NASDAQ', jurisdiction: 'US' });
    expect(withFindings(report, [])).toBe(report);
    const stale = verifyDisclosureFacts(text, { stored, expected: { ...input, amountCents: 1 } });
    const merged = withFindings(report, stale);
    expect(merged.counts.critical).toBe(report.counts.critical + 1);
    expect(merged.level).toBe('non_compliant');
    expect(merged.score).toBe(Math.max(0, report.score - 25));
    expect(merged.findings[0].severity).toBe('critical');
    expect(merged.findings).toContain(stale[0]);
  });
});
