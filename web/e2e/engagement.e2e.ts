// Engagement measured live: a published article's hosted page is read in another browser, the dashboard's
// tracker counts the view without a reload, and the Analytics screen shows it, narrows the range and exports CSV.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { expect, withServer } from './fixtures';

// Analytics' totals count every campaign of the demo issuer, and other journeys publish and read as it too: this
// file has a server of its own.
const test = withServer({});

// A reader's browser: headless Chromium names itself in its User-Agent and is filtered out as a bot.
const READER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The demo issuer's campaign with its article, published (the publishing screens have their own journey). */
async function publishedCampaign(page: Page, title: string): Promise<{ campaignId: string; hostedPath: string }> {
  await signInAsDemoIssuer(page);
  const { campaignId, articleId } = await campaignWithArticle(page, title);
  const response = await page.request.post(`/api/articles/${articleId}/publish`, {
    data: { platforms: ['twitter'] },
    headers: { 'idempotency-key': randomUUID() },
  });
  assert.equal(response.status(), 200, await response.text());
  const { hostedUrl } = (await response.json()) as { hostedUrl: string };
  return { campaignId, hostedPath: new URL(hostedUrl).pathname };
}

/** Waits (without reloading) until a tracker figure reads `value`. */
async function trackerFigure(page: Page, card: string, label: string, value: number): Promise<void> {
  const figure = page
    .getByRole('region', { name: 'Live Engagement Tracker' })
    .getByRole('region', { name: card })
    .getByTestId(`figure-${label}`);
  await expect(figure.filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible({ timeout: 20_000 });
}

test('the tracker counts a hosted-page visit live, and Analytics shows it, narrows the range and exports it as CSV', async ({
  page,
  shot,
  baseURL,
}) => {
  test.setTimeout(150_000);

  const title = `Engagement journey ${Date.now().toString(36)}`;
  const { campaignId, hostedPath } = await publishedCampaign(page, title);

  // Selecting the campaign in Recent Campaigns opens it in the tracker, and the URL says so.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Track engagement of ${title}` }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('campaign') === campaignId);
  const tracker = page.getByRole('region', { name: 'Live Engagement Tracker' });
  await expect(tracker.getByText('No engagement yet')).toBeVisible();
  await expect(tracker.getByRole('region', { name: 'Stock performance' }).getByText(`Stock performance · ${DEMO_TICKER}`)).toBeVisible();
  await expect(tracker.getByText('Live updates', { exact: true })).toBeVisible();
  await expect(tracker.getByText(/industry average/i)).toHaveCount(0);
  await shot('tracker-no-engagement-yet');

  // A reader opens the hosted page in another browser; the tracker moves without a reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const browser = page.context().browser();
  assert.ok(browser);
  const reader = await browser.newContext({ userAgent: READER_USER_AGENT });
  try {
    const readerPage = await reader.newPage();
    const visit = await readerPage.goto(new URL(hostedPath, baseURL).href);
    assert.equal(visit?.status(), 200);
    await expect(readerPage.getByRole('heading', { level: 2, name: 'Disclosures' })).toBeVisible();
    await trackerFigure(page, 'Hosted page', 'views', 1);
    // The same reader again is not a new reader; a second reader (another browser) is.
    await readerPage.reload();
    await expect(readerPage.getByRole('heading', { level: 2, name: 'Disclosures' })).toBeVisible();
    const second = await browser.newContext({ userAgent: READER_USER_AGENT.replace('Chrome/130', 'Chrome/131') });
    try {
      assert.equal((await (await second.newPage()).goto(new URL(hostedPath, baseURL).href))?.status(), 200);
    } finally {
      await second.close();
    }
    await trackerFigure(page, 'Hosted page', 'views', 2);
    await expect(page.getByRole('region', { name: 'Live Engagement Tracker' }).getByText('Unique readers', { exact: true })).toHaveCount(1);
  } finally {
    await reader.close();
  }
  assert.equal(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    true,
    'the dashboard was not reloaded',
  );
  await shot('tracker-counted-visits');

  // Analytics: today's visits, a narrower range in the URL, and the CSV the server writes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Views' }).getByText('2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('range') === '7');
  const figures = page.getByRole('table', { name: 'Daily figures' });
  const today = figures.getByRole('row').filter({ hasText: title });
  await expect(today.filter({ hasText: 'Hosted page' })).toBeVisible();
  await shot('analytics-7-days');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^issuerwire-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  assert.equal(csv[0], 'date,campaign_id,campaign,ticker,platform,views,clicks,shares,likes,comments');
  const day = new Date().toISOString().slice(0, 10);
  assert.ok(csv.includes(`${day},${campaignId},${title},${DEMO_TICKER},Hosted page,2,0,0,0,0`), `CSV rows:\n${csv.join('\n')}`);
});
