import assert from 'node:assert/strict';
import { MOBILE } from './app-server';
import { expect, test } from './fixtures';

// The sidebar's seven entries (spec section 1) and the heading of the screen each opens.
const entries = [
  ['Dashboard', '/dashboard', 'Campaign Dashboard'],
  ['New Campaign', '/campaigns/new', 'New Campaign'],
  ['Articles', '/articles', 'Articles'],
  ['Publishing', '/publishing', 'Publishing'],
  ['Analytics', '/analytics', 'Analytics'],
  ['Compliance', '/compliance', 'Compliance'],
  ['Settings', '/settings', 'Settings'],
] as const;

test('the sidebar navigates between all seven entries and highlights the current one', async ({ page, shot, issuer: _issuer }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  // The next plan up from the account's Pro, and what it really includes (no "unlimited").
  const upgrade = page.getByRole('complementary', { name: 'Upgrade to Agency' });
  await expect(upgrade.getByText('25 articles a month, syndication; $10K+/month')).toBeVisible();

  for (const [label, path, heading] of [...entries.slice(1), entries[0]]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(nav.locator('[aria-current="page"]')).toHaveText([label]);
    await shot(label);
  }

  // Upgrade Now opens the plan change (the same one the budget cards make).
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Your plan' })).toBeVisible();
});

test('a deep link to /dashboard survives a reload', async ({ page, shot, issuer: _issuer }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  await page.reload({ waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  assert.equal(await page.title(), 'Campaign Dashboard · IssuerWire');
  await shot('dashboard-after-reload');

  await page.goto('/campaigns/new');
  await page.reload({ waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'New Campaign' })).toBeVisible();
});

test('the collapsed sidebar labels its icons with tooltips and stays collapsed on reload', async ({ page, shot, issuer: _issuer }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const analytics = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' });
  await analytics.hover();
  const tip = page.getByRole('tooltip', { name: 'Analytics' });
  await expect(tip).toBeVisible();
  await shot('collapsed-tooltip');

  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  await page.reload({ waitUntil: 'load' });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('on a phone the sidebar opens from the menu button and closes after choosing an entry', async ({ page, shot, issuer: _issuer }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await shot('closed');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    await shot('open');

    await nav.getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/articles');
    await shot('articles');
  });
});

test('the issuer’s fourth card is its spend this month, never “Revenue Generated”, at both sizes; the owner is offered the plan', async ({
  page,
  shot,
  issuer: _issuer,
}) => {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    const spend = page.getByRole('region', { name: 'Spend this month' });
    await expect(spend.getByText('$0', { exact: true })).toBeVisible();
    await expect(spend.getByText(/billed this month; no payment is processed/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue Generated' })).toHaveCount(0);
    await spend.scrollIntoViewIfNeeded();
    await shot(`spend-${size}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/campaigns/new');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your plan' });
  await expect(dialog.getByText(/Each article beyond them costs \$420, shown and confirmed before it is charged\./)).toBeVisible();
  await shot('plan-dialog');
});

test('a newly typed URL opens at the top, not at the previous page’s scroll position', async ({ page, issuer: _issuer }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Three disclosures on every piece' }).scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => window.scrollY)) > 0);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
});
