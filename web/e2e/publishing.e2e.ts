// A verified issuer publishes: connect X in Settings (the server runs X in sandbox, so nothing is sent),
// publish an article now, schedule it for later on Substack, find it on the Publishing calendar, cancel it.
import assert from 'node:assert/strict';
// The app's own datetime-local formatting: Chromium runs in the machine's zone, as this process does.
import { toDateTimeLocal } from '../src/lib/format';
import { campaignWithArticle, signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { MOBILE } from './app-server';
import { expect, withServer } from './fixtures';

// The publishing calendar and its lists count every post of the demo issuer's day, and other journeys schedule
// posts as it too: this file has a server of its own.
const test = withServer({});

const dayLabel = (d: Date) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(d);

test('a verified issuer connects X in sandbox, publishes now, schedules for later, sees it on the calendar and cancels it', async ({
  page,
  shot,
}) => {
  test.setTimeout(120_000);

  await signInAsDemoIssuer(page);
  const campaign = 'Demo Issuer publishing journey';
  await campaignWithArticle(page, campaign);

  // Settings: X runs in sandbox on this server; connecting an account keeps it visibly so.
  await page.goto('/settings');
  const x = page.getByRole('region', { name: 'X (Twitter)', exact: true });
  await expect(x.getByText('Not connected')).toBeVisible();
  await expect(x.getByText('Sandbox: nothing is sent')).toBeVisible();
  // Connect with X (sign-in) is offered exactly when the server says it can do it.
  const answer = await page.request.post('/graphql', {
    data: { query: '{ platforms { nodes { id oauthAvailable oauthStartUrl } } }' },
  });
  const listed = (
    (await answer.json()) as { data: { platforms: { nodes: { id: string; oauthAvailable: boolean; oauthStartUrl: string | null }[] } } }
  ).data.platforms.nodes;
  const xOAuth = listed.find((p) => p.id === 'TWITTER');
  assert.ok(xOAuth, 'the twitter platform is installed');
  const signIn = x.getByRole('link', { name: 'Connect with X' });
  if (xOAuth.oauthAvailable) await expect(signIn).toHaveAttribute('href', xOAuth.oauthStartUrl!);
  else await expect(signIn).toHaveCount(0);
  // Signing in comes first; raw tokens are the advanced path, behind a button (issue 38, item 8).
  if (xOAuth.oauthAvailable) {
    await expect(x.getByLabel('Access token')).toHaveCount(0);
    await x.getByRole('button', { name: 'Advanced: enter access tokens instead' }).click();
  }
  const token = 'e2e-access-token-0123456789abcdef';
  const tokenField = x.getByLabel('Access token');
  await expect(tokenField).toHaveAttribute('type', 'password');
  await tokenField.fill(token);
  await x.getByLabel('Username').fill('demoissuer');
  await shot('settings-x-filled');
  await x.getByRole('button', { name: 'Connect X (Twitter)' }).click();
  await waitForToast(page, 'Platform Connected');
  await expect(x.getByText('Connected', { exact: true })).toBeVisible();
  await expect(x.getByText(/Connected as @demoissuer/)).toBeVisible();
  await expect(x.getByText('Sandbox: nothing is sent')).toBeVisible();
  await expect(tokenField, 'the secret is not kept in the form').toHaveValue('');
  assert.ok(!(await page.content()).includes(token), 'the secret is never shown back');
  await shot('settings-x-connected');

  // The article's preview: Publish Now to X + Medium, both in sandbox.
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByRole('button', { name: `Open the article of ${campaign}` }).click();
  const preview = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: 'Schedule for later' }) });
  await expect(preview.getByRole('article', { name: 'Article text' })).toBeVisible();
  const title = ((await preview.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
  assert.ok(title, 'the article has a title');
  await expect(
    preview
      .getByLabel('Sandbox platforms')
      .getByText(/: Sandbox, nothing is sent/)
      .first(),
  ).toBeVisible();
  await preview.getByRole('button', { name: 'Publish Now' }).click();
  await waitForToast(page, 'Article Published');
  const result = preview.getByRole('status', { name: 'Publishing result' });
  const rows = result.getByRole('list', { name: 'Platforms' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText(/Published.*Sandbox: nothing was sent/);
  }
  await shot('published-now');

  // Schedule for later: a time in the past is refused with the server's message, then tomorrow at 10:00.
  await preview.getByRole('combobox', { name: 'Platforms' }).click();
  await page.getByRole('option', { name: 'Substack' }).click();
  await preview.getByRole('checkbox', { name: 'Schedule for later' }).check();
  const when = preview.getByLabel('Publish at');
  const yesterday = new Date(Date.now() - 86_400_000);
  await when.fill(toDateTimeLocal(yesterday));
  await preview.getByRole('button', { name: 'Schedule' }).click();
  await expect(preview.getByText('The scheduled time must not be in the past')).toBeVisible();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(10, 0, 0, 0);
  await when.fill(toDateTimeLocal(tomorrow));
  await preview.getByRole('button', { name: 'Schedule' }).click();
  await waitForToast(page, 'Scheduled');
  const substack = result.getByRole('listitem').filter({ hasText: 'Substack' });
  await expect(substack.getByText('Scheduled', { exact: true })).toBeVisible();
  await shot('scheduled');
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  // The Publishing screen: the scheduled post on tomorrow's square and in the list; cancel it there.
  await page.goto('/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
  if (tomorrow.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
  const calendar = page.getByRole('grid', { name: 'Publishing calendar' });
  await expect(
    calendar.getByRole('gridcell', { name: new RegExp(`^${dayLabel(tomorrow)}: 1 item`) }).getByText(`Substack: ${title}`),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Publishing items' });
  const scheduledItem = list.getByRole('listitem', { name: `Substack: ${title}` });
  await expect(scheduledItem.getByText('Scheduled', { exact: true })).toBeVisible();
  if (tomorrow.getMonth() === new Date().getMonth()) {
    const xItem = list.getByRole('listitem', { name: `X (Twitter): ${title}` });
    await expect(xItem.getByText('Published', { exact: true })).toBeVisible();
    await expect(xItem.getByText('Sandbox: nothing was sent')).toBeVisible();
    await expect(xItem.getByRole('link', { name: 'View the hosted page' })).toBeVisible();
  }
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Scheduled' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await shot('calendar');

  await scheduledItem.getByRole('button', { name: 'Cancel' }).click();
  await waitForToast(page, 'Cancelled');
  await expect(scheduledItem, 'a cancelled post leaves the Scheduled list').toHaveCount(0);
  // The month under All: the calendar leaves a cancelled post out (the server does; the cached month once showed it
  // until the refetch removed it), and the article's other posts stay.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();
  if (tomorrow.getMonth() === new Date().getMonth()) {
    await expect(list.getByRole('listitem', { name: `Medium: ${title}` })).toBeVisible();
    await expect(list.getByRole('listitem', { name: `X (Twitter): ${title}` })).toBeVisible();
  }
  await expect(scheduledItem, 'a cancelled post is off the calendar').toHaveCount(0);
  await expect(calendar.getByText(`Substack: ${title}`)).toHaveCount(0);
  await shot('cancelled');

  // On a phone the calendar and list still fit (day squares show counts); the cancelled post stays off after a reload.
  await page.setViewportSize(MOBILE);
  await page.goto('/publishing');
  await expect(list.getByRole('listitem', { name: `Medium: ${title}` })).toBeVisible();
  await expect(scheduledItem, 'a cancelled post is off the calendar').toHaveCount(0);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling on a phone');
  await shot('phone');
});
