// Issue 41 point 5 (and point 1's list): a check answers, beside each finding's span and citation, its category
// and its rewrite as an edit, and the disclosure slots found (with their spans) or missing, over REST and
// GraphQL, for a pasted text and for an article's current version alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface Span {
  start: number;
  end: number;
  text: string;
}
interface Finding {
  ruleId: string;
  category: string;
  span: Span | null;
  rewrite: { start: number; end: number; text: string; replaced: string } | null;
}
interface Slot {
  slot: string;
  title: string;
  status: string;
  span: Span | null;
}
interface Checked {
  findings: Finding[];
  disclosures: Slot[];
}

const HYPE = 'ACME shares are guaranteed to double this year. Our price target is $50.';
const BODY = 'Harbor Logistics Inc. reported third-quarter revenue of $48.2 million, up 12% from the prior-year quarter.';
const BLOCK = 'Who paid: Harbor Logistics Inc.\nHow much: $2,500\nAI assistance: an AI model drafted portions\nInvestment advice: none';
const DISCLOSED = `${BODY}\n\n---\n\n${BLOCK}`;

const CHECK_QUERY = `query($ticker: String!, $content: String!) {
  checkCompliance(ticker: $ticker, content: $content) {
    findings { ruleId category span { start end text } rewrite { start end text replaced } }
    disclosures { slot title status span { start end text } }
  }
}`;

function applyRewrite(text: string, r: NonNullable<Finding['rewrite']>): string {
  return text.slice(0, r.start) + r.text + text.slice(r.end);
}

const bySlot = (slots: Slot[]) => Object.fromEntries(slots.map((s) => [s.slot, s]));

describe('compliance explained: categories, rewrites and disclosure slots', () => {
  let t: TestApp;
  let issuer: Issuer;
  beforeAll(async () => {
    t = await createTestApp();
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => t?.close());

  const check = async (content: string): Promise<Checked> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/compliance/check', payload: { ticker: 'AAPL', content } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives each finding its category and its rewrite as an edit of the text (REST)', async () => {
    const { findings } = await check(HYPE);
    const promise = findings.find((f) => f.ruleId === 'promissory.guarantee')!;
    expect(promise.category).toBe('promissory');
    expect(findings.find((f) => f.ruleId === 'price.target')?.category).toBe('price');
    expect(findings.find((f) => f.ruleId === 'required.ai-disclosure')?.category).toBe('required');
    // The rewrite names the words it replaces, and applying it removes the claim.
    const rewrite = promise.rewrite!;
    expect(rewrite.replaced).toBe(HYPE.slice(rewrite.start, rewrite.end));
    expect(rewrite.replaced).toContain(promise.span!.text);
    expect(applyRewrite(HYPE, rewrite)).not.toContain('guaranteed');
    // A missing disclosure is added: an insertion replaces nothing.
    const ai = findings.find((f) => f.ruleId === 'required.ai-disclosure')!;
    expect(ai.span).toBeNull();
    expect(ai.rewrite).toMatchObject({ start: HYPE.length, end: HYPE.length, replaced: '' });
    expect(ai.rewrite!.text).toMatch(/drafted by software/);
  });

  it('lists the disclosure slots: each found one with its span in the text, the missing ones named (REST)', async () => {
    const missing = bySlot((await check(HYPE)).disclosures);
    expect(Object.keys(missing)).toEqual(['payer', 'amount', 'recipient', 'ai', 'not-advice', 'forward-looking']);
    for (const slot of ['payer', 'amount', 'ai', 'not-advice', 'forward-looking']) {
      expect(missing[slot], slot).toMatchObject({ status: 'missing', span: null });
    }
    expect(missing.recipient.status).toBe('not_required');

    const found = bySlot((await check(DISCLOSED)).disclosures);
    expect(found.payer).toMatchObject({ title: 'payer', status: 'found', span: { text: 'Harbor Logistics Inc' } });
    expect(found.amount).toMatchObject({ status: 'found', span: { text: '$2,500' } });
    expect(found.ai.status).toBe('found');
    expect(found['not-advice'].status).toBe('found');
    for (const slot of Object.values(found).filter((s) => s.status === 'found')) {
      expect(DISCLOSED.slice(slot.span!.start, slot.span!.end), slot.slot).toBe(slot.span!.text);
    }
    // Nothing in it looks forward: the legend is not asked for.
    expect(found['forward-looking']).toMatchObject({ status: 'not_required', span: null });
  });

  it('answers the same through GraphQL, as enums', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: CHECK_QUERY, variables: { ticker: 'AAPL', content: DISCLOSED } },
    });
    const body = res.json() as { data: { checkCompliance: Checked }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const slots = bySlot(body.data.checkCompliance.disclosures);
    expect(Object.keys(slots)).toEqual(['PAYER', 'AMOUNT', 'RECIPIENT', 'AI', 'NOT_ADVICE', 'FORWARD_LOOKING']);
    expect(slots.AMOUNT).toMatchObject({ status: 'FOUND', span: { text: '$2,500' } });
    expect(slots.FORWARD_LOOKING.status).toBe('NOT_REQUIRED');

    const hype = await issuer.graphql(CHECK_QUERY, { ticker: 'AAPL', content: HYPE });
    const findings = (hype.data!.checkCompliance as Checked).findings;
    expect(findings.find((f) => f.ruleId === 'promissory.guarantee')).toMatchObject({
      category: 'PROMISSORY',
      rewrite: { text: '', replaced: expect.stringContaining('guaranteed to double') },
    });
    expect(bySlot((hype.data!.checkCompliance as Checked).disclosures).PAYER.status).toBe('MISSING');
  });

  it("explains an article's current version the same way: the disclosures it carries found in its text", async () => {
    const campaignId = await createCampaign(issuer);
    const generated = await issuer.post<{ article: { id: string; title: string; content: string } }>(
      `/api/campaigns/${campaignId}/generate-article`,
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const { id, title, content } = generated.body.article;
    const edited = await issuer.put<{ article: { content: string } }>(`/api/articles/${id}`, {
      title,
      content: `Our shares are guaranteed to double this year.\n\n${content}`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The version's text as the engine reads it: the title as a heading, then the body with its disclosures.
    const text = `# ${title}\n\n${edited.body.article.content}`;

    const rest = await issuer.get<Checked>(`/api/articles/${id}/compliance`);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const promise = rest.body.findings.find((f) => f.ruleId === 'promissory.guarantee')!;
    expect(promise).toMatchObject({ category: 'promissory', rewrite: { text: '' } });
    expect(text.slice(promise.rewrite!.start, promise.rewrite!.end)).toBe(promise.rewrite!.replaced);
    const slots = bySlot(rest.body.disclosures);
    // The server wrote who paid, how much, what drafted it and that it is not advice.
    for (const slot of ['payer', 'amount', 'ai', 'not-advice']) {
      expect(slots[slot].status, slot).toBe('found');
      expect(text.slice(slots[slot].span!.start, slots[slot].span!.end), slot).toBe(slots[slot].span!.text);
    }
    expect(slots.payer.span!.text).toContain('AAPL Holdings');

    const gql = await issuer.graphql(
      `query($id: ID!) { articleCompliance(articleId: $id) {
        findings { ruleId category rewrite { replaced } }
        disclosures { slot status span { text } }
      } }`,
      { id },
    );
    const answer = gql.data!.articleCompliance as Checked;
    expect(answer.findings.find((f) => f.ruleId === 'promissory.guarantee')?.category).toBe('PROMISSORY');
    expect(bySlot(answer.disclosures).AMOUNT).toEqual({ slot: 'AMOUNT', status: 'FOUND', span: { text: slots.amount.span!.text } });
  });
});
