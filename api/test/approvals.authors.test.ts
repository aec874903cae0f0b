import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { campaignBody, markVerified } from './fixtures/issuers';
import { type Account, type Answer, joinTeam, signUp, twoFactorOn } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 36, point 3: "never by its author" holds through a revert and through a token. Whoever wrote any
 * version with the text asked about, whoever asked, and the person behind a token that did either, do not
 * decide on it (403 own_version); another approver does.
 */
describe('approvals: never by an author of the text, by any route', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: Account;
  let editor: Account;
  let approver: Account;

  const member = (email: string, role: string): Promise<Account> => joinTeam(t, smtp, owner, email, role);

  async function writtenArticle(by: Account): Promise<string> {
    const campaign = await by.browser.post('/api/campaigns', campaignBody('NWT', { companyName: 'Northwind Trading' }));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const generated = await by.browser.post(`/api/campaigns/${campaign.body.id as string}/generate-article`);
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    return (generated.body.article as { id: string }).id;
  }

  /** A person's edit (or, with `secret`, a token's) to `text`. */
  async function edit(articleId: string, text: { title: string; content: string }, by: Account | { secret: string }): Promise<void> {
    const res =
      'secret' in by
        ? await bearer(by.secret, 'PUT', `/api/articles/${articleId}`, text)
        : await by.browser.put(`/api/articles/${articleId}`, text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  async function bearer(secret: string, method: 'PUT' | 'POST', url: string, body: unknown): Promise<Answer> {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown>, headers: res.headers, cookies: [] };
  }

  const text = async (articleId: string) => {
    const article = (await editor.browser.get(`/api/articles/${articleId}`)).body as { title: string; content: string };
    return { title: article.title, content: article.content };
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, authRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
    owner = await signUp(t, { email: 'jordan@northwind.example' });
    await markVerified(t, owner.userId, {
      ticker: 'NWT',
      companyName: 'Northwind Trading',
      website: 'https://northwind.example',
      plan: 'agency',
    });
    await twoFactorOn(owner);
    editor = await member('sam@northwind.example', 'editor');
    approver = await member('alex@northwind.example', 'approver');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('an approver who wrote the text in an earlier version does not approve it when an editor reverts to it', async () => {
    const articleId = await writtenArticle(editor);
    const v1 = await text(articleId);
    const approversText = { ...v1, title: `${v1.title} (approver's wording)` };
    await edit(articleId, approversText, approver); // v2, the approver's
    await edit(articleId, { ...v1, title: `${v1.title} (editor's wording)` }, editor); // v3
    await edit(articleId, approversText, editor); // v4: back to the approver's text
    expect((await editor.browser.post(`/api/articles/${articleId}/approval-request`, {})).status).toBe(200);

    // Not offered to them on the dashboard either.
    const waiting = await approver.browser.graphql('{ waitingForMyApproval { nodes { articleId } } }');
    expect((waiting.data?.waitingForMyApproval as { nodes: { articleId: string }[] }).nodes.map((n) => n.articleId)).not.toContain(
      articleId,
    );
    const refused = await approver.browser.post(`/api/articles/${articleId}/approve`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('own_version');
    const rejected = await approver.browser.post(`/api/articles/${articleId}/reject`, { comment: 'I would rather not say.' });
    expect(rejected.body.code).toBe('own_version');
    // Someone who wrote none of it decides.
    expect((await owner.browser.post(`/api/articles/${articleId}/approve`, {})).body).toMatchObject({ approved: true });
  });

  it('the owner does not approve what their own token wrote and asked for; an approver does', async () => {
    const made = await owner.browser.post('/api/tokens', { name: 'CMS sync', scopes: ['read', 'content:write'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const secret = made.body.secret as string;
    const articleId = await writtenArticle(editor);
    const v1 = await text(articleId);
    await edit(articleId, { ...v1, title: `${v1.title} (from the CMS)` }, { secret });
    const asked = await bearer(secret, 'POST', `/api/articles/${articleId}/approval-request`, {});
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);

    const waiting = await owner.browser.graphql('{ waitingForMyApproval { nodes { articleId } } }');
    expect((waiting.data?.waitingForMyApproval as { nodes: { articleId: string }[] }).nodes.map((n) => n.articleId)).not.toContain(
      articleId,
    );
    const refused = await owner.browser.post(`/api/articles/${articleId}/approve`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('own_version');
    expect((await approver.browser.post(`/api/articles/${articleId}/approve`, {})).body).toMatchObject({ approved: true });
  });
});
