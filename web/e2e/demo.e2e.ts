// Issue 17 point 7: a visitor opens the read-only demo workspace from the landing page without signing in,
// sees the fictional DEMO issuer's campaigns in several statuses and its engagement, and a write is refused
// with the read-only message. axe on every route visited, at desktop and phone sizes.
import assert from 'node:assert/strict';
import { DEMO_READ_ONLY_MESSAGE } from '../../api/src/lib/read-only';
import { seriousViolations } from './axe';
import { DESKTOP, e2eSuite, MOBILE, type Journey } from './harness';

const { journey } = e2eSuite();

const BANNER = 'Demo workspace — read-only';

/** axe on the page as shown now (after its first queries), collected per route. */
async function check(j: Journey, found: string[]): Promise<void> {
  await j.page.waitForLoadState('networkidle');
  found.push(...(await seriousViolations(j.page)));
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  journey(
    `a visitor opens the read-only demo workspace from the landing page, looks around, and a change is refused (${size})`,
    async (j) => {
      const { page } = j;
      const found: string[] = [];
      await j.goto('/');
      await check(j, found);
      await page.getByRole('link', { name: 'View Demo Dashboard' }).click();

      // No sign-in: the demo session opens and the dashboard loads as the demo workspace's user.
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      const banner = page.getByRole('region', { name: BANNER });
      await banner.waitFor();
      await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
      const campaigns = page.getByRole('main');
      // Recent Campaigns lists the workspace's campaigns with their status badges.
      await campaigns.getByText('Scheduled', { exact: true }).first().waitFor();
      const text = (await campaigns.textContent()) ?? '';
      for (const status of ['Published', 'Scheduled', 'Draft', 'Failed']) assert.match(text, new RegExp(status), `a ${status} campaign`);
      // Engagement measured from the seeded month of readers: a real, non-zero number on the card.
      const engagement = page.getByRole('region', { name: 'Total Engagement' });
      await engagement.waitFor();
      const figure = ((await engagement.textContent()) ?? '').match(/\d[\d,.]*/)?.[0] ?? '0';
      assert.ok(Number(figure.replace(/,/g, '')) > 0, `Total Engagement shows ${figure}`);
      await check(j, found);
      await j.step('demo-dashboard');

      // A change: archiving a campaign answers the read-only message, and nothing changes.
      await page.getByRole('button', { name: 'Archive Demo Cloud now available to every customer' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Archive this campaign?' });
      await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
      await page.getByText(DEMO_READ_ONLY_MESSAGE).first().waitFor();
      await j.step('read-only-refusal');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // axe reads a fading dialog's text as low contrast: check once it has gone.
      await dialog.waitFor({ state: 'hidden' });
      await check(j, found);

      // The other screens read the same workspace.
      await j.goto('/analytics');
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      await banner.waitFor();
      // The month of readers, and the newswire orders marked as the sandbox orders they are.
      await page.getByText('Views over time', { exact: true }).first().waitFor({ timeout: 30_000 });
      await page.getByRole('main').getByText('Sandbox', { exact: true }).first().waitFor();
      await check(j, found);
      await j.step('demo-analytics');
      await j.goto('/articles');
      await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
      await page.getByRole('main').getByText('Published', { exact: true }).first().waitFor();
      await check(j, found);
      await j.step('demo-articles');

      // Leaving ends the demo session: the dashboard asks to sign in again.
      await banner.getByRole('button', { name: 'Leave demo' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await j.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
      assert.deepEqual(found, [], found.join('\n'));
    },
    { viewport, timeoutMs: 180_000 },
  );
}
