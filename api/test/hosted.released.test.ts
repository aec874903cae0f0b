import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { campaignBody, markVerified } from './fixtures/issuers';
import { type Account, joinTeam, signUp, twoFactorOn } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

const PROMISE = 'We guarantee the share price will double; buy now.';

interface ArticleBody {
  title: string;
  content: string;
  version: number;
  releasedVersion: number | null;
  status: string;
}

/**
 * Issue 36, point 1: the public surfaces show only the released snapshot of a version (the one that passed
 * the compliance gate and the approval). An edit of a released article is a new draft version: the hosted
 * page keeps the released one until the new one goes through the gate and the approval and is released.
 */
describe('the hosted page shows only the released version', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: Account;
  let editor: Account;
  let approver: Account;

  const member = (email: string, role: string): Promise<Account> => joinTeam(t, smtp, owner, email, role);

  const article = async (id: string) => (await editor.browser.get(`/api/articles/${id}`)).body as unknown as ArticleBody;
  const page = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).body;

  async function approve(id: string): Promise<void> {
    expect((await editor.browser.post(`/api/articles/${id}/approval-request`, {})).status).toBe(200);
    const approved = await approver.browser.post(`/api/articles/${id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }

  /** An approved article on Substack, waiting for the issuer to post it (pending): its hosted page is live. */
  async function releasedOnSubstack(): Promise<{ id: string; path: string; title: string }> {
    const campaign = await editor.browser.post('/api/campaigns', campaignBody('NWT', { companyName: 'Northwind Trading' }));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const generated = await editor.browser.post(`/api/campaigns/${campaign.body.id as string}/generate-article`);
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const id = (generated.body.article as { id: string }).id;
    await approve(id);
    const published = await editor.browser.post(`/api/articles/${id}/publish`, { platforms: ['substack'] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((published.body.publications as { status: string }[])[0].status).toBe('pending');
    const path = new URL(published.body.hostedUrl as string).pathname;
    const released = await article(id);
    expect(released).toMatchObject({ version: 1, releasedVersion: 1 });
    expect(await page(path)).toContain(`<h1>${released.title}</h1>`);
    return { id, path, title: released.title };
  }

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
    expect(
      (
        await owner.browser.call('PUT', '/api/platforms/substack/connection', {
          credentials: { publicationUrl: 'https://northwind.substack.com' },
        })
      ).status,
    ).toBe(200);
    await twoFactorOn(owner);
    editor = await member('sam@northwind.example', 'editor');
    approver = await member('alex@northwind.example', 'approver');
    expect((await owner.browser.call('PUT', '/api/team/approval-settings', { required: true, approvalsNeeded: 1 })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a non-compliant edit of a released article is a draft: the page keeps the released text, the gate refuses it', async () => {
    const { id, path, title } = await releasedOnSubstack();
    const released = await page(path);
    const current = await article(id);

    // The editor may still edit (a new draft version); the release stays as it was.
    const edited = await editor.browser.call('PUT', `/api/articles/${id}`, {
      title: current.title,
      content: `${PROMISE}\n\n${current.content}`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await article(id)).toMatchObject({ version: 2, releasedVersion: 1, status: current.status });
    const after = await page(path);
    expect(after).not.toContain('share price will double');
    expect(after).toBe(released);

    // Releasing it again is refused by the gate, and the page stays on the released version.
    const refused = await editor.browser.post(`/api/articles/${id}/publish`, { platforms: ['substack'] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('compliance_blocked');
    expect(await page(path)).toBe(released);

    // Fixed (version 3): still not public until approved and released.
    const fixedTitle = `${title} (revised)`;
    expect((await editor.browser.call('PUT', `/api/articles/${id}`, { title: fixedTitle, content: current.content })).status).toBe(200);
    expect(await page(path)).toBe(released);
    expect((await editor.browser.post(`/api/articles/${id}/publish`, { platforms: ['substack'] })).body.code).toBe('approval_required');
    expect(await page(path)).toBe(released);

    await approve(id);
    const again = await editor.browser.post(`/api/articles/${id}/publish`, { platforms: ['substack'] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await article(id)).toMatchObject({ version: 3, releasedVersion: 3 });
    const moved = await page(path);
    expect(moved).toContain(`<h1>${fixedTitle}</h1>`);
    expect(moved).toContain(`<meta property="og:title" content="${fixedTitle}">`);
    expect(moved).not.toContain('share price will double');
  });

  it('a post confirmed while a draft waits is recorded as the released version, and the page stays on it', async () => {
    const { id, path } = await releasedOnSubstack();
    const current = await article(id);
    expect(
      (await editor.browser.call('PUT', `/api/articles/${id}`, { title: current.title, content: `${PROMISE}\n\n${current.content}` }))
        .status,
    ).toBe(200);
    const [pending] = ((await editor.browser.get(`/api/articles/${id}/publications`)).body as unknown as { items: { id: string }[] }).items;
    const confirmed = await editor.browser.post(`/api/publications/${pending.id}/confirm`, { url: 'https://northwind.substack.com/p/q3' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('published');
    // Now "Also on Substack" and dated, still with the released text.
    const after = await page(path);
    expect(after).toContain('Also on');
    expect(after).toContain(`<h1>${current.title}</h1>`);
    expect(after).not.toContain('share price will double');
    const history = (await editor.browser.get(`/api/articles/${id}/versions`)).body as unknown as {
      versions: { version: number; contentHash: string }[];
      events: { action: string; contentHash: string }[];
    };
    const published = history.events.find((e) => e.action === 'article.published');
    expect(published?.contentHash).toBe(history.versions.find((v) => v.version === 1)?.contentHash);
    expect(published?.contentHash).not.toBe(history.versions.find((v) => v.version === 2)?.contentHash);
  });

  it('a compliant edit does not appear either (nor its links as tracked redirects) until that version is approved and released', async () => {
    const { id, path, title } = await releasedOnSubstack();
    const released = await page(path);
    const current = await article(id);
    const target = 'https://northwind.example/zephyr-lake';
    const trackedTo = async (): Promise<string[]> => {
      const rows: { id: string }[] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select id from tracked_links where article_id = ? and target_url = ?`, [id, target]);
      return rows.map((r) => r.id);
    };
    const paragraph = `Northwind opened its Zephyr Lake warehouse this quarter ([details](${target})).`;
    const edited = await editor.browser.call('PUT', `/api/articles/${id}`, {
      title: `${title} and Zephyr Lake`,
      content: `${paragraph}\n\n${current.content}`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await page(path);
    expect(after).toBe(released);
    expect(after).not.toContain('Zephyr Lake warehouse');
    expect(after).not.toContain(`${title} and Zephyr Lake`);
    // A link in the draft is no redirect target of ours either.
    expect(await trackedTo()).toEqual([]);

    await approve(id);
    expect(await page(path)).toBe(released);
    expect((await editor.browser.post(`/api/articles/${id}/publish`, { platforms: ['substack'] })).status).toBe(200);
    const moved = await page(path);
    expect(moved).toContain('Zephyr Lake warehouse');
    expect(moved).toContain(`<meta property="og:title" content="${title} and Zephyr Lake">`);
    const [link] = await trackedTo();
    expect(moved).toContain(`href="${t.config.publicUrl}/r/${link}"`);
    const click = await t.app.inject({ method: 'GET', url: `/r/${link}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(target);
  });
});
