import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { ApprovalRequest } from '../src/modules/approvals';
import { Article, articleDigest } from '../src/modules/articles';
import { campaignBody, markVerified } from './fixtures/issuers';
import { type Account, joinTeam, signUp, twoFactorOn } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

interface GateFinding {
  ruleId: string;
  title: string;
  message: string;
  suggestion: string;
  text: string | null;
}

const PROMISE = 'Our shares are guaranteed to double this year.';

/**
 * Issue 38, points 2 and 3: the author hears of an approver's decision by email, with a link to the
 * article; a version the compliance check blocks is neither sent for approval nor approved (409
 * compliance_blocked with the findings, REST and GraphQL), and its approval state says so first.
 */
describe('approval decisions: the author is mailed, a blocked version is refused', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: Account;
  let editor: Account;
  let approver: Account;

  const member = (email: string, role: string): Promise<Account> => joinTeam(t, smtp, owner, email, role);

  async function writtenArticle(by: Account, lead?: string): Promise<{ id: string; title: string; content: string }> {
    const campaign = await by.browser.post('/api/campaigns', campaignBody('NWT', { companyName: 'Northwind Trading' }));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const generated = await by.browser.post(`/api/campaigns/${campaign.body.id as string}/generate-article`);
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const article = generated.body.article as { id: string; title: string; content: string };
    if (!lead) return article;
    const edited = await by.browser.put(`/api/articles/${article.id}`, { title: article.title, content: `${lead}\n\n${article.content}` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    return edited.body.article as { id: string; title: string; content: string };
  }

  /** Mails to `email` received after the `after`-th message. */
  const mailsTo = (email: string, after: number) => smtp.messages.slice(after).filter((m) => m.to.includes(email));

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
    // A team of three with two factors each: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the author is mailed when the approver asks for changes and when they approve, with a link to the article', async () => {
    const article = await writtenArticle(editor);
    expect((await editor.browser.post(`/api/articles/${article.id}/approval-request`, {})).status).toBe(200);

    let before = smtp.messages.length;
    const rejected = await approver.browser.post(`/api/articles/${article.id}/reject`, { comment: 'Name the two customers.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const changes = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(editor.email));
    expect(changes.subject).toBe(`Changes requested: ${article.title}`);
    expect(changes.text).toContain(`${approver.username} asks for changes to "${article.title}" (version 1).`);
    expect(changes.text).toContain('Their comment: Name the two customers.');
    expect(changes.text).toContain(`/articles/${article.id}`);
    // The approver is not told of their own decision.
    expect(mailsTo(approver.email, before)).toEqual([]);

    // A new request of the same version (nothing changed), approved this time: the author hears of it too.
    expect((await editor.browser.post(`/api/articles/${article.id}/approval-request`, {})).status).toBe(200);
    before = smtp.messages.length;
    const approved = await approver.browser.post(`/api/articles/${article.id}/approve`, { comment: 'Good to go.' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(editor.email));
    expect(mail.subject).toBe(`Approved: ${article.title}`);
    expect(mail.text).toContain(`${approver.username} approved "${article.title}" (version 1).`);
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/articles\/[0-9a-f-]{36}/);
    expect(mail.text).toContain(`/articles/${article.id}`);
    expect(mailsTo(approver.email, before)).toEqual([]);
  });

  it('a blocked version cannot be sent for approval: 409 compliance_blocked with the findings, over REST and GraphQL', async () => {
    const article = await writtenArticle(editor, PROMISE);
    const refused = await editor.browser.post(`/api/articles/${article.id}/approval-request`, { note: 'Please approve.' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('compliance_blocked');
    const findings = refused.body.findings as GateFinding[];
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.some((f) => f.text !== null && PROMISE.includes(f.text))).toBe(true);
    for (const f of findings) expect(f.message).not.toBe('');

    const gql = await editor.browser.graphql(
      'mutation($id: ID!) { requestApproval(input: { articleId: $id }) { approval { approved } userErrors { code } } }',
      { id: article.id },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('compliance_blocked');
    expect((gql.errors?.[0]?.extensions?.findings as GateFinding[]).map((f) => f.ruleId)).toEqual(findings.map((f) => f.ruleId));

    // Nothing was requested: no approver was told, the state says why.
    const state = (await editor.browser.get(`/api/articles/${article.id}/approvals`)).body;
    expect(state).toMatchObject({ current: null, history: [], blocked: true });
    expect((state.blockingFindings as GateFinding[]).map((f) => f.ruleId)).toEqual(findings.map((f) => f.ruleId));
    expect((await approver.browser.graphql('{ waitingForMyApproval { totalCount } }')).data?.waitingForMyApproval).toEqual({
      totalCount: 0,
    });
  });

  it('a request of a blocked version made before the gate (older data): the approver sees the block and cannot approve it', async () => {
    const article = await writtenArticle(editor, PROMISE);
    // A request of this version written directly, as one asked before requests were checked.
    const em = t.orm.em.fork();
    const row = await em.findOneOrFail(Article, { id: article.id }, { populate: ['organization'] });
    const now = new Date();
    em.create(ApprovalRequest, {
      organization: row.organization,
      article: row,
      version: row.version,
      contentHash: articleDigest(row.title, row.content),
      authorId: editor.userId,
      requestedBy: editor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();

    const state = await approver.browser.graphql(
      'query($id: ID!) { articleApproval(articleId: $id) { approved blocked current { status } blockingFindings { ruleId title message suggestion text } } }',
      { id: article.id },
    );
    const approval = state.data?.articleApproval as { approved: boolean; blocked: boolean; blockingFindings: GateFinding[] };
    expect(approval).toMatchObject({ approved: false, blocked: true, current: { status: 'PENDING' } });
    expect(approval.blockingFindings.length).toBeGreaterThan(0);

    const refused = await approver.browser.post(`/api/articles/${article.id}/approve`, {});
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('compliance_blocked');
    expect((refused.body.findings as GateFinding[]).length).toBe(approval.blockingFindings.length);
    const gql = await approver.browser.graphql(
      'mutation($id: ID!) { approveArticle(input: { articleId: $id }) { approval { approved } } }',
      {
        id: article.id,
      },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('compliance_blocked');
    expect((await editor.browser.get(`/api/articles/${article.id}/approvals`)).body).toMatchObject({
      approved: false,
      current: { status: 'pending' },
    });

    // Asking for changes stays possible.
    const changes = await approver.browser.post(`/api/articles/${article.id}/reject`, { comment: 'Remove the promise of a gain.' });
    expect(changes.status, JSON.stringify(changes.body)).toBe(200);
    expect(changes.body).toMatchObject({ approved: false, blocked: true });
  });
});
