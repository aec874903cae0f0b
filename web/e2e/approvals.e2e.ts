import assert from 'node:assert/strict';
import { join } from 'node:path';
import { joinFromMail, turnOnTwoFactorViaApi, uniqueUsername } from './accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { MOBILE, screenshotDir } from './app-server';
import { expect, withMail } from './fixtures';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

// Issue 14's approval journey. The API mails invitations and approval requests to an SMTP server on loopback.
const test = withMail();

test('an editor writes and asks for approval; publishing is refused until an approver approves; an edit afterwards needs a new approval', async ({
  page,
  smtp,
  shot,
  baseURL,
}) => {
  test.setTimeout(240_000);

  await signInAsDemoIssuer(page);
  await turnOnTwoFactorViaApi(page.request);

  // The owner invites an editor and an approver (the first journey drives the form; here its API).
  const invite = async (role: string) => {
    const email = `${uniqueUsername(role)}@demo.issuerwire.example`;
    const before = smtp.messages.length;
    const res = await page.request.post('/api/team/invitations', { data: { email, role } });
    assert.equal(res.status(), 201, await res.text());
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(email));
    return joinFromMail(page, baseURL!, smtp, email, mail.text);
  };
  const editor = await invite('editor');
  const approver = await invite('approver');
  try {
    // The editor writes an article.
    const created = await editor.page.request.post(new URL('/api/campaigns', baseURL).href, {
      data: {
        title: 'Regional expansion',
        companyName: 'Demo Issuer Holdings Inc.',
        ticker: 'DEMO',
        sector: 'technology',
        tone: 'neutral',
        highlights: `Signed two regional customers\nOpened a support office in Ohio\n${FEATURE_HIGHLIGHTS}`,
        ...FEATURE_BRIEF,
        website: 'https://demo.issuerwire.example',
        budget: 'pro',
      },
    });
    assert.equal(created.status(), 201, await created.text());
    const generated = await editor.page.request.post(new URL(`/api/campaigns/${(await created.json()).id}/generate-article`, baseURL).href);
    assert.equal(generated.status(), 201, await generated.text());
    const articleId = (await generated.json()).article.id as string;

    // Publishing is refused: the company has a team, so releases are approved first.
    const refused = await editor.page.request.post(new URL(`/api/articles/${articleId}/publish`, baseURL).href, {
      data: { platforms: ['medium'] },
    });
    assert.equal(refused.status(), 409);
    assert.equal((await refused.json()).code, 'approval_required');

    // The editor asks for approval from the article's Approval tab.
    await editor.page.goto(new URL(`/articles/${articleId}`, baseURL).href);
    const dialog = editor.page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Approval' }).click();
    await expect(dialog.getByText(/version 1 needs an approval before it is published or distributed/)).toBeVisible();
    await dialog.getByLabel('Note for the approver').fill('Customer names cleared with legal.');
    await dialog.getByRole('button', { name: 'Request approval' }).click();
    await expect(dialog.getByRole('list', { name: 'Approval history' }).getByText('Waiting for approval')).toBeVisible();
    await editor.page.screenshot({ path: join(screenshotDir, 'approvals-01-editor-requested.png'), fullPage: true });

    // Every GraphQL answer the approver's screens get, with what it refused (issue 38: the dashboard's Review
    // answered "Campaign not found." when the approval refetched the idle tracker's query with an empty id).
    const refusals: string[] = [];
    const inFlight = new Set<unknown>();
    const graphqlRequest = (request: { url: () => string; method: () => string }) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/graphql';
    approver.page.on('request', (request) => {
      if (graphqlRequest(request)) inFlight.add(request);
    });
    approver.page.on('requestfailed', (request) => inFlight.delete(request));
    approver.page.on('response', async (response) => {
      if (!graphqlRequest(response.request())) return;
      const body = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] };
      for (const error of body.errors ?? []) refusals.push(`${response.request().postDataJSON()?.operationName}: ${error.message}`);
      inFlight.delete(response.request());
    });

    // The approver finds it on the dashboard and approves it.
    await approver.page.goto(new URL('/dashboard', baseURL).href);
    const waiting = approver.page.getByRole('region', { name: /Waiting for my approval/ });
    await expect(waiting.getByText(/Regional expansion|Demo Issuer/).first()).toBeVisible();
    await approver.page.screenshot({ path: join(screenshotDir, 'approvals-02-approver-dashboard.png'), fullPage: true });
    await waiting.getByRole('button', { name: 'Review' }).click();
    const review = approver.page.getByRole('dialog');
    await expect(review.getByRole('heading', { name: /Third-quarter|Regional expansion|Demo Issuer/ }).first()).toBeVisible();
    await review.getByRole('tab', { name: 'Approval' }).click();
    const before = smtp.messages.length;
    await review.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(review.getByText('Version 1 is approved: it may be published and distributed.')).toBeVisible();

    // The editor's dialog, open all along, follows without a reload (the notifications subscription).
    await expect(dialog.getByRole('list', { name: 'Approval history' }).getByText('Approved', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Version 1 is approved: it may be published and distributed.')).toBeVisible();
    await editor.page.screenshot({ path: join(screenshotDir, 'approvals-03-editor-live.png'), fullPage: true });
    // And the editor is mailed, with the link to the article.
    const decided = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.subject.startsWith('Approved: '));
    assert.ok(decided.text.includes(`/articles/${articleId}`), decided.text);

    // The approval settled without an error: no refused GraphQL answer, no error on the approver's screen.
    await expect.poll(() => inFlight.size).toBe(0);
    assert.deepEqual(refusals, []);
    await expect(review.getByRole('region', { name: 'Approval' }).getByRole('alert')).toHaveCount(1);
    await expect(review.getByText('Campaign not found.')).toHaveCount(0);
    await approver.page.screenshot({ path: join(screenshotDir, 'approvals-04-approved.png'), fullPage: true });
    await approver.page.setViewportSize(MOBILE);
    await expect(review.getByText('Version 1 is approved: it may be published and distributed.')).toBeVisible();
    await approver.page.screenshot({ path: join(screenshotDir, 'approvals-05-approved-phone.png') });

    // The editor publishes.
    const published = await editor.page.request.post(new URL(`/api/articles/${articleId}/publish`, baseURL).href, {
      data: { platforms: ['medium'] },
    });
    assert.equal(published.status(), 200, await published.text());
  } finally {
    await editor.context.close();
    await approver.context.close();
  }

  // An edit afterwards needs a new approval (the owner edits a second article after its approval).
  const second = await page.request.post('/api/campaigns', {
    data: {
      title: 'Second release',
      companyName: 'Demo Issuer Holdings Inc.',
      ticker: 'DEMO',
      sector: 'technology',
      tone: 'neutral',
      highlights: `Hired a head of support\n${FEATURE_HIGHLIGHTS}`,
      ...FEATURE_BRIEF,
      website: 'https://demo.issuerwire.example',
      budget: 'pro',
    },
  });
  const article = (await (await page.request.post(`/api/campaigns/${(await second.json()).id}/generate-article`)).json()).article;
  await page.request.post(`/api/articles/${article.id}/approval-request`, { data: {} });
  const edited = await page.request.put(`/api/articles/${article.id}`, {
    data: { title: `${article.title} (revised)`, content: article.content },
  });
  assert.equal(edited.status(), 200, await edited.text());
  await page.goto(`/articles/${article.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Approval' }).click();
  await expect(dialog.getByText('Voided by a later edit')).toBeVisible();
  await expect(dialog.getByText(/version 2 needs an approval/)).toBeVisible();
  await shot('edit-voids-approval');
  const again = await page.request.post(`/api/articles/${article.id}/publish`, { data: { platforms: ['medium'] } });
  assert.equal((await again.json()).code, 'approval_required');
});
