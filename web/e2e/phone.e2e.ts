// Reading an article on a phone: its preview and the content generator's result are the same Markdown
// rendering (articles.markdown.ts), and both must fit a 390 px screen without sideways scrolling.
// Tables on a phone are lists of cards (ResponsiveTable): the campaigns list and Analytics.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { MOBILE } from './app-server';
import { expect, test } from './fixtures';

/** How far the page scrolls sideways (0 when everything fits the screen's width). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe(() => {
  test.use({ viewport: MOBILE });
  test("on a phone, an article's preview and the content generator's result render their headings and fit the screen", async ({
    page,
    shot,
  }) => {
    await signInAsDemoIssuer(page);
    const { articleId } = await campaignWithArticle(page, 'Demo Issuer on a phone');

    await page.goto(`/articles/${articleId}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The composer's sections are Markdown headings: rendered as headings, not as "## ..." text.
    const text = dialog.getByRole('article', { name: 'Article text' });
    // Wait for the text to arrive (the dialog opens before the article's query answers), then count.
    await expect(text.getByRole('heading').nth(1)).toBeVisible();
    assert.ok((await text.getByRole('heading').count()) > 1, 'the preview shows the article headings');
    await expect(text).not.toContainText(/(^|\s)##\s/);
    // The sheet scrolls as a whole: the text is not squeezed into a strip above the actions.
    const shown = await text.boundingBox();
    const publish = await dialog.getByRole('button', { name: 'Publish Now' }).boundingBox();
    assert.ok(shown && publish && publish.y >= shown.y + shown.height, 'the actions come after the whole text');
    assert.equal(await overflow(page), 0, 'the preview scrolls sideways');
    await shot('article-preview');

    await page.goto('/content-generator');
    await page.getByRole('button', { name: `My company (${DEMO_TICKER})` }).click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const release = page.getByTestId('generated-content');
    await expect(release).toBeVisible();
    await expect(release).toContainText(/not investment advice/i);
    assert.equal(await overflow(page), 0, 'the generator result scrolls sideways');
    await release.scrollIntoViewIfNeeded();
    await shot('generator-result');
  });
});

// A reader's browser: headless Chromium names itself in its User-Agent and is filtered out as a bot.
const READER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('on a phone, the campaigns list and the analytics tables are cards that fit the screen, with no serious accessibility violation', async ({
    page,
    shot,
    baseURL,
  }) => {
    test.setTimeout(150_000);

    await signInAsDemoIssuer(page);
    const title = `Phone cards ${Date.now().toString(36)}`;
    const { articleId } = await campaignWithArticle(page, title);
    const published = await page.request.post(`/api/articles/${articleId}/publish`, {
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
      assert.equal((await (await reader.newPage()).goto(new URL(new URL(hostedUrl).pathname, baseURL).href))?.status(), 200);
    } finally {
      await reader.close();
    }

    await page.goto('/articles');
    const campaigns = page.getByRole('list', { name: 'Campaigns' });
    const card = campaigns.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Archive ${title}` }) });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table'), 'no table on a phone').toHaveCount(0);
    await expect(card.getByRole('heading', { level: 3 }), 'the card has its heading').toHaveCount(1);
    await expect(card, 'the ticker is labelled').toContainText(new RegExp(`Stock\\s*${DEMO_TICKER}`));
    await expect(card.getByRole('button', { name: `Open the article of ${title}` })).toBeEnabled();
    assert.equal(await overflow(page), 0, 'the campaigns list scrolls sideways');
    assert.deepEqual(await seriousViolations(page), []);
    await shot('campaigns-list');

    await page.goto('/analytics');
    const figures = page.getByRole('list', { name: 'Daily figures' });
    const figure = figures.getByRole('listitem').filter({ hasText: title });
    await expect(figure.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table'), 'no table on a phone').toHaveCount(0);
    await expect(figure.first()).toContainText(/Views\s*1/);
    assert.equal(await overflow(page), 0, 'analytics scrolls sideways');
    assert.deepEqual(await seriousViolations(page), []);
    await figures.scrollIntoViewIfNeeded();
    await shot('analytics');
  });
});
