// Issue 40: the issuer's newsroom. The owner names it in Settings → Newsroom, schedules a release from the
// publish panel (the newsroom is ticked by default), and the release is nowhere on the newsroom until its
// time, then on the list, at its permalink and in the feeds; the public pages pass axe on a desktop and a phone.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { toDateTimeLocal } from '../src/lib/format';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { MOBILE } from './app-server';
import { expect, withServer } from './fixtures';

// The demo newsroom's feed leads with its newest release, and other journeys publish as the demo issuer too: this
// file has a server of its own.
const test = withServer({});

/** How far the page scrolls sideways (0 when everything fits the screen's width). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function noSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));
}

test('the owner names the newsroom, schedules a release to it, and it appears there and in the feeds only at its time', async ({
  page,
  shot,
}) => {
  test.setTimeout(300_000);

  await signInAsDemoIssuer(page);

  // Settings → Newsroom: the ticker is the default address; the owner gives it a title.
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Newsroom' });
  const address = card.getByLabel('Address');
  // The settings page makes several queries; on a loaded machine they take a while.
  await expect(address).toBeVisible({ timeout: 60_000 });
  await expect(address).toHaveValue('demo');
  await card.getByLabel('Title').fill('Demo Issuer Investor News');
  await card.getByRole('button', { name: 'Save newsroom' }).click();
  await waitForToast(page, 'Newsroom saved');
  const newsroomUrl = (await card.getByRole('link', { name: 'Open the newsroom' }).getAttribute('href')) ?? '';
  assert.match(newsroomUrl, /\/newsroom\/demo$/);
  await shot('settings-newsroom');

  // The publish panel: the newsroom is ticked by default; schedule for the next minute but one.
  const { articleId } = await campaignWithArticle(page, 'Demo Issuer newsroom journey');
  await page.goto(`/articles/${articleId}`);
  const preview = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: 'Schedule for later' }) });
  await expect(preview.getByRole('article', { name: 'Article text' })).toBeVisible();
  const title = ((await preview.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
  await expect(preview.getByRole('checkbox', { name: 'Newsroom' }), 'the newsroom is on by default').toBeChecked();
  const at = new Date();
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 2);
  await preview.getByRole('checkbox', { name: 'Schedule for later' }).check();
  await preview.getByLabel('Publish at').fill(toDateTimeLocal(at));
  await preview.getByRole('button', { name: 'Schedule' }).click();
  await waitForToast(page, 'Scheduled');
  const result = preview.getByRole('status', { name: 'Publishing result' });
  const permalink = (await result.getByRole('link', { name: /\/newsroom\// }).getAttribute('href')) ?? '';
  assert.match(permalink, /\/newsroom\/demo\/[a-z0-9-]+$/);
  await shot('scheduled-to-newsroom');

  // Before its time: not on the list, 404 at its permalink, in no feed.
  const listPath = new URL(newsroomUrl).pathname;
  await page.goto(listPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Issuer Investor News' })).toBeVisible();
  // By its permalink: the demo issuer's releases may share a title (the composer writes from the same facts).
  const link = page.locator(`a[href="${permalink}"]`);
  await expect(link).toHaveCount(0);
  // The API names its public URL; this server listens on its own port, so paths are what the journey follows.
  const early = await page.request.get(new URL(permalink).pathname);
  assert.equal(early.status(), 404);
  assert.ok(!(await (await page.request.get(`${listPath}/feed.json`)).text()).includes(permalink));
  await shot('before-release-time');

  // At its time: the list shows it (the page is reloaded as a reader would; nothing on it polls).
  await expect(async () => {
    await page.goto(listPath);
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: Math.max(at.getTime() + 30_000 - Date.now(), 1000) });
  assert.ok(Date.now() >= at.getTime(), 'never before its time');
  await expect(link).toHaveText(title);
  await noSeriousViolations(page);
  await shot('newsroom-list');

  const feed = (await (await page.request.get(`${listPath}/feed.json`)).json()) as {
    version: string;
    items: { title: string; url: string }[];
  };
  assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
  assert.equal(feed.items[0]?.url, permalink);
  assert.equal(feed.items[0]?.title, title);

  await page.goto(new URL(permalink).pathname);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Disclosures' })).toBeVisible();
  await noSeriousViolations(page);
  await shot('newsroom-release');
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('on a phone, the newsroom and a release fit the screen, work without JavaScript and pass axe', async ({ page, shot }) => {
    await signInAsDemoIssuer(page);
    const { articleId } = await campaignWithArticle(page, 'Demo Issuer newsroom on a phone');
    const published = await page.request.post(`/api/articles/${articleId}/publish`, { data: { platforms: ['newsroom'] } });
    assert.equal(published.status(), 200, await published.text());
    const { newsroom } = (await published.json()) as { newsroom: { url: string } };

    // The public pages are server-rendered: the same with JavaScript off.
    await page.context().route('**/*.js', (route) => route.abort());
    await page.goto('/newsroom/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').first();
    await expect(item.locator('time')).toBeVisible();
    assert.equal(await overflow(page), 0, 'the list scrolls sideways');
    await noSeriousViolations(page);
    await shot('phone-newsroom');

    await page.goto(new URL(newsroom.url).pathname);
    await expect(page.getByRole('heading', { name: 'Disclosures' })).toBeVisible();
    assert.equal(await overflow(page), 0, 'the release scrolls sideways');
    await noSeriousViolations(page);
    await shot('phone-release');
  });
});
