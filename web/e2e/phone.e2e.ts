// Reading an article on a phone: its preview and the content generator's result are the same Markdown
// rendering (articles.markdown.ts), and both must fit a 390 px screen without sideways scrolling.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
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
