import assert from 'node:assert/strict';
import type { Response } from '@playwright/test';
import { e2eSuite, MOBILE } from './harness';

const { journey } = e2eSuite();

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

journey('landing page shows its content and leads to registration and the demo dashboard', async (j) => {
  const { page } = j;
  await j.goto('/');
  const kyc = page.getByRole('region', { name: 'How verification works' });
  await kyc.waitFor();
  assert.equal(await page.title(), 'IssuerWire · Compliant investor communications for verified issuers');
  const steps = await kyc.getByRole('listitem').getByRole('heading').allTextContents();
  assert.deepEqual(steps, ['Submit form', 'Automated checks', 'Email confirmation', 'Account approved']);
  await page.getByRole('img', { name: /distribution network/i }).waitFor();
  const disclosures = await page
    .getByRole('region', { name: 'Three disclosures on every piece' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  assert.deepEqual(disclosures, ['Paid content', 'AI-assisted', 'Not investment advice']);
  assert.equal(await page.getByRole('link', { name: 'Start Verification' }).getAttribute('href'), '/register');
  await j.step('landing');

  await page.getByRole('link', { name: 'Start Verification' }).click();
  await page.getByRole('heading', { level: 1, name: 'Issuer verification' }).waitFor();
  assert.equal(j.path(), '/register');
  await j.step('register');

  await page.goBack();
  await page.getByRole('link', { name: 'View Demo Dashboard' }).click();
  // The read-only demo workspace opens without signing in (demo.e2e.ts follows it further).
  await page.getByRole('region', { name: 'Demo workspace — read-only' }).waitFor();
  assert.equal(j.path(), '/dashboard');
  await j.step('demo-dashboard');
});

journey('landing page JavaScript arrives brotli-compressed, at most 250 KB over the wire', async (j) => {
  const { page } = j;
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await j.goto('/');
  await page.getByRole('region', { name: 'How verification works' }).waitFor();
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
  journey(`${path} preloads every script it runs from its HTML, in at most ${AUTH_PAGE_MAX_REQUESTS} requests`, async (j) => {
    const { page } = j;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const answer = await page.goto(j.url(path), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
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

journey('every public screen of the spec opens from a direct link', async (j) => {
  for (const [path, heading] of publicScreens) {
    await j.goto(path);
    await j.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    assert.equal(await j.page.getByText('Page Not Found').count(), 0, `${path} showed the 404 page`);
    await j.step(path);
  }
});

journey('an unknown path shows Page Not Found with a way home', async (j) => {
  const { page } = j;
  const answer = await page.goto(j.url('/this/page/does-not-exist'), { waitUntil: 'load' });
  // HTTP says so too (crawlers, monitors, link checkers), while the screen explains it.
  assert.equal(answer?.status(), 404);
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  await j.step('not-found');

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.getByRole('region', { name: 'How verification works' }).waitFor();
  assert.equal(j.path(), '/');
});

journey(
  'landing page on a phone',
  async (j) => {
    await j.goto('/');
    await j.page.getByRole('region', { name: 'How verification works' }).waitFor();
    const overflow = await j.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await j.step('landing-mobile');
  },
  { viewport: MOBILE },
);
