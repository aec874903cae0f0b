// Issue 38 items 6 and 7: campaigns named by their own titles on the lists, and stock data that says what it
// is. In the demo workspace (desktop and phone): Recent Campaigns shows each campaign's title; the tracker's
// stock card and Analytics' price-and-engagement view say "Sample data" with today's date, never "Live".
import { DESKTOP, MOBILE } from './app-server';
import { expect, test } from './fixtures';

const TITLES = ['Third-quarter results: recurring revenue up 18%', 'Jordan Sample joins as head of investor relations'];
// Read when asserted, not when the file loads: a run that passes midnight UTC sees the next day's date.
const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test.describe(() => {
    test.use({ viewport });
    test(`campaigns show their titles and the stock view its as-of date, never "Live" (${size})`, async ({ page, shot }) => {
      test.setTimeout(180_000);

      await page.goto('/');
      await page.getByRole('link', { name: 'View Demo Dashboard' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      const main = page.getByRole('main');
      for (const title of TITLES) await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
      await expect(main).not.toContainText(/Demo Issuer Holdings Inc\.(?: \(fictional\))? Campaign/);
      await shot('titles-on-the-dashboard');

      // The tracker for the published results release: its quote is sample data dated today.
      await page
        .getByRole('button', { name: `Track engagement of ${TITLES[0]}` })
        .first()
        .click();
      const stock = page.getByRole('region', { name: 'Stock performance' });
      await expect(stock).toBeVisible({ timeout: 30_000 });
      await expect(stock.getByTestId('quote-badge').getByText(`Sample data, as of ${today()}`)).toBeVisible();
      await expect(stock).not.toContainText(/\bLive\b/);
      await expect(stock.getByTestId('market-data-notice')).toBeVisible();
      await stock.scrollIntoViewIfNeeded();
      await shot('tracker-stock-sample-data');

      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      const view = page.getByRole('figure', { name: 'DEMO: price and engagement' });
      await expect(view).toBeVisible({ timeout: 30_000 });
      await expect(view.getByTestId('stock-as-of').getByText(`Sample data, as of ${today()}`)).toBeVisible();
      await expect(view).not.toContainText(/\bLive\b/);
      await view.scrollIntoViewIfNeeded();
      await shot('analytics-stock-view');
    });
  });
}
