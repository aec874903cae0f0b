import assert from 'node:assert/strict';
import { signUpViaApi } from './accounts';
import { e2eSuite, MOBILE } from './harness';

const { journey } = e2eSuite();

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

journey('the sidebar navigates between all seven entries and highlights the current one', async (j) => {
  const { page } = j;
  await signUpViaApi(j); // app screens need a signed-in user
  await j.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  // The next plan up from the account's Pro, and what it really includes (no "unlimited").
  const upgrade = page.getByRole('complementary', { name: 'Upgrade to Agency' });
  await upgrade.getByText('25 articles a month, syndication; $10K+/month').waitFor();

  for (const [label, path, heading] of [...entries.slice(1), entries[0]]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    assert.equal(j.path(), path);
    const current = await nav.locator('[aria-current="page"]').allTextContents();
    assert.deepEqual(current, [label]);
    await j.step(label);
  }

  // Upgrade Now opens the plan change (the same one the budget cards make).
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.getByRole('dialog', { name: 'Your plan' }).waitFor();
});

journey('a deep link to /dashboard survives a reload', async (j) => {
  const { page } = j;
  await signUpViaApi(j); // app screens need a signed-in user
  await j.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
  assert.equal(await page.title(), 'Campaign Dashboard · IssuerWire');
  await j.step('dashboard-after-reload');

  await j.goto('/campaigns/new');
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'New Campaign' }).waitFor();
});

journey('the collapsed sidebar labels its icons with tooltips and stays collapsed on reload', async (j) => {
  const { page } = j;
  await signUpViaApi(j); // app screens need a signed-in user
  await j.goto('/dashboard');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const analytics = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' });
  await analytics.hover();
  const tip = page.getByRole('tooltip', { name: 'Analytics' });
  await tip.waitFor();
  await j.step('collapsed-tooltip');

  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'hidden' });

  await page.reload({ waitUntil: 'load' });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
});

journey(
  'on a phone the sidebar opens from the menu button and closes after choosing an entry',
  async (j) => {
    const { page } = j;
    await signUpViaApi(j); // app screens need a signed-in user
    await j.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.isVisible(), false);
    await j.step('closed');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.waitFor();
    await j.step('open');

    await nav.getByRole('link', { name: 'Articles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    assert.equal(j.path(), '/articles');
    await j.step('articles');
  },
  { viewport: MOBILE },
);

journey(
  'the issuer’s fourth card is its spend this month, never “Revenue Generated”, at both sizes; the owner is offered the plan',
  async (j) => {
    const { page } = j;
    await signUpViaApi(j); // the account's owner
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await j.goto('/dashboard');
      const spend = page.getByRole('region', { name: 'Spend this month' });
      await spend.getByText('$0', { exact: true }).waitFor();
      await spend.getByText(/billed this month; no payment is processed/).waitFor();
      assert.equal(await page.getByRole('region', { name: 'Revenue Generated' }).count(), 0);
      await spend.scrollIntoViewIfNeeded();
      await j.step(`spend-${size}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await j.goto('/campaigns/new');
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your plan' });
    await dialog.getByText(/Each article beyond them costs \$420, shown and confirmed before it is charged\./).waitFor();
    await j.step('plan-dialog');
  },
);

journey('a newly typed URL opens at the top, not at the previous page’s scroll position', async (j) => {
  const { page } = j;
  await signUpViaApi(j); // app screens need a signed-in user
  await j.goto('/');
  await page.getByRole('region', { name: 'Three disclosures on every piece' }).scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => window.scrollY)) > 0);

  await j.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
});
