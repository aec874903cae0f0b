// A verified issuer's campaign from form to article: generate (watching the text arrive), edit, regenerate,
// export both formats, and see the campaign in the table and the figures change.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../api/src/ai/__fixtures__/fake-openai-server';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { e2eSuite, test } from './harness';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

// The server this file starts writes through an OpenAI-compatible model served here, slowly, so the
// browser visibly receives the article piece by piece (the offline composer writes it in one go).
let model: FakeOpenAiServer | undefined;
const ownServer = !process.env.E2E_BASE_URL;
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

test.beforeAll(async () => {
  if (!ownServer) return;
  model = await startFakeOpenAiServer();
  model.reply({ type: 'text', content: FIRST.join(''), chunks: FIRST, chunkDelayMs: CHUNK_DELAY_MS });
  model.reply({ type: 'text', content: SECOND.join(''), chunks: SECOND, chunkDelayMs: CHUNK_DELAY_MS });
});
test.afterAll(async () => {
  await model?.close();
});

const { journey } = e2eSuite({
  env: () => (model ? { OPENAI_API_KEY: 'e2e-fake-key', OPENAI_BASE_URL: model.baseUrl, OPENAI_MODEL: 'e2e-fake-model' } : {}),
});

async function statValue(page: Page, title: string): Promise<string> {
  return (await page.getByRole('region', { name: title }).locator('[data-testid^="stat-"]').textContent()) ?? '';
}

/** Lengths of the live text sampled while it arrives (stops when the generation is saved). */
async function sampleLiveText(live: Locator): Promise<number[]> {
  const lengths: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const text = await live.textContent({ timeout: 1000 }).catch(() => null);
    if (text === null) break;
    lengths.push(text.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return lengths;
}

function exportName(title: string, extension: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.${extension}`;
}

async function download(page: Page, dialog: Locator, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

journey(
  'a verified issuer creates a campaign, watches its article arrive, edits, regenerates and exports it',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    await j.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent Campaigns' });
    await recent.getByText('No campaigns created yet.').waitFor();
    await page.getByRole('region', { name: 'Active Campaigns' }).waitFor();
    const before = { active: await statValue(page, 'Active Campaigns'), spend: await statValue(page, 'Spend this month') };
    assert.deepEqual(before, { active: '0', spend: '$0' });
    // The issuer's spend is never called revenue (issue 38 item 5).
    assert.equal(await page.getByRole('region', { name: 'Revenue Generated' }).count(), 0);
    await j.step('dashboard-before');

    // The New Campaign button scrolls to the form; the verified issuer's listing is filled in.
    await page.getByRole('button', { name: 'New Campaign' }).click();
    const form = page.getByRole('form', { name: 'Create New Campaign' });
    assert.equal(await form.getByRole('textbox', { name: 'Company Name' }).inputValue(), 'Demo Issuer Holdings Inc. (fictional)');
    const ticker = form.getByRole('textbox', { name: 'Stock Ticker' });
    assert.equal(await ticker.inputValue(), DEMO_TICKER);
    assert.equal(await ticker.getAttribute('readonly'), '');
    assert.equal(await form.getByRole('combobox', { name: 'Sector' }).textContent(), 'Technology');
    assert.equal(await form.getByRole('radio', { name: /^Pro, / }).isChecked(), true);

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
    await j.step('form-filled');

    // Generate: the dialog opens at once and the text arrives while it is written.
    await form.getByRole('button', { name: 'Generate Article' }).click();
    await form.getByRole('button', { name: 'Generating...' }).waitFor();
    const generating = page.getByRole('dialog', { name: 'Generating your article' });
    await generating.waitFor();
    const live = generating.getByRole('region', { name: 'Article being written' });
    await live.getByText('Demo Issuer Holdings').first().waitFor();
    await j.step('article-arriving');
    if (ownServer) {
      const lengths = await sampleLiveText(live);
      const growing = lengths.filter((length, index) => index > 0 && length > lengths[index - 1]).length;
      assert.ok(growing >= 3, `the text should grow while it arrives, saw lengths ${lengths.join(', ')}`);
    }

    const firstTitle = 'Demo Issuer Holdings: Software for the Factory Floor';
    const dialog = page.getByRole('dialog', { name: firstTitle });
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(await waitForToast(page, 'Campaign Created'), /Your campaign has been created and article generated successfully\./);
    await dialog.getByText('Draft', { exact: true }).waitFor();
    const disclosure = dialog.getByRole('note', { name: 'Compliance disclosure' });
    assert.match((await disclosure.textContent()) ?? '', /Paid content/);
    assert.match((await disclosure.textContent()) ?? '', /Not investment advice/);
    await j.step('article-generated');

    // Edit: a new title and an opening line; the disclosures stay as they are.
    await dialog.getByRole('button', { name: 'Edit Content' }).click();
    const editedTitle = 'Demo Issuer Holdings: Edited for the Journey';
    await dialog.getByRole('textbox', { name: 'Title' }).fill(editedTitle);
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await content.fill(`An opening line written by the issuer.\n\n${await content.inputValue()}`);
    await j.step('editing');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    assert.match(await waitForToast(page, 'Article Updated'), /Your changes have been saved successfully\./);
    const edited = page.getByRole('dialog', { name: editedTitle });
    await edited.getByRole('article', { name: 'Article text' }).getByText('An opening line written by the issuer.').waitFor();
    await j.step('edited');

    // Regenerate: it asks first, then a new version, streamed the same way; the title the issuer set stays.
    await edited.getByRole('button', { name: 'Regenerate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate this article?' });
    await j.step('regenerate-asks');
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await edited.getByRole('region', { name: 'Article being written' }).waitFor();
    await j.step('regenerating');
    assert.match(await waitForToast(page, 'Article Regenerated'), /A new version has been generated successfully\./);
    const regenerated = page.getByRole('dialog', { name: editedTitle });
    await regenerated.getByRole('article', { name: 'Article text' }).waitFor();
    const title = (await regenerated.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    assert.equal(title, editedTitle);
    await j.step('regenerated');

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
    await j.step('exported');

    // History: generated, edited, regenerated.
    await regenerated.getByRole('tab', { name: 'History' }).click();
    await regenerated.getByRole('article', { name: 'Version 3' }).getByText('Regenerated', { exact: true }).waitFor();
    await regenerated.getByRole('article', { name: 'Version 2' }).getByText('Edited', { exact: true }).waitFor();
    await j.step('history');

    // Compliance of the text, in the dialog.
    await regenerated.getByRole('tab', { name: 'Compliance' }).click();
    await regenerated
      .getByRole('region', { name: 'Compliance result' })
      .getByText(/^Score \d+\/100$/)
      .waitFor();
    await j.step('compliance');

    // The publish controls are there (publishing.e2e.ts publishes).
    await regenerated.getByRole('tab', { name: 'Article' }).click();
    assert.equal(await regenerated.getByRole('button', { name: 'Publish Now' }).isEnabled(), true);
    await regenerated.getByRole('button', { name: 'Close' }).first().click();
    await regenerated.waitFor({ state: 'hidden' });

    // The campaign is in the table and the figures changed.
    const row = recent.getByRole('row').filter({ hasText: DEMO_TICKER });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Demo Issuer Holdings Inc\. \(fictional\).*DEMO.*Draft.*Technology.*Pro/);
    await page.getByRole('region', { name: 'Active Campaigns' }).getByText('1', { exact: true }).waitFor();
    // The month's Pro subscription, billed with its first article; the article itself is included.
    assert.equal(await statValue(page, 'Spend this month'), '$4,999');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await j.step('dashboard-after');

    // The table opens the article again, and selects the campaign for the tracker.
    await row.getByRole('button', { name: /^Track engagement of / }).click();
    await page.getByRole('region', { name: 'Live Engagement Tracker' }).getByText('Not published yet').waitFor();
    await row.getByRole('button', { name: /^Open the article of / }).click();
    await page.getByRole('dialog').getByRole('article', { name: 'Article text' }).waitFor();
    await j.step('reopened');
  },
  { timeoutMs: 180_000 },
);

journey('the Articles page lists campaigns with search and status filter', async (j) => {
  const { page } = j;
  await signInAsDemoIssuer(j);
  await j.goto('/articles');
  await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
  const table = page.getByRole('table', { name: 'Campaigns' });
  await table.getByRole('row').filter({ hasText: DEMO_TICKER }).first().waitFor();
  await page.getByRole('textbox', { name: 'Search' }).fill('no such campaign');
  await page.getByText('No campaigns match.').waitFor();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByText('No campaigns match.').waitFor();
  await j.step('articles-filtered');
});
