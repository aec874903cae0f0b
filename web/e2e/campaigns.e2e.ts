// A verified issuer's campaign from form to article: generate (watching the text arrive), edit, regenerate,
// export both formats, and see the campaign in the table and the figures change.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../api/src/ai/__fixtures__/fake-openai-server';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { expect, test as base } from './fixtures';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

const CHUNK_DELAY_MS = 60;

function article(title: string, lead: string): string[] {
  return [
    `# ${title}\n\n`,
    `${lead}\n\n`,
    '## What the company does\n\n',
    'Demo Issuer Holdings builds application software for mid-sized manufacturers. Its platform schedules production lines, ',
    'tracks inventory across plants and reports energy use per unit made. Customers pay a yearly subscription per site.\n\n',
    '## Recent developments\n\n',
    'The company reports that it signed two new regional customers this quarter and opened a support office in Ohio. ',
    'Management says the pipeline of pilot projects has grown, and that it expects to convert some of them in the coming year.\n\n',
    '## Risks and considerations\n\n',
    'Results may differ from plans. Customer adoption can be slower than expected, competition in scheduling software is strong, ',
    'and a small company can need new funding that dilutes existing shareholders. Readers should consult the company’s filings.',
  ].flatMap((block): string[] => Array.from(block.match(/\S+\s*|\s+/g) ?? []));
}

const FIRST = article(
  'Demo Issuer Holdings: Software for the Factory Floor',
  'Demo Issuer Holdings Inc. (NASDAQ: DEMO) is a small software company with a clear focus.',
);
const SECOND = article(
  'Demo Issuer Holdings: A Closer Look at the Plan',
  'This second version takes a closer look at how Demo Issuer Holdings plans to grow.',
);

// This file's own server writes through an OpenAI-compatible model served here (a worker fixture), slowly, so
// the browser visibly receives the article piece by piece (the offline composer writes it in one go). Against
// E2E_BASE_URL there is no model of ours: the journey then skips watching the text grow.
const test = base.extend<object, { model: FakeOpenAiServer | null; serverEnv: Record<string, string> | null }>({
  model: [
    async ({}, use) => {
      if (process.env.E2E_BASE_URL) return use(null);
      const model = await startFakeOpenAiServer();
      model.reply({ type: 'text', content: FIRST.join(''), chunks: FIRST, chunkDelayMs: CHUNK_DELAY_MS });
      model.reply({ type: 'text', content: SECOND.join(''), chunks: SECOND, chunkDelayMs: CHUNK_DELAY_MS });
      await use(model);
      await model.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ model }, use) =>
      use(model ? { OPENAI_API_KEY: 'e2e-fake-key', OPENAI_BASE_URL: model.baseUrl, OPENAI_MODEL: 'e2e-fake-model' } : {}),
    { scope: 'worker' },
  ],
});

/** The figure on the dashboard card titled `title`. */
function stat(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title }).locator('[data-testid^="stat-"]');
}

/** Waits until the live text has grown `times` times, each growth seen by Playwright's polling. */
async function watchGrow(live: Locator, times: number): Promise<void> {
  const length = async () => ((await live.textContent()) ?? '').length;
  for (let grown = 0; grown < times; grown += 1) {
    const before = await length();
    await expect.poll(length, { message: `the text should grow while it arrives (grown ${grown} times)` }).toBeGreaterThan(before);
  }
}

function exportName(title: string, extension: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.${extension}`;
}

async function download(page: Page, dialog: Locator, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('a verified issuer creates a campaign, watches its article arrive, edits, regenerates and exports it', async ({
  page,
  shot,
  model,
}) => {
  test.setTimeout(180_000);

  await signInAsDemoIssuer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Campaigns' });
  await expect(recent.getByText('No campaigns created yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active Campaigns' })).toBeVisible();
  await expect(stat(page, 'Active Campaigns')).toHaveText('0');
  await expect(stat(page, 'Spend this month')).toHaveText('$0');
  // The issuer's spend is never called revenue (issue 38 item 5).
  await expect(page.getByRole('region', { name: 'Revenue Generated' })).toHaveCount(0);
  await shot('dashboard-before');

  // The New Campaign button scrolls to the form; the verified issuer's listing is filled in.
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await expect(form.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Demo Issuer Holdings Inc.');
  const ticker = form.getByRole('textbox', { name: 'Stock Ticker' });
  await expect(ticker).toHaveValue(DEMO_TICKER);
  await expect(ticker).toHaveAttribute('readonly', '');
  await expect(form.getByRole('combobox', { name: 'Sector' })).toHaveText('Technology');
  await expect(form.getByRole('radio', { name: /^Pro, / })).toBeChecked();

  await form.getByRole('textbox', { name: 'Company Website' }).fill('https://demo.issuerwire.example');
  await form.getByRole('textbox', { name: 'Recent Press Release/News' }).fill('Demo Issuer signs two regional customers');
  await form.getByRole('combobox', { name: 'Article Tone' }).click();
  await page.getByRole('option', { name: 'Analytical' }).click();
  await form
    .getByRole('textbox', { name: 'Key Business Highlights' })
    .fill(`Two new regional customers\nSupport office opened in Ohio\n${FEATURE_HIGHLIGHTS}`);
  // A feature is written from the brief: the form asks for enough facts first.
  await form.getByRole('button', { name: /Add background, products/ }).click();
  for (const [field, label] of [
    ['background', 'Background'],
    ['products', 'Products and services'],
    ['customers', 'Customers'],
    ['strategy', 'Strategy'],
    ['milestones', 'Milestones'],
    ['outlook', 'Outlook'],
  ] as const) {
    await form.getByRole('textbox', { name: `${label} (optional)` }).fill(FEATURE_BRIEF[field]);
  }
  await shot('form-filled');

  // Generate: the dialog opens at once and the text arrives while it is written.
  await form.getByRole('button', { name: 'Generate Article' }).click();
  await expect(form.getByRole('button', { name: 'Generating...' })).toBeVisible();
  const generating = page.getByRole('dialog', { name: 'Generating your article' });
  await expect(generating).toBeVisible();
  const live = generating.getByRole('region', { name: 'Article being written' });
  await expect(live.getByText('Demo Issuer Holdings').first()).toBeVisible();
  // Growth is watched before the (full-page, slow on a busy machine) screenshot, which could otherwise outlast
  // the stream.
  if (model) {
    await watchGrow(live, 3);
  }
  await shot('article-arriving');

  const firstTitle = 'Demo Issuer Holdings: Software for the Factory Floor';
  const dialog = page.getByRole('dialog', { name: firstTitle });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  assert.match(await waitForToast(page, 'Campaign Created'), /Your campaign has been created and article generated successfully\./);
  await expect(dialog.getByText('Draft', { exact: true })).toBeVisible();
  const disclosure = dialog.getByRole('note', { name: 'Compliance disclosure' });
  await expect(disclosure).toContainText(/Paid content/);
  await expect(disclosure).toContainText(/Not investment advice/);
  await shot('article-generated');

  // Edit: a new title and an opening line; the disclosures stay as they are.
  await dialog.getByRole('button', { name: 'Edit Content' }).click();
  const editedTitle = 'Demo Issuer Holdings: Edited for the Journey';
  await dialog.getByRole('textbox', { name: 'Title' }).fill(editedTitle);
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.fill(`An opening line written by the issuer.\n\n${await content.inputValue()}`);
  await shot('editing');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  assert.match(await waitForToast(page, 'Article Updated'), /Your changes have been saved successfully\./);
  const edited = page.getByRole('dialog', { name: editedTitle });
  await expect(edited.getByRole('article', { name: 'Article text' }).getByText('An opening line written by the issuer.')).toBeVisible();
  await shot('edited');

  // Regenerate: it asks first, then a new version, streamed the same way; the title the issuer set stays.
  await edited.getByRole('button', { name: 'Regenerate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate this article?' });
  await shot('regenerate-asks');
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(edited.getByRole('region', { name: 'Article being written' })).toBeVisible();
  await shot('regenerating');
  assert.match(await waitForToast(page, 'Article Regenerated'), /A new version has been generated successfully\./);
  const regenerated = page.getByRole('dialog', { name: editedTitle });
  await expect(regenerated.getByRole('article', { name: 'Article text' })).toBeVisible();
  const title = (await regenerated.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  assert.equal(title, editedTitle);
  await shot('regenerated');

  // Export both formats: named after the title, the .md with the title as a heading, disclosures included.
  const text = await download(page, regenerated, 'Export Text');
  assert.equal(text.name, exportName(title, 'txt'));
  assert.ok(text.text.startsWith(`${title}\n\n`), 'the .txt starts with the title');
  assert.match(text.text, /Paid content/);
  await waitForToast(page, 'Article Exported');
  const markdown = await download(page, regenerated, 'Export MD');
  assert.equal(markdown.name, exportName(title, 'md'));
  assert.ok(markdown.text.startsWith(`# ${title}\n\n`), 'the .md starts with the title as a heading');
  assert.match(markdown.text, /Not investment advice/);
  await shot('exported');

  // History: generated, edited, regenerated.
  await regenerated.getByRole('tab', { name: 'History' }).click();
  await expect(regenerated.getByRole('article', { name: 'Version 3' }).getByText('Regenerated', { exact: true })).toBeVisible();
  await expect(regenerated.getByRole('article', { name: 'Version 2' }).getByText('Edited', { exact: true })).toBeVisible();
  await shot('history');

  // Compliance of the text, in the dialog.
  await regenerated.getByRole('tab', { name: 'Compliance' }).click();
  await expect(regenerated.getByRole('region', { name: 'Compliance result' }).getByText(/^Score \d+\/100$/)).toBeVisible();
  await shot('compliance');

  // The publish controls are there (publishing.e2e.ts publishes).
  await regenerated.getByRole('tab', { name: 'Article' }).click();
  await expect(regenerated.getByRole('button', { name: 'Publish Now' })).toBeEnabled();
  await regenerated.getByRole('button', { name: 'Close' }).first().click();
  await expect(regenerated).toBeHidden();

  // The campaign is in the table and the figures changed.
  const row = recent.getByRole('row').filter({ hasText: DEMO_TICKER });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Demo Issuer Holdings Inc\..*DEMO.*Draft.*Technology.*Pro/);
  await expect(page.getByRole('region', { name: 'Active Campaigns' }).getByText('1', { exact: true })).toBeVisible();
  // The month's Pro subscription, billed with its first article; the article itself is included.
  await expect(stat(page, 'Spend this month')).toHaveText('$4,999');
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await shot('dashboard-after');

  // The table opens the article again, and selects the campaign for the tracker.
  await row.getByRole('button', { name: /^Track engagement of / }).click();
  await expect(page.getByRole('region', { name: 'Live Engagement Tracker' }).getByText('Not published yet')).toBeVisible();
  await row.getByRole('button', { name: /^Open the article of / }).click();
  await expect(page.getByRole('dialog').getByRole('article', { name: 'Article text' })).toBeVisible();
  await shot('reopened');
});

test('the Articles page lists campaigns with search and status filter', async ({ page, shot }) => {
  await signInAsDemoIssuer(page);
  // A draft campaign of its own (no article: the model's replies are the first journey's).
  const created = await page.request.post('/api/campaigns', {
    data: {
      title: 'Articles page journey',
      companyName: 'Demo Issuer Holdings Inc.',
      ticker: DEMO_TICKER,
      sector: 'technology',
      tone: 'neutral',
      highlights: `Signed two regional customers\n${FEATURE_HIGHLIGHTS}`,
      ...FEATURE_BRIEF,
      website: 'https://demo.issuerwire.example',
      budget: 'pro',
    },
  });
  assert.equal(created.status(), 201, await created.text());
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect(table.getByRole('row').filter({ hasText: DEMO_TICKER }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('no such campaign');
  await expect(page.getByText('No campaigns match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expect(page.getByText('No campaigns match.')).toBeVisible();
  await shot('articles-filtered');
});
