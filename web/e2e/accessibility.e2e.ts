// Issue 17 point 10: axe-core finds no serious or critical violation on any route, at desktop and
// phone sizes, for a visitor and for a signed-in issuer.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { DESKTOP, MOBILE } from './app-server';
import { expect, test } from './fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/guidelines',
  '/content-generator',
  '/ticker-authorization',
  '/user-demo',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = [
  '/register',
  '/dashboard',
  '/campaigns/new',
  '/articles',
  '/publishing',
  '/analytics',
  '/compliance',
  '/settings',
];

async function visitAll(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    // Lazy routes and their first queries: the main landmark's content is what axe should see.
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page)));
  }
  return found;
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test.describe(() => {
    test.use({ viewport });
    test(`a visitor meets no serious accessibility violation on any public page (${size})`, async ({ page }) => {
      test.setTimeout(180_000);
      const found = await visitAll(page, PUBLIC_ROUTES);
      assert.deepEqual(found, [], found.join('\n'));
    });

    test(`a signed-in issuer meets no serious accessibility violation on any screen (${size})`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsDemoIssuer(page);
      // Data the empty screens would not show: an article with two versions (the History tab's diff) and a
      // scheduled post (the publishing calendar's day cells with items in them).
      const { articleId } = await campaignWithArticle(page, `Accessibility check ${size}`);
      const article = await (await page.request.get(`/api/articles/${articleId}`)).json();
      const edited = await page.request.put(`/api/articles/${articleId}`, {
        data: { title: article.title, content: `${article.content}\n\nThe support office opens in March.` },
      });
      assert.equal(edited.status(), 200, await edited.text());
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await page.request.post(`/api/articles/${articleId}/publish`, {
        data: { platforms: ['medium'], scheduledFor: tomorrow },
      });
      assert.equal(scheduled.status(), 200, await scheduled.text());
      const found = await visitAll(page, SIGNED_IN_ROUTES);
      await page.goto(`/articles/${articleId}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'History' }).click();
      await expect(dialog.getByLabel(/Changes in version/).first()).toBeVisible();
      found.push(...(await seriousViolations(page)).map((v) => `History tab: ${v}`));
      assert.deepEqual(found, [], found.join('\n'));
    });
  });
}
