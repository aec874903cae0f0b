// Issue 40: the issuer's newsroom. The owner names it in Settings → Newsroom, schedules a release from the
// publish panel (the newsroom is ticked by default), and the release is nowhere on the newsroom until its
// time, then on the list, at its permalink and in the feeds; the public pages pass axe on a desktop and a phone.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { toDateTimeLocal } from '../src/lib/format';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { e2eSuite, MOBILE } from './harness';

const { journey } = e2eSuite();

/** How far the page scrolls sideways (0 when everything fits the screen's width). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function noSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));
}

journey(
  'the owner names the newsroom, schedules a release to it, and it appears there and in the feeds only at its time',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);

    // Settings → Newsroom: the ticker is the default address; the owner gives it a title.
    await j.goto('/settings');
    const card = page.getByRole('form', { name: 'Newsroom' });
    const address = card.getByLabel('Address');
    // The settings page makes several queries; on a loaded machine they take a while.
    await address.waitFor({ timeout: 60_000 });
    assert.equal(await address.inputValue(), 'demo');
    await card.getByLabel('Title').fill('Demo Issuer Investor News');
    await card.getByRole('button', { name: 'Save newsroom' }).click();
    await waitForToast(page, 'Newsroom saved');
    const newsroomUrl = (await card.getByRole('link', { name: 'Open the newsroom' }).getAttribute('href')) ?? '';
    assert.match(newsroomUrl, /\/newsroom\/demo$/);
    await j.step('settings-newsroom');

    // The publish panel: the newsroom is ticked by default; schedule for the next minute but one.
    const { articleId } = await campaignWithArticle(j, 'Demo Issuer newsroom journey');
    await j.goto(`/articles/${articleId}`);
    const preview = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: 'Schedule for later' }) });
    await preview.getByRole('article', { name: 'Article text' }).waitFor();
    const title = ((await preview.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
    assert.ok(await preview.getByRole('checkbox', { name: 'Newsroom' }).isChecked(), 'the newsroom is on by default');
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
    await j.step('scheduled-to-newsroom');

    // Before its time: not on the list, 404 at its permalink, in no feed.
    const listPath = new URL(newsroomUrl).pathname;
    await j.goto(listPath);
    await page.getByRole('heading', { level: 1, name: 'Demo Issuer Investor News' }).waitFor();
    // By its permalink: the demo issuer's releases may share a title (the composer writes from the same facts).
    const link = page.locator(`a[href="${permalink}"]`);
    assert.equal(await link.count(), 0);
    // The API names its public URL; this server listens on its own port, so paths are what the journey follows.
    const early = await page.request.get(j.url(new URL(permalink).pathname));
    assert.equal(early.status(), 404);
    assert.ok(!(await (await page.request.get(j.url(`${listPath}/feed.json`))).text()).includes(permalink));
    await j.step('before-release-time');

    // At its time: the list shows it (the page is reloaded as a reader would; nothing on it polls).
    const deadline = at.getTime() + 30_000;
    while (Date.now() < deadline && (await link.count()) === 0) {
      await page.waitForTimeout(1000);
      await j.goto(listPath);
    }
    assert.ok(Date.now() >= at.getTime(), 'never before its time');
    await link.waitFor({ timeout: 1000 });
    assert.equal((await link.textContent())?.trim(), title);
    await noSeriousViolations(page);
    await j.step('newsroom-list');

    const feed = (await (await page.request.get(j.url(`${listPath}/feed.json`))).json()) as {
      version: string;
      items: { title: string; url: string }[];
    };
    assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(feed.items[0]?.url, permalink);
    assert.equal(feed.items[0]?.title, title);

    await j.goto(new URL(permalink).pathname);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Disclosures' }).waitFor();
    await noSeriousViolations(page);
    await j.step('newsroom-release');
  },
  { timeoutMs: 300_000 },
);

journey(
  'on a phone, the newsroom and a release fit the screen, work without JavaScript and pass axe',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    const { articleId } = await campaignWithArticle(j, 'Demo Issuer newsroom on a phone');
    const published = await page.request.post(j.url(`/api/articles/${articleId}/publish`), { data: { platforms: ['newsroom'] } });
    assert.equal(published.status(), 200, await published.text());
    const { newsroom } = (await published.json()) as { newsroom: { url: string } };

    // The public pages are server-rendered: the same with JavaScript off.
    await page.context().route('**/*.js', (route) => route.abort());
    await j.goto('/newsroom/demo');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const item = page.getByRole('listitem').first();
    await item.locator('time').waitFor();
    assert.equal(await overflow(page), 0, 'the list scrolls sideways');
    await noSeriousViolations(page);
    await j.step('phone-newsroom');

    await j.goto(new URL(newsroom.url).pathname);
    await page.getByRole('heading', { name: 'Disclosures' }).waitFor();
    assert.equal(await overflow(page), 0, 'the release scrolls sideways');
    await noSeriousViolations(page);
    await j.step('phone-release');
  },
  { viewport: MOBILE },
);
