import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { campaignBody, markVerified } from './fixtures/issuers';
import { type Account, joinTeam, signUp, twoFactorOn } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

interface ApprovalState {
  required: boolean;
  approvalsNeeded: number;
  approved: boolean;
  current: { status: string; version: number; decisions: { decision: string; comment: string | null }[] } | null;
  history: { status: string; version: number }[];
}

/**
 * Issue 14, point 5: nothing goes out without a second pair of eyes. An approval binds to the exact
 * version; the author never approves their own; publish and distribute without it answer 409
 * approval_required, and scheduled work checks it again when it runs.
 */
describe('approvals before publish and distribute', () => {
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

  const approvals = async (who: Account, articleId: string) =>
    (await who.browser.get(`/api/articles/${articleId}/approvals`)).body as unknown as ApprovalState;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      jobs: { pollingIntervalSeconds: 0.5 },
      authRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    });
    owner = await signUp(t, { email: 'jordan@northwind.example' });
    await markVerified(t, owner.userId, {
      ticker: 'NWT',
      companyName: 'Northwind Trading',
      website: 'https://northwind.example',
      plan: 'agency',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a company of one publishes as before: no approval is asked', async () => {
    const articleId = await writtenArticle(owner);
    expect((await approvals(owner, articleId)).required).toBe(false);
    const res = await owner.browser.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('with a team, publishing and distributing need an approval of the exact version, never from its author', async () => {
    await twoFactorOn(owner);
    editor = await member('sam@northwind.example', 'editor');
    approver = await member('alex@northwind.example', 'approver');
    const articleId = await writtenArticle(editor);

    const refused = await editor.browser.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('approval_required');
    expect(refused.body.message).toMatch(/version 1 of this article has not been approved/);
    const wire = await editor.browser.post('/api/newswire/distribute', {
      articleId,
      providers: ['businesswire'],
      distributionLevel: 'basic',
    });
    expect(wire.status).toBe(409);
    expect(wire.body.code).toBe('approval_required');

    // The editor asks; approvers (and the owner) hear of it by email and in the app.
    const before = smtp.messages.length;
    const asked = await editor.browser.post(`/api/articles/${articleId}/approval-request`, { note: 'Numbers checked with finance.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ required: true, approved: false, current: { status: 'pending', version: 1 } });
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes('alex@northwind.example'));
    expect(mail.subject).toMatch(/^Approval requested: /);
    expect(mail.text).toContain(`/articles/${articleId}`);
    const waiting = await approver.browser.graphql('{ waitingForMyApproval { nodes { articleId version requestedByName note } } }');
    expect(waiting.data?.waitingForMyApproval).toEqual({
      nodes: [{ articleId, version: 1, requestedByName: editor.username, note: 'Numbers checked with finance.' }],
    });
    expect((await editor.browser.graphql('{ waitingForMyApproval { totalCount } }')).data?.waitingForMyApproval).toEqual({ totalCount: 0 });
    const bell = await approver.browser.get('/api/notifications');
    expect((bell.body.items as { kind: string }[])[0].kind).toBe('approval.requested');

    // The author cannot approve; a viewer-less editor cannot either; an approver can.
    const own = await editor.browser.post(`/api/articles/${articleId}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('role_not_permitted');
    const approved = await approver.browser.post(`/api/articles/${articleId}/approve`, { comment: 'Good to go.' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      approved: true,
      current: { status: 'approved', decisions: [{ decision: 'approved', comment: 'Good to go.' }] },
    });

    const published = await editor.browser.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    // Every step is in the article's history.
    const history = await editor.browser.get(`/api/articles/${articleId}/versions`);
    const actions = (history.body.events as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['article.approval_requested', 'article.approved', 'article.published']));
  });

  it('an edit voids the approval: the new version needs its own', async () => {
    const articleId = await writtenArticle(editor);
    await editor.browser.post(`/api/articles/${articleId}/approval-request`, {});
    expect((await approver.browser.post(`/api/articles/${articleId}/approve`, {})).status).toBe(200);
    const article = (await editor.browser.get(`/api/articles/${articleId}`)).body as { title: string; content: string };
    const edited = await editor.browser.call('PUT', `/api/articles/${articleId}`, {
      title: `${article.title} (updated)`,
      content: article.content,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const state = await approvals(editor, articleId);
    expect(state).toMatchObject({ approved: false, current: null });
    expect(state.history[0]).toMatchObject({ status: 'voided', version: 1 });
    const refused = await editor.browser.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(refused.body.code).toBe('approval_required');
    expect(refused.body.message).toMatch(/version 2/);
    // An approver cannot approve the new version before anyone asks.
    expect((await approver.browser.post(`/api/articles/${articleId}/approve`, {})).body.code).toBe('no_pending_approval');
  });

  it('a rejection says what should change; the owner may ask for two approvals', async () => {
    const articleId = await writtenArticle(editor);
    await editor.browser.post(`/api/articles/${articleId}/approval-request`, {});
    const silent = await approver.browser.post(`/api/articles/${articleId}/reject`, {});
    expect(silent.status).toBe(400);
    // Over GraphQL a comment too short is a userError of that field; the request stays pending.
    const REJECT = `mutation ($a: ID!, $c: String!) { rejectArticle(input: { articleId: $a, comment: $c }) {
      approval { approved } userErrors { field code message }
    } }`;
    const short = await approver.browser.graphql(REJECT, { a: articleId, c: 'no' });
    expect(short.errors).toBeUndefined();
    expect(short.data?.rejectArticle).toEqual({
      approval: null,
      userErrors: [{ field: 'comment', code: 'TOO_SHORT', message: 'Say what should change' }],
    });
    expect((await approvals(approver, articleId)).current).toMatchObject({ status: 'pending' });
    const rejected = await approver.browser.post(`/api/articles/${articleId}/reject`, { comment: 'Drop the revenue forecast.' });
    expect(rejected.body).toMatchObject({ approved: false, current: null, history: [{ status: 'rejected' }] });

    expect((await editor.browser.call('PUT', '/api/team/approval-settings', { required: true, approvalsNeeded: 2 })).body.code).toBe(
      'role_not_permitted',
    );
    const rule = await owner.browser.call('PUT', '/api/team/approval-settings', { required: true, approvalsNeeded: 2 });
    expect(rule.body).toEqual({ required: true, approvalsNeeded: 2, explicit: true });
    // The same over GraphQL: a number out of range is a userError of that field, and changes nothing.
    const SET = `mutation ($n: Int!) { setApprovalRule(input: { required: true, approvalsNeeded: $n }) {
      approvalRule { required approvalsNeeded explicit } userErrors { field code message }
    } }`;
    const three = await owner.browser.graphql(SET, { n: 3 });
    expect(three.errors).toBeUndefined();
    expect(three.data?.setApprovalRule).toEqual({
      approvalRule: null,
      userErrors: [{ field: 'approvalsNeeded', code: 'INVALID_VALUE', message: 'One or two approvals' }],
    });
    expect((await editor.browser.graphql(SET, { n: 2 })).errors?.[0]?.extensions?.code).toBe('role_not_permitted');
    expect((await owner.browser.graphql(SET, { n: 2 })).data?.setApprovalRule).toEqual({
      approvalRule: { required: true, approvalsNeeded: 2, explicit: true },
      userErrors: [],
    });
    // Asked and approved over GraphQL: the payload holds the approval state.
    const asked = await editor.browser.graphql(
      `mutation ($a: ID!) { requestApproval(input: { articleId: $a, note: "Forecast removed." }) { approval { approved current { status note } } userErrors { field } } }`,
      { a: articleId },
    );
    expect(asked.data?.requestApproval).toEqual({
      approval: { approved: false, current: { status: 'PENDING', note: 'Forecast removed.' } },
      userErrors: [],
    });
    const first = await approver.browser.graphql(
      `mutation ($a: ID!) { approveArticle(input: { articleId: $a }) { approval { approved current { status } } userErrors { field } } }`,
      { a: articleId },
    );
    expect(first.data?.approveArticle).toEqual({ approval: { approved: false, current: { status: 'PENDING' } }, userErrors: [] });
    expect((await approver.browser.post(`/api/articles/${articleId}/approve`, {})).body.code).toBe('approval_exists');
    const second = await owner.browser.post(`/api/articles/${articleId}/approve`, {});
    expect(second.body).toMatchObject({ approved: true });
    await owner.browser.call('PUT', '/api/team/approval-settings', { required: true, approvalsNeeded: 1 });

    // An approver who wrote a version asks another to approve it.
    const own = await writtenArticle(approver);
    await approver.browser.post(`/api/articles/${own}/approval-request`, {});
    const refused = await approver.browser.post(`/api/articles/${own}/approve`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('own_version');
    expect((await owner.browser.post(`/api/articles/${own}/approve`, {})).body).toMatchObject({ approved: true });
  });

  it('scheduled publishing checks the approval again when it runs: an edit in between keeps it from going out', async () => {
    const articleId = await writtenArticle(editor);
    await editor.browser.post(`/api/articles/${articleId}/approval-request`, {});
    await approver.browser.post(`/api/articles/${articleId}/approve`, {});
    const at = new Date(Date.now() + 2500).toISOString();
    const scheduled = await editor.browser.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'], scheduledFor: at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const id = (scheduled.body.publications as { id: string; status: string }[])[0].id;
    expect((scheduled.body.publications as { status: string }[])[0].status).toBe('scheduled');

    const article = (await editor.browser.get(`/api/articles/${articleId}`)).body as { title: string; content: string };
    await editor.browser.call('PUT', `/api/articles/${articleId}`, { title: `${article.title} v2`, content: article.content });
    await expect
      .poll(async () => (await editor.browser.get(`/api/publications/${id}`)).body, { timeout: 20_000, interval: 300 })
      .toMatchObject({ status: 'failed', lastError: expect.stringMatching(/^Not published: Approval required/) });
  });
});
