// Issue 40's investor alerts, as a reader meets them: subscribe on the newsroom, confirm from the mail's page (one
// button that posts), see a scheduled release appear at its time and its alert arrive with one-click unsubscribe
// (RFC 8058), unsubscribe, and get nothing more. Desktop and phone; the newsroom's pages pass axe.
// Mails go to this file's loopback SMTP server (withMail); the app's links name PUBLIC_URL, so the journey follows
// their paths on this server.
import assert from 'node:assert/strict';
import { request as apiRequest, type Page } from '@playwright/test';
import type { ReceivedMail, TestSmtpServer } from '../../api/src/mail/mail.testing';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { MOBILE } from './app-server';
import { expect, withMail } from './fixtures';

const test = withMail();

async function noSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));
}

/** A mail's header (unfolded), or undefined. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The path of the first URL in `text` that contains `part`. */
function linkPath(text: string, part: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(part));
  assert.ok(url, `a link with ${part} in:\n${text}`);
  return new URL(url).pathname;
}

const confirmation = (smtp: TestSmtpServer, email: string) =>
  smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirm your email alerts'), 60_000);
// By the release's permalink: two demo releases may share a title (the composer heads the same facts alike).
const alertsTo = (smtp: TestSmtpServer, email: string, release: { path: string }) =>
  smtp.messages.filter((m) => m.to.includes(email) && m.text.includes(release.path));

/** Confirms through the mail's page: a GET shows one button, which posts. */
async function confirmFromMail(page: Page, mail: ReceivedMail): Promise<void> {
  await page.goto(linkPath(mail.text, '/confirm/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email alerts' })).toBeVisible();
  await noSeriousViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
}

/** Publishes a new article to the newsroom, now or `delayMs` from now; answers its permalink's path, title and time. */
async function release(page: Page, label: string, delayMs = 0): Promise<{ path: string; title: string; at: Date }> {
  const { articleId } = await campaignWithArticle(page, label);
  const article = (await (await page.request.get(`/api/articles/${articleId}`)).json()) as { title: string };
  // Timed once the article is written: generating takes a while on a loaded machine.
  const at = new Date(Date.now() + delayMs);
  const published = await page.request.post(`/api/articles/${articleId}/publish`, {
    data: { platforms: ['newsroom'], ...(delayMs ? { scheduledFor: at.toISOString() } : {}) },
  });
  assert.equal(published.status(), 200, await published.text());
  const { newsroom } = (await published.json()) as { newsroom: { url: string } };
  return { path: new URL(newsroom.url).pathname, title: article.title, at };
}

test('a reader subscribes, confirms, gets the alert of a scheduled release at its time, unsubscribes with one click and gets no more', async ({
  page,
  smtp,
  shot,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await signInAsDemoIssuer(page);
  // The owner's newsroom exists from its first use; its address is the ticker.
  const settings = (await (await page.request.get('/api/newsroom')).json()) as { slug: string };
  const list = `/newsroom/${settings.slug}`;

  // Two readers subscribe over JSON: the answer is 202 with the same words, whoever asks.
  const reader = `reader-${Date.now()}@investor.test`;
  const control = `control-${Date.now()}@investor.test`;
  const answers = new Set<string>();
  for (const email of [reader, control]) {
    const subscribed = await page.request.post(`/api/newsroom/${settings.slug}/subscriptions`, { data: { email } });
    assert.equal(subscribed.status(), 202, await subscribed.text());
    answers.add(await subscribed.text());
  }
  assert.equal(answers.size, 1, 'the same answer for every address');
  // A link scanner's GET of the confirm link confirms nothing: the button does.
  await confirmFromMail(page, await confirmation(smtp, reader));
  await shot('confirmed');
  await confirmFromMail(page, await confirmation(smtp, control));

  // A release scheduled a little ahead: nowhere before its time, then on the newsroom and in an alert.
  const scheduled = await release(page, 'Demo Issuer alert journey, scheduled', 60_000);
  const { at } = scheduled;
  await page.goto(list);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`a[href$="${scheduled.path}"]`)).toHaveCount(0);
  assert.equal((await page.request.get(scheduled.path)).status(), 404);
  assert.deepEqual(alertsTo(smtp, reader, scheduled), [], 'no alert before its time');
  await noSeriousViolations(page);
  await shot('before-its-time');

  await expect
    .poll(
      async () => {
        await page.goto(list);
        return page.locator(`a[href$="${scheduled.path}"]`).count();
      },
      { timeout: Math.max(at.getTime() + 60_000 - Date.now(), 5_000), intervals: [2_000] },
    )
    .toBe(1);
  assert.ok(Date.now() >= at.getTime(), 'never before its time');
  await noSeriousViolations(page);
  await shot('released');

  const alert = await smtp.waitFor((m) => m.to.includes(reader) && m.subject.endsWith(`: ${scheduled.title}`), 90_000);
  const unsubscribe = header(alert, 'List-Unsubscribe');
  assert.match(unsubscribe ?? '', /^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\/[^>]+>$/);
  assert.equal(header(alert, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
  assert.ok(alert.text.includes(scheduled.path), 'the alert links the release');

  // One click, as a mail provider does it: a POST from a client with no cookie at all.
  const provider = await apiRequest.newContext({ baseURL });
  try {
    const oneClick = await provider.post(new URL(unsubscribe!.slice(1, -1)).pathname, { form: { 'List-Unsubscribe': 'One-Click' } });
    assert.equal(oneClick.status(), 200, await oneClick.text());
  } finally {
    await provider.dispose();
  }
  const exported = await (await page.request.get('/api/newsroom/subscribers.csv')).text();
  assert.ok(!exported.includes(reader) && exported.includes(control), `the owner's export:\n${exported}`);

  // The next release reaches the control subscriber and not the one who left.
  const next = await release(page, 'Demo Issuer alert journey, after unsubscribing');
  await smtp.waitFor((m) => m.to.includes(control) && m.text.includes(next.path), 90_000);
  assert.deepEqual(
    alertsTo(smtp, reader, next).map((m) => m.subject),
    [],
    'no alert after unsubscribing',
  );
  assert.equal(alertsTo(smtp, reader, scheduled).length, 1, 'one alert per release');
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('on a phone, a reader subscribes with the newsroom form, confirms, and unsubscribes from the alert’s page', async ({
    page,
    smtp,
    shot,
  }) => {
    test.setTimeout(300_000);
    await signInAsDemoIssuer(page);
    const { slug } = (await (await page.request.get('/api/newsroom')).json()) as { slug: string };
    const reader = `phone-${Date.now()}@investor.test`;

    // The newsroom's own form: a plain POST, answered by a page.
    await page.goto(`/newsroom/${slug}`);
    await page.getByLabel('Email alerts: get each release by mail').fill(reader);
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your mail' })).toBeVisible();
    await shot('phone-check-your-mail');
    await confirmFromMail(page, await confirmation(smtp, reader));

    const released = await release(page, 'Demo Issuer alert journey on a phone');
    const alert = await smtp.waitFor((m) => m.to.includes(reader) && m.subject.endsWith(`: ${released.title}`), 90_000);

    // The link in the mail's text: a page whose one button unsubscribes.
    await page.goto(linkPath(alert.text, '/api/alerts/unsubscribe/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from email alerts' })).toBeVisible();
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await shot('phone-unsubscribed');
    const exported = await (await page.request.get('/api/newsroom/subscribers.csv')).text();
    assert.ok(!exported.includes(reader), `the owner's export still lists ${reader}:\n${exported}`);
  });
});
