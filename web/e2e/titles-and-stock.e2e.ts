// Issue 38 items 6 and 7: campaigns named by their own titles on the lists, and stock data that says what it
// is. In the demo workspace (desktop and phone): Recent Campaigns shows each campaign's title; the tracker's
// stock card and Analytics' price-and-engagement view say "Sample data" with today's date, never "Live".
import assert from 'node:assert/strict';
import { DESKTOP, e2eSuite, MOBILE } from './harness';

const { journey } = e2eSuite();

const TITLES = ['Third-quarter results: recurring revenue up 18%', 'Jordan Sample joins as head of investor relations'];
const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  journey(
    `campaigns show their titles and the stock view its as-of date, never "Live" (${size})`,
    async (j) => {
      const { page } = j;
      await j.goto('/');
      await page.getByRole('link', { name: 'View Demo Dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      const main = page.getByRole('main');
      for (const title of TITLES) await main.getByText(title, { exact: true }).first().waitFor();
      assert.doesNotMatch((await main.textContent()) ?? '', /Demo Issuer Holdings Inc\. \(fictional\) Campaign/);
      await j.step('titles-on-the-dashboard');

      // The tracker for the published results release: its quote is sample data dated today.
      await page
        .getByRole('button', { name: `Track engagement of ${TITLES[0]}` })
        .first()
        .click();
      const stock = page.getByRole('region', { name: 'Stock performance' });
      await stock.waitFor({ timeout: 30_000 });
      await stock.getByTestId('quote-badge').getByText(`Sample data, as of ${today}`).waitFor();
      assert.doesNotMatch((await stock.textContent()) ?? '', /\bLive\b/);
      await stock.getByTestId('market-data-notice').waitFor();
      await stock.scrollIntoViewIfNeeded();
      await j.step('tracker-stock-sample-data');

      await j.goto('/analytics');
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      const view = page.getByRole('figure', { name: 'DEMO: price and engagement' });
      await view.waitFor({ timeout: 30_000 });
      await view.getByTestId('stock-as-of').getByText(`Sample data, as of ${today}`).waitFor();
      assert.doesNotMatch((await view.textContent()) ?? '', /\bLive\b/);
      await view.scrollIntoViewIfNeeded();
      await j.step('analytics-stock-view');
    },
    { viewport, timeoutMs: 180_000 },
  );
}
