import assert from 'node:assert/strict';
import type { Response } from '@playwright/test';
import { MOBILE } from './app-server';
import { expect, test } from './fixtures';

// Spec section 2 screens outside the app shell, with the heading each shows.
const publicScreens = [
  ['/login', 'Sign in'],
  ['/signup', 'Create your account'],
  ['/kyc-registration', 'Issuer verification'],
  ['/register', 'Issuer verification'],
  ['/guidelines', 'Disclosure guidelines'],
  ['/content-generator', 'Compliant content generator'],
  ['/ticker-authorization', 'Ticker authorization'],
  ['/user-demo', 'Verified issuer demo'],
  ['/forgot-password', 'Reset your password'],
] as const;

const LANDING_JS_BUDGET_BYTES = 250 * 1024;

test('landing page shows its content and leads to registration and the demo dashboard', async ({ page, shot }) => {
  await page.goto('/');
  const kyc = page.getByRole('region', { name: 'How verification works' });
  await expect(kyc).toBeVisible();
  assert.equal(await page.title(), 'IssuerWire · Compliant investor communications for verified issuers');
  const steps = await kyc.getByRole('listitem').getByRole('heading').allTextContents();
  assert.deepEqual(steps, ['Submit form', 'Automated checks', 'Email confirmation', 'Account approved']);
  await expect(page.getByRole('img', { name: /distribution network/i })).toBeVisible();
  const disclosures = await page
    .getByRole('region', { name: 'Three disclosures on every piece' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  assert.deepEqual(disclosures, ['Paid content', 'AI-assisted', 'Not investment advice']);
  await expect(page.getByRole('link', { name: 'Start Verification' })).toHaveAttribute('href', '/register');
  await shot('landing');

  await page.getByRole('link', { name: 'Start Verification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Issuer verification' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await shot('register');

  await page.goBack();
  await page.getByRole('link', { name: 'View Demo Dashboard' }).click();
  // The read-only demo workspace opens without signing in (demo.e2e.ts follows it further).
  await expect(page.getByRole('region', { name: 'Demo workspace — read-only' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await shot('demo-dashboard');
});

test('landing page JavaScript arrives brotli-compressed, at most 250 KB over the wire', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'How verification works' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let transferred = 0;
  for (const response of scripts) {
    const { responseBodySize } = await response.request().sizes();
    transferred += responseBodySize;
    // Every script over 1 KB has a brotli copy from the build, and Chromium accepts br.
    if ((await response.body()).length >= 1024) assert.equal(response.headers()['content-encoding'], 'br', response.url());
  }
  console.log(`landing page JavaScript: ${scripts.length} files, ${(transferred / 1024).toFixed(1)} KB over the wire`);
  assert.ok(scripts.length > 0, 'no JavaScript was loaded');
  assert.ok(transferred <= LANDING_JS_BUDGET_BYTES, `${(transferred / 1024).toFixed(1)} KB is over the 250 KB budget`);
});

// Issue 19: on a phone every round trip counts. A directly opened sign-in or sign-up page names every
// script it runs in its own HTML (the entry and modulepreload links), so the browser fetches them all at
// once instead of discovering them one import at a time, and the whole page is a handful of requests.
const AUTH_PAGE_MAX_REQUESTS = 15;

for (const [path, heading] of [
  ['/login', 'Sign in'],
  ['/signup', 'Create your account'],
] as const) {
  test(`${path} preloads every script it runs from its HTML, in at most ${AUTH_PAGE_MAX_REQUESTS} requests`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const answer = await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const html = (await answer?.text()) ?? '';
    const named = new Set(
      [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]),
    );
    const scripts = requested.filter((url) => url.endsWith('.js'));
    assert.ok(scripts.length > 0, 'no JavaScript was loaded');
    for (const script of scripts)
      assert.ok(named.has(script), `${script} was not named in the HTML of ${path}: found only by a later import`);
    assert.ok(
      requested.length <= AUTH_PAGE_MAX_REQUESTS,
      `${path} made ${requested.length} requests (at most ${AUTH_PAGE_MAX_REQUESTS}): ${requested.join(', ')}`,
    );
  });
}

test('every public screen of the spec opens from a direct link', async ({ page, shot }) => {
  for (const [path, heading] of publicScreens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Page Not Found'), `${path} showed the 404 page`).toHaveCount(0);
    await shot(path);
  }
});

test('an unknown path shows Page Not Found with a way home', async ({ page, shot }) => {
  const answer = await page.goto('/this/page/does-not-exist', { waitUntil: 'load' });
  // HTTP says so too (crawlers, monitors, link checkers), while the screen explains it.
  assert.equal(answer?.status(), 404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await shot('not-found');

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('region', { name: 'How verification works' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('landing page on a phone', async ({ page, shot }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'How verification works' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await shot('landing-mobile');
  });
});
