import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { campaignBody, createCampaign, createVerifiedIssuer, markVerified, type Issuer } from './fixtures/issuers';
import { type Account, joinTeam, signUp, twoFactorOn } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

interface Finding {
  ruleId: string;
  severity: string;
  source: string;
  citation: string;
  suggestion: string;
  span: { start: number; end: number; text: string } | null;
  dismissed: { reason: string; byId: string; byName: string | null; at: string } | null;
}
interface Compliance {
  version: number;
  blocked: boolean;
  result: string;
  findings: Finding[];
  secondOpinion: { status: string };
}

const PROMISE = 'Our shares are guaranteed to double this year.';

/**
 * Issue 18, point 8: people can disagree, on the record. An approver dismisses a finding with a reason;
 * the dismissal is in the audit log and the article's history, holds for that passage in that version
 * only, and the publish gate no longer counts it.
 */
describe('dismissing a compliance finding', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: Account;
  let editor: Account;
  let approver: Account;

  const member = (email: string, role: string): Promise<Account> => joinTeam(t, smtp, owner, email, role);

  /** An article by the editor whose first paragraph promises a gain (critical findings). */
  async function promisingArticle(): Promise<{ id: string; title: string; content: string }> {
    const campaign = await editor.browser.post('/api/campaigns', campaignBody('NWT', { companyName: 'Northwind Trading' }));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const generated = await editor.browser.post(`/api/campaigns/${campaign.body.id as string}/generate-article`);
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const article = generated.body.article as { id: string; title: string; content: string };
    const edited = await editor.browser.put(`/api/articles/${article.id}`, {
      title: article.title,
      content: `${PROMISE}\n\n${article.content}`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    return edited.body.article as { id: string; title: string; content: string };
  }

  const compliance = async (who: Account, id: string) =>
    (await who.browser.get(`/api/articles/${id}/compliance`)).body as unknown as Compliance;
  const dismiss = (who: Account, id: string, body: Record<string, unknown>) =>
    who.browser.post(`/api/articles/${id}/compliance/dismissals`, body);
  const critical = (c: Compliance) => c.findings.filter((f) => f.severity === 'critical');

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

  it('an approver dismisses the critical findings with a reason: the gate opens, the audit log and the history say who and why', async () => {
    const article = await promisingArticle();
    const before = await compliance(editor, article.id);
    expect(before.blocked).toBe(true);
    expect(before.result).toBe('non_compliant');
    expect(before.secondOpinion.status).toBe('off');
    const findings = critical(before);
    expect(findings.length).toBeGreaterThan(0);
    // Every finding keeps its span, rule, citation, explanation and rewrite.
    for (const f of findings) {
      expect(f).toMatchObject({ source: 'rules', dismissed: null });
      expect(f.span?.text && PROMISE.includes(f.span.text)).toBe(true);
      expect(f.citation).not.toBe('');
    }
    const refused = await editor.browser.post(`/api/articles/${article.id}/publish`, { platforms: ['medium'] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('compliance_blocked');

    const reason = 'Legal confirmed the figure is the board-approved dividend policy, not a price promise.';
    let after: Compliance | null = null;
    for (const f of findings) {
      const res = await dismiss(approver, article.id, { ruleId: f.ruleId, passage: f.span?.text ?? null, reason });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      after = res.body as unknown as Compliance;
    }
    expect(after!.blocked).toBe(false);
    for (const f of critical(after!)) expect(f.dismissed).toMatchObject({ reason, byId: approver.userId, byName: approver.username });
    // The stored verdict that lists read follows: no standing critical finding, none counted.
    const listed = (
      (await editor.browser.get('/api/articles')).body as unknown as {
        items: {
          id: string;
          compliance: boolean;
          complianceReport: { counts: { critical: number }; findings: { ruleId: string }[] };
        }[];
      }
    ).items;
    const row = listed.find((a) => a.id === article.id)!;
    expect(row.compliance).toBe(true);
    expect(row.complianceReport.counts.critical).toBe(0);
    expect(row.complianceReport.findings.map((f) => f.ruleId)).not.toContain(findings[0].ruleId);

    // Twice is refused; the gate now counts only what is not dismissed (the approval is the team's rule).
    const again = await dismiss(approver, article.id, { ruleId: findings[0].ruleId, passage: findings[0].span?.text, reason });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('finding_already_dismissed');
    expect((await editor.browser.post(`/api/articles/${article.id}/approval-request`, {})).status).toBe(200);
    expect((await approver.browser.post(`/api/articles/${article.id}/approve`, {})).status).toBe(200);
    const published = await editor.browser.post(`/api/articles/${article.id}/publish`, { platforms: ['medium'] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const history = await editor.browser.get(`/api/articles/${article.id}/versions`);
    const dismissals = (history.body.events as { action: string; actorId: string; details: Record<string, unknown> }[]).filter(
      (e) => e.action === 'compliance.finding_dismissed',
    );
    expect(dismissals).toHaveLength(findings.length);
    expect(dismissals[0]).toMatchObject({
      actorId: approver.userId,
      details: { ruleId: findings[0].ruleId, reason, version: before.version },
    });
    expect(PROMISE).toContain(dismissals[0].details.passage);
  });

  it('holds for that version only: an edit elsewhere raises the finding again', async () => {
    const article = await promisingArticle();
    const [finding] = critical(await compliance(editor, article.id));
    // Over GraphQL too, as partners and the web app call it.
    const res = await approver.browser.graphql(
      `mutation($input: DismissComplianceFindingInput!) { dismissComplianceFinding(input: $input) {
        compliance { version findings { ruleId dismissed { reason byName } } } userErrors { field code } } }`,
      {
        input: {
          articleId: article.id,
          ruleId: finding.ruleId,
          passage: finding.span?.text,
          reason: 'A considered view of legal counsel.',
        },
      },
    );
    const payload = res.data?.dismissComplianceFinding as { compliance: { findings: { ruleId: string; dismissed: unknown }[] } };
    expect(payload.compliance.findings.find((f) => f.ruleId === finding.ruleId)?.dismissed).toEqual({
      reason: 'A considered view of legal counsel.',
      byName: approver.username,
    });

    const edited = await editor.browser.put(`/api/articles/${article.id}`, {
      title: `${article.title} (revised)`,
      content: article.content,
    });
    expect(edited.status).toBe(200);
    const next = await compliance(editor, article.id);
    const raised = next.findings.find((f) => f.ruleId === finding.ruleId && f.span?.text === finding.span?.text);
    expect(raised?.dismissed).toBeNull();
    expect(next.blocked).toBe(true);
  });

  it('refuses editors, other organizations, findings that are not there and reasons that say nothing', async () => {
    const article = await promisingArticle();
    const [finding] = critical(await compliance(editor, article.id));
    const body = { ruleId: finding.ruleId, passage: finding.span?.text, reason: 'Reviewed with counsel; acceptable as worded.' };

    const byEditor = await dismiss(editor, article.id, body);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.code).toBe('role_not_permitted');

    const stranger: Issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    await createCampaign(stranger, { companyName: 'Apple Inc.' });
    const foreign = await stranger.post(`/api/articles/${article.id}/compliance/dismissals`, body);
    expect(foreign.status).toBe(404);
    expect((await stranger.get(`/api/articles/${article.id}/compliance`)).status).toBe(404);

    const missing = await dismiss(approver, article.id, { ...body, passage: 'A sentence the article does not have.' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('finding_not_found');
    const unknownRule = await dismiss(approver, article.id, { ...body, ruleId: 'no.such-rule' });
    expect(unknownRule.body.code).toBe('finding_not_found');

    for (const reason of ['', '   ', 'ok', 'x'.repeat(501)]) {
      const bad = await dismiss(approver, article.id, { ...body, reason });
      expect(bad.status, reason).toBe(400);
      expect(bad.body.code).toBe('invalid_input');
    }
    const gql = await approver.browser.graphql(
      `mutation($input: DismissComplianceFindingInput!) { dismissComplianceFinding(input: $input) { compliance { version } userErrors { field code } } }`,
      { input: { articleId: article.id, ruleId: finding.ruleId, passage: finding.span?.text, reason: 'short' } },
    );
    expect(gql.data?.dismissComplianceFinding).toEqual({ compliance: null, userErrors: [{ field: 'reason', code: 'TOO_SHORT' }] });
    // Nothing was dismissed by any of these.
    expect(critical(await compliance(editor, article.id)).every((f) => f.dismissed === null)).toBe(true);
  });
});
