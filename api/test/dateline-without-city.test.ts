// Issue 37: a profile with no head-office city still gives a well-formed wire dateline. The wires print the
// date alone then ("Nov. 28, 2026 /IssuerWire/ —"): no dangling comma, no empty or region-only place. Both
// forms of the press release are checked (the campaign's article and the content generator's release), each
// as Markdown and as the plain text the .txt export and the wires take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { articlePlainText } from '../src/modules/articles/articles.markdown';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const NOW = '2026-11-28T14:00:00Z';
const HIGHLIGHTS = ['record quarterly revenue of $57.0 billion, up 22% from the previous quarter', 'Signed a five-year supply agreement'];

// A profile whose region and country are known but whose city is not: the place would be "CA" or "US" alone.
const PROFILES = [
  { name: 'no city, region and country given', profile: { headOfficeCity: '', headOfficeRegion: 'CA', headOfficeCountry: 'US' } },
  { name: 'a blank city', profile: { headOfficeCity: '   ', headOfficeRegion: null, headOfficeCountry: null } },
  { name: 'an empty profile', profile: {} },
];

/** The lead as both forms print it: the date alone, the wire, the dash, then the company. */
function expectDateOnly(markdown: string, title: string, company: string): void {
  expect(markdown).toMatch(new RegExp(`(?:^|\\n)\\*\\*Nov\\. 28, 2026 /IssuerWire/\\*\\* — ${company} \\(NASDAQ: [A-Z]+\\) today `));
  const text = articlePlainText(title, markdown);
  expect(text).toMatch(new RegExp(`\\nNov\\. 28, 2026 /IssuerWire/ — ${company} \\(NASDAQ: [A-Z]+\\) today `));
  for (const form of [markdown, text]) {
    // Nothing before the date on its line, and no place of a region or a country alone.
    expect(form).not.toMatch(/(?:^|\n)\**\s*,/);
    expect(form).not.toMatch(/\b(?:CA|US|Calif\.),\s+Nov\./);
    expect(form).not.toMatch(/,\s*,|\*\*\s*,/);
  }
}

describe('a dateline without a head-office city', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date(NOW)) });
  });
  afterAll(async () => t?.close());

  async function issuerWith(ticker: string, profile: Record<string, unknown>): Promise<Issuer> {
    const issuer = await createVerifiedIssuer(t, { ticker, companyName: 'Apple Inc.', plan: 'pro', exchange: 'NASDAQ' });
    const saved = await issuer.put<{ dateline: string }>('/api/organization/profile', {
      boilerplate: 'Apple designs phones, computers and services.',
      mediaContact: 'Investor Relations\nir@apple.example',
      ...profile,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.dateline).toBe('');
    return issuer;
  }

  it.each(PROFILES)('campaign press release: $name', async ({ profile }) => {
    const issuer = await issuerWith('AAPL', profile);
    const campaignId = await createCampaign(issuer, {
      companyName: 'Apple Inc.',
      format: 'press-release',
      highlights: HIGHLIGHTS.join('\n'),
    });
    const generated = await issuer.post<{ article: { id: string; title: string; content: string } }>(
      `/api/campaigns/${campaignId}/generate-article`,
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const { id, title, content } = generated.body.article;
    expectDateOnly(content, title, 'Apple Inc\\.');
    const compliance = await issuer.get<{ findings: { severity: string; ruleId: string }[] }>(`/api/articles/${id}/compliance`);
    expect(compliance.body.findings.filter((f) => f.severity !== 'advisory')).toEqual([]);
  });

  it.each(PROFILES)('content generator release: $name', async ({ profile }) => {
    const issuer = await issuerWith('AAPL', profile);
    const res = await issuer.post<{ title: string; content: string; findings: { severity: string }[] }>('/api/content/generate', {
      ticker: 'AAPL',
      companyName: 'Apple Inc.',
      title: 'Apple Reports Record Quarterly Revenue',
      keyMessages: HIGHLIGHTS,
      tone: 'neutral',
      includeCEOQuote: false,
      includeFinancials: false,
      customContext: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectDateOnly(res.body.content, res.body.title, 'Apple Inc\\.');
    expect(res.body.findings.filter((f) => f.severity !== 'advisory')).toEqual([]);
  });
});
