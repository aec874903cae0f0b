// Issue 17 point 7: a visitor opens the read-only demo workspace from the landing page without signing in,
// sees the fictional DEMO issuer's campaigns in several statuses and its engagement, and a write is refused
// with the read-only message. axe on every route visited, at desktop and phone sizes.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DEMO_READ_ONLY_MESSAGE } from '../../api/src/lib/read-only';
import { seriousViolations } from './axe';
import { DESKTOP, MOBILE } from './app-server';
import { expect, test } from './fixtures';

const BANNER = 'Demo workspace — read-only';

/** axe on the page as shown now (after its first queries), collected per route. */
async function check(page: Page, found: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  found.push(...(await seriousViolations(page)));
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test.describe(() => {
    test.use({ viewport });
    test(`a visitor opens the read-only demo workspace from the landing page, looks around, and a change is refused (${size})`, async ({
      page,
      shot,
    }) => {
      test.setTimeout(180_000);

      const found: string[] = [];
      await page.goto('/');
      await check(page, found);
      await page.getByRole('link', { name: 'View Demo Dashboard' }).click();

      // No sign-in: the demo session opens and the dashboard loads as the demo workspace's user.
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      const banner = page.getByRole('region', { name: BANNER });
      await expect(banner).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
      const campaigns = page.getByRole('main');
      // Recent Campaigns lists the workspace's campaigns with their status badges.
      await expect(campaigns.getByText('Scheduled', { exact: true }).first()).toBeVisible();
      const text = (await campaigns.textContent()) ?? '';
      for (const status of ['Published', 'Scheduled', 'Draft', 'Failed']) assert.match(text, new RegExp(status), `a ${status} campaign`);
      // Engagement measured from the seeded month of readers: a real, non-zero number on the card.
      const engagement = page.getByRole('region', { name: 'Total Engagement' });
      await expect(engagement).toBeVisible();
      const figure = ((await engagement.textContent()) ?? '').match(/\d[\d,.]*/)?.[0] ?? '0';
      assert.ok(Number(figure.replace(/,/g, '')) > 0, `Total Engagement shows ${figure}`);
      await check(page, found);
      await shot('demo-dashboard');

      // A change: archiving a campaign answers the read-only message, and nothing changes.
      await page.getByRole('button', { name: 'Archive Demo Cloud now available to every customer' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Archive this campaign?' });
      await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
      await expect(page.getByText(DEMO_READ_ONLY_MESSAGE).first()).toBeVisible();
      await shot('read-only-refusal');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // axe reads a fading dialog's text as low contrast: check once it has gone.
      await expect(dialog).toBeHidden();
      await check(page, found);

      // The other screens read the same workspace.
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(banner).toBeVisible();
      // The month of readers, and the newswire orders marked as the sandbox orders they are.
      await expect(page.getByText('Views over time', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('main').getByText('Sandbox', { exact: true }).first()).toBeVisible();
      await check(page, found);
      await shot('demo-analytics');
      await page.goto('/articles');
      await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
      await expect(page.getByRole('main').getByText('Published', { exact: true }).first()).toBeVisible();
      await check(page, found);
      await shot('demo-articles');

      // Leaving ends the demo session: the dashboard asks to sign in again.
      await banner.getByRole('button', { name: 'Leave demo' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await page.goto('/dashboard');
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      assert.deepEqual(found, [], found.join('\n'));
    });
  });
}
