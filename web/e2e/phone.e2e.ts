// Reading an article on a phone: its preview and the content generator's result are the same Markdown
// rendering (articles.markdown.ts), and both must fit a 390 px screen without sideways scrolling.
// Tables on a phone are lists of cards (ResponsiveTable): the campaigns list and Analytics.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { e2eSuite, MOBILE } from './harness';

const { journey } = e2eSuite();

/** How far the page scrolls sideways (0 when everything fits the screen's width). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

journey(
  "on a phone, an article's preview and the content generator's result render their headings and fit the screen",
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    const { articleId } = await campaignWithArticle(j, 'Demo Issuer on a phone');

    await j.goto(`/articles/${articleId}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The composer's sections are Markdown headings: rendered as headings, not as "## ..." text.
    const text = dialog.getByRole('article', { name: 'Article text' });
    // Wait for the text to arrive (the dialog opens before the article's query answers), then count.
    await text.getByRole('heading').nth(1).waitFor();
    assert.ok((await text.getByRole('heading').count()) > 1, 'the preview shows the article headings');
    assert.doesNotMatch((await text.textContent()) ?? '', /(^|\s)##\s/);
    // The sheet scrolls as a whole: the text is not squeezed into a strip above the actions.
    const shown = await text.boundingBox();
    const publish = await dialog.getByRole('button', { name: 'Publish Now' }).boundingBox();
    assert.ok(shown && publish && publish.y >= shown.y + shown.height, 'the actions come after the whole text');
    assert.equal(await overflow(page), 0, 'the preview scrolls sideways');
    await j.step('article-preview');

    await j.goto('/content-generator');
    await page.getByRole('button', { name: `My company (${DEMO_TICKER})` }).click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const release = page.getByTestId('generated-content');
    await release.waitFor();
    assert.match((await release.textContent()) ?? '', /not investment advice/i);
    assert.equal(await overflow(page), 0, 'the generator result scrolls sideways');
    await release.scrollIntoViewIfNeeded();
    await j.step('generator-result');
  },
  { viewport: MOBILE },
);

// A reader's browser: headless Chromium names itself in its User-Agent and is filtered out as a bot.
const READER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

journey(
  'on a phone, the campaigns list and the analytics tables are cards that fit the screen, with no serious accessibility violation',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    const title = `Phone cards ${Date.now().toString(36)}`;
    const { articleId } = await campaignWithArticle(j, title);
    const published = await page.request.post(j.url(`/api/articles/${articleId}/publish`), {
      data: { platforms: ['twitter'] },
      headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(published.status(), 200, await published.text());
    // One reader of the hosted page, so Analytics has a daily figure to show.
    const { hostedUrl } = (await published.json()) as { hostedUrl: string };
    const browser = page.context().browser();
    assert.ok(browser);
    const reader = await browser.newContext({ userAgent: READER_USER_AGENT });
    try {
      assert.equal((await (await reader.newPage()).goto(j.url(new URL(hostedUrl).pathname)))?.status(), 200);
    } finally {
      await reader.close();
    }

    await j.goto('/articles');
    const campaigns = page.getByRole('list', { name: 'Campaigns' });
    const card = campaigns.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Archive ${title}` }) });
    await card.waitFor();
    assert.equal(await page.getByRole('table').count(), 0, 'no table on a phone');
    assert.equal(await card.getByRole('heading', { level: 3 }).count(), 1, 'the card has its heading');
    assert.match((await card.textContent()) ?? '', new RegExp(`Stock\\s*${DEMO_TICKER}`), 'the ticker is labelled');
    assert.equal(await card.getByRole('button', { name: `Open the article of ${title}` }).isEnabled(), true);
    assert.equal(await overflow(page), 0, 'the campaigns list scrolls sideways');
    assert.deepEqual(await seriousViolations(page), []);
    await j.step('campaigns-list');

    await j.goto('/analytics');
    const figures = page.getByRole('list', { name: 'Daily figures' });
    const figure = figures.getByRole('listitem').filter({ hasText: title });
    await figure.first().waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('table').count(), 0, 'no table on a phone');
    assert.match((await figure.first().textContent()) ?? '', /Views\s*1/);
    assert.equal(await overflow(page), 0, 'analytics scrolls sideways');
    assert.deepEqual(await seriousViolations(page), []);
    await figures.scrollIntoViewIfNeeded();
    await j.step('analytics');
  },
  { viewport: MOBILE, timeoutMs: 150_000 },
);
