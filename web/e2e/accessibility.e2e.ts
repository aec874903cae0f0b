// Issue 17 point 10: axe-core finds no serious or critical violation on any route, at desktop and
// phone sizes, for a visitor and for a signed-in issuer.
import assert from 'node:assert/strict';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { DESKTOP, e2eSuite, MOBILE, type Journey } from './harness';

const { journey } = e2eSuite();

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

async function visitAll(j: Journey, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await j.goto(route);
    // Lazy routes and their first queries: the main landmark's content is what axe should see.
    await j.page.getByRole('main').first().waitFor();
    await j.page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(j.page)));
  }
  return found;
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  journey(
    `a visitor meets no serious accessibility violation on any public page (${size})`,
    async (j) => {
      const found = await visitAll(j, PUBLIC_ROUTES);
      assert.deepEqual(found, [], found.join('\n'));
    },
    { viewport, timeoutMs: 180_000 },
  );

  journey(
    `a signed-in issuer meets no serious accessibility violation on any screen (${size})`,
    async (j) => {
      await signInAsDemoIssuer(j);
      // Data the empty screens would not show: an article with two versions (the History tab's diff) and a
      // scheduled post (the publishing calendar's day cells with items in them).
      const { articleId } = await campaignWithArticle(j, `Accessibility check ${size}`);
      const article = await (await j.page.request.get(j.url(`/api/articles/${articleId}`))).json();
      const edited = await j.page.request.put(j.url(`/api/articles/${articleId}`), {
        data: { title: article.title, content: `${article.content}\n\nThe support office opens in March.` },
      });
      assert.equal(edited.status(), 200, await edited.text());
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await j.page.request.post(j.url(`/api/articles/${articleId}/publish`), {
        data: { platforms: ['medium'], scheduledFor: tomorrow },
      });
      assert.equal(scheduled.status(), 200, await scheduled.text());
      const found = await visitAll(j, SIGNED_IN_ROUTES);
      await j.goto(`/articles/${articleId}`);
      const dialog = j.page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'History' }).click();
      await dialog
        .getByLabel(/Changes in version/)
        .first()
        .waitFor();
      found.push(...(await seriousViolations(j.page)).map((v) => `History tab: ${v}`));
      assert.deepEqual(found, [], found.join('\n'));
    },
    { viewport, timeoutMs: 180_000 },
  );
}
