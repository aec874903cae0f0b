// A verified issuer publishes: connect X in Settings (the server runs X in sandbox, so nothing is sent),
// publish an article now, schedule it for later on Substack, find it on the Publishing calendar, cancel it.
import assert from 'node:assert/strict';
// The app's own datetime-local formatting: Chromium runs in the machine's zone, as this process does.
import { toDateTimeLocal } from '../src/lib/format';
import { campaignWithArticle, signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { e2eSuite, MOBILE } from './harness';

const { journey } = e2eSuite();

const dayLabel = (d: Date) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(d);

journey(
  'a verified issuer connects X in sandbox, publishes now, schedules for later, sees it on the calendar and cancels it',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    const campaign = 'Demo Issuer publishing journey';
    await campaignWithArticle(j, campaign);

    // Settings: X runs in sandbox on this server; connecting an account keeps it visibly so.
    await j.goto('/settings');
    const x = page.getByRole('region', { name: 'X (Twitter)', exact: true });
    await x.getByText('Not connected').waitFor();
    await x.getByText('Sandbox: nothing is sent').waitFor();
    // Connect with X (sign-in) is offered exactly when the server says it can do it.
    const answer = await page.request.post(j.url('/graphql'), {
      data: { query: '{ platforms { nodes { id oauthAvailable oauthStartUrl } } }' },
    });
    const listed = (
      (await answer.json()) as { data: { platforms: { nodes: { id: string; oauthAvailable: boolean; oauthStartUrl: string | null }[] } } }
    ).data.platforms.nodes;
    const xOAuth = listed.find((p) => p.id === 'TWITTER');
    assert.ok(xOAuth, 'the twitter platform is installed');
    const signIn = x.getByRole('link', { name: 'Connect with X' });
    if (xOAuth.oauthAvailable) assert.equal(await signIn.getAttribute('href'), xOAuth.oauthStartUrl);
    else assert.equal(await signIn.count(), 0);
    // Signing in comes first; raw tokens are the advanced path, behind a button (issue 38, item 8).
    if (xOAuth.oauthAvailable) {
      assert.equal(await x.getByLabel('Access token').count(), 0);
      await x.getByRole('button', { name: 'Advanced: enter access tokens instead' }).click();
    }
    const token = 'e2e-access-token-0123456789abcdef';
    const tokenField = x.getByLabel('Access token');
    assert.equal(await tokenField.getAttribute('type'), 'password');
    await tokenField.fill(token);
    await x.getByLabel('Username').fill('demoissuer');
    await j.step('settings-x-filled');
    await x.getByRole('button', { name: 'Connect X (Twitter)' }).click();
    await waitForToast(page, 'Platform Connected');
    await x.getByText('Connected', { exact: true }).waitFor();
    await x.getByText(/Connected as @demoissuer/).waitFor();
    await x.getByText('Sandbox: nothing is sent').waitFor();
    assert.equal(await tokenField.inputValue(), '', 'the secret is not kept in the form');
    assert.ok(!(await page.content()).includes(token), 'the secret is never shown back');
    await j.step('settings-x-connected');

    // The article's preview: Publish Now to X + Medium, both in sandbox.
    await j.goto('/articles');
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await page.getByRole('button', { name: `Open the article of ${campaign}` }).click();
    const preview = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: 'Schedule for later' }) });
    await preview.getByRole('article', { name: 'Article text' }).waitFor();
    const title = ((await preview.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
    assert.ok(title, 'the article has a title');
    await preview
      .getByLabel('Sandbox platforms')
      .getByText(/: Sandbox, nothing is sent/)
      .first()
      .waitFor();
    await preview.getByRole('button', { name: 'Publish Now' }).click();
    await waitForToast(page, 'Article Published');
    const result = preview.getByRole('status', { name: 'Publishing result' });
    const rows = result.getByRole('list', { name: 'Platforms' }).getByRole('listitem');
    assert.equal(await rows.count(), 2);
    for (const row of await rows.all()) {
      assert.match((await row.textContent()) ?? '', /Published.*Sandbox: nothing was sent/);
    }
    await j.step('published-now');

    // Schedule for later: a time in the past is refused with the server's message, then tomorrow at 10:00.
    await preview.getByRole('combobox', { name: 'Platforms' }).click();
    await page.getByRole('option', { name: 'Substack' }).click();
    await preview.getByRole('checkbox', { name: 'Schedule for later' }).check();
    const when = preview.getByLabel('Publish at');
    const yesterday = new Date(Date.now() - 86_400_000);
    await when.fill(toDateTimeLocal(yesterday));
    await preview.getByRole('button', { name: 'Schedule' }).click();
    await preview.getByText('The scheduled time must not be in the past').waitFor();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(10, 0, 0, 0);
    await when.fill(toDateTimeLocal(tomorrow));
    await preview.getByRole('button', { name: 'Schedule' }).click();
    await waitForToast(page, 'Scheduled');
    const substack = result.getByRole('listitem').filter({ hasText: 'Substack' });
    await substack.getByText('Scheduled', { exact: true }).waitFor();
    await j.step('scheduled');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'hidden' });

    // The Publishing screen: the scheduled post on tomorrow's square and in the list; cancel it there.
    await j.goto('/publishing');
    await page.getByRole('heading', { level: 1, name: 'Publishing' }).waitFor();
    if (tomorrow.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
    const calendar = page.getByRole('grid', { name: 'Publishing calendar' });
    await calendar
      .getByRole('gridcell', { name: new RegExp(`^${dayLabel(tomorrow)}: 1 item`) })
      .getByText(`Substack: ${title}`)
      .waitFor();
    const list = page.getByRole('list', { name: 'Publishing items' });
    const scheduledItem = list.getByRole('listitem', { name: `Substack: ${title}` });
    await scheduledItem.getByText('Scheduled', { exact: true }).waitFor();
    if (tomorrow.getMonth() === new Date().getMonth()) {
      const xItem = list.getByRole('listitem', { name: `X (Twitter): ${title}` });
      await xItem.getByText('Published', { exact: true }).waitFor();
      await xItem.getByText('Sandbox: nothing was sent').waitFor();
      await xItem.getByRole('link', { name: 'View the hosted page' }).waitFor();
    }
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Scheduled' }).click();
    assert.equal(await list.getByRole('listitem').count(), 1);
    await j.step('calendar');

    await scheduledItem.getByRole('button', { name: 'Cancel' }).click();
    await waitForToast(page, 'Cancelled');
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();
    await scheduledItem.getByText('Cancelled', { exact: true }).waitFor();
    assert.equal(await scheduledItem.getByRole('button', { name: 'Cancel' }).count(), 0);
    await j.step('cancelled');

    // On a phone the calendar and list still fit (day squares show counts); the calendar leaves cancelled posts out.
    await page.setViewportSize(MOBILE);
    await j.goto('/publishing');
    await list.getByRole('listitem', { name: `Medium: ${title}` }).waitFor();
    assert.equal(await scheduledItem.count(), 0, 'a cancelled post is off the calendar');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling on a phone');
    await j.step('phone');
  },
  { timeoutMs: 120_000 },
);
