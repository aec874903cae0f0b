// Issue 37: the draft an IR officer signs. A verified issuer with a company profile writes a press release
// and a feature through the form; each is clean in its Compliance tab, and each exported file reads as the
// wires and IR teams write: a headline of its own, the wire dateline, sentences with verbs, the quote
// attributed once, the amount actually charged, what wrote it, the end mark.
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { lineShape } from '../../api/src/ai/composer.grammar';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { DESKTOP, MOBILE, screenshotDir } from './app-server';
import { expect, test } from './fixtures';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

// No model configured: the built-in composer writes, as it does for every issuer without one.

const PROFILE = {
  headOfficeCity: 'Minneapolis',
  headOfficeRegion: 'MN',
  headOfficeCountry: 'US',
  boilerplate:
    'Demo Issuer Holdings builds routing and warehouse software for distributors and carriers in North America and Europe. ' +
    'Its platform plans deliveries for more than 22,000 vehicles every day.',
  mediaContact: 'Dana Whitfield, Investor Relations\nir@demo.issuerwire.example\n+1 612 555 0142',
};
const NEWS = 'Demo Issuer Reports Third-Quarter Results';
const QUOTE = {
  text: 'Our customers moved more of their warehouses onto the platform this quarter, and we opened a support office in Ohio to serve them.',
  speakerName: 'Jordan Lee',
  speakerTitle: 'Chief Executive Officer',
};
// Highlights as IR teams write them: fragments, the strongest first.
const RELEASE_HIGHLIGHTS = [
  'record quarterly revenue of $57.0 billion, up 22% from the previous quarter',
  'subscription revenue of $48.9 billion, up 21% from a year ago',
  'Signed a five-year agreement with a national grocery chain covering 140 stores',
  'operating cash flow of $19.6 million for the quarter',
].join('\n');

interface Exported {
  name: string;
  text: string;
}

async function download(page: Page, dialog: Locator, button: string): Promise<Exported> {
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** "$4,999" or "$4,999.50", as the paid-content disclosure prints an amount in a US listing. */
function dollars(amountCents: number): string {
  const whole = amountCents % 100 === 0;
  return `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amountCents / 100)}`;
}

/**
 * What IssuerWire charged for the article (GET /api/billing/charges, newest first): the newest campaign charge
 * naming the title. By the charge's own description, not the articles list: other journeys on the shared server
 * write articles for the same company, some under the same title.
 */
async function chargedFor(page: Page, title: string): Promise<string> {
  const charges = (await (await page.request.get('/api/billing/charges')).json()) as {
    items: { kind: string; description: string; amount: { amountCents: number; currency: string } }[];
  };
  const charge = charges.items.find((c) => c.kind === 'campaign' && c.description.endsWith(`: ${title}`));
  assert.ok(charge, `a charge for "${title}" is listed: ${JSON.stringify(charges.items)}`);
  assert.equal(charge.amount.currency, 'USD');
  return dollars(charge.amount.amountCents);
}

/** The campaign form with the company's facts; the caller adds the format's own. */
async function fillCampaign(page: Page, format: RegExp, highlights: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Demo Issuer Holdings Inc.');
  await form.getByRole('textbox', { name: 'Company Website' }).fill('https://demo.issuerwire.example');
  await form.getByRole('textbox', { name: 'Recent Press Release/News' }).fill(NEWS);
  await form.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: format }).click();
  await form.getByRole('combobox', { name: 'Article Tone' }).click();
  await page.getByRole('option', { name: 'Neutral' }).click();
  await form.getByRole('textbox', { name: 'Key Business Highlights' }).fill(highlights);
  await form.getByRole('textbox', { name: 'Quote (optional)' }).fill(QUOTE.text);
  await form.getByRole('textbox', { name: 'Quoted person' }).fill(QUOTE.speakerName);
  await form.getByRole('textbox', { name: 'Their title' }).fill(QUOTE.speakerTitle);
  return form;
}

/** Generates from the filled form and answers the article's dialog. */
async function generate(page: Page, form: Locator): Promise<{ dialog: Locator; title: string }> {
  await form.getByRole('button', { name: 'Generate Article' }).click();
  const written = page.getByRole('dialog').filter({ has: page.getByRole('article', { name: 'Article text' }) });
  // Either the dialog or a notice saying why not (a refusal once left the form as it was, with no word).
  const refused = page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: /Missing Information|Error/ });
  // Generous: the composer is quick, but the machine running the journeys may not be.
  await expect(written.getByRole('article', { name: 'Article text' }).or(refused)).toBeVisible({ timeout: 60_000 });
  assert.equal(await refused.count(), 0, `Generate was refused: ${(await refused.allTextContents()).join(' ')}`);
  const title = (await written.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  // By its name from here: the Article text leaves the dialog while another tab is open.
  return { dialog: page.getByRole('dialog', { name: title }), title };
}

/** The Compliance tab finds nothing critical and nothing important. */
async function assertCompliant(dialog: Locator): Promise<void> {
  await dialog.getByRole('tab', { name: 'Compliance' }).click();
  const result = dialog.getByRole('region', { name: 'Compliance result' });
  await expect(result.getByText(/^Score \d+\/100$/)).toBeVisible({ timeout: 60_000 });
  const findings = async (name: string) => (await result.getByRole('region', { name }).allTextContents()).join(' ');
  assert.equal(await findings('Critical Issues'), '', 'no critical findings');
  assert.equal(await findings('Important Considerations'), '', 'no important findings');
  await expect(result.getByText('Compliant', { exact: true })).toBeVisible();
}

/**
 * The article's dialog as a reader sees it at desktop and at phone size: the dialog alone (a full-page shot of
 * a phone is too tall to read), top and scrolled to its end.
 */
async function screenshots(page: Page, dialog: Locator, label: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    const text = dialog.getByRole('article', { name: 'Article text' });
    await text.evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await dialog.screenshot({ path: join(screenshotDir, `drafts-${label}-${size}-top.png`) });
    await dialog.getByRole('button', { name: 'Export MD' }).scrollIntoViewIfNeeded();
    await dialog.screenshot({ path: join(screenshotDir, `drafts-${label}-${size}-end.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

/** The sentences of the text's paragraphs, the headings, contact block and disclosures left out. */
function bodySentences(text: string, from: RegExp, until: RegExp): string[] {
  const start = text.search(from);
  const end = text.search(until);
  assert.ok(start >= 0 && end > start, 'the body is found between its opening and About');
  return text
    .slice(start, end)
    .split(/\n\n+/)
    .map((paragraph) => paragraph.replace(/^- /gm, '').replace(/\n/g, ' ').trim())
    .filter((paragraph) => /[.!?”]$/.test(paragraph))
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?”])\s+(?=[A-Z“])/));
}

/** What both exports of both forms carry: the facts of the disclosures, the quote once, no news headline as title. */
function assertCommon(exported: Exported, title: string, charged: string, form: 'release' | 'feature'): void {
  const { text } = exported;
  assert.notEqual(title, NEWS, 'the headline is not the news field');
  // The release never mentions the news field's headline; the feature may name it once, as where the results were published.
  const mentions = text.split(NEWS).length - 1;
  if (form === 'release') assert.equal(mentions, 0, 'no sentence about the news field’s headline');
  else assert.ok(mentions === 0 || text.includes(`published these results in its release “${NEWS}”.`), 'the news field only as the source');
  assert.match(text, /drafted by automated writing software from facts supplied by the issuer/);
  // The charge GET /api/billing/charges lists is what the disclosure states: none beyond the subscription, or the overage.
  if (charged === '$0')
    assert.match(text, /through its \w+ subscription to IssuerWire \(\$[\d,]+ a month[^)]*\); IssuerWire made no separate charge/);
  else assert.ok(text.includes(`IssuerWire charged the issuer ${charged} for this content`), `the disclosure names ${charged}`);
  const attributions = text.match(/” said [^.]+\./g) ?? [];
  assert.deepEqual(attributions, [`” said ${QUOTE.speakerName}, ${QUOTE.speakerTitle} of Demo Issuer.`]);
}

function assertSentences(sentences: string[]): void {
  assert.ok(sentences.length >= 4, `sentences found: ${sentences.join(' | ')}`);
  for (const sentence of sentences) {
    const plain = sentence.replace(/^[A-Z., ]+, \w+\. \d+, \d{4} \/IssuerWire\/ — /, '').replace(/^“[^”]+” said .*/, 'He said it.');
    assert.equal(lineShape(plain), 'sentence', `a sentence with a finite verb: ${sentence}`);
  }
}

test('a verified issuer writes a press release and a feature that pass their own check and export as the wires print them', async ({
  page,
  shot,
}) => {
  test.setTimeout(420_000);

  await signInAsDemoIssuer(page);
  const profile = await page.request.put('/api/organization/profile', { data: PROFILE });
  assert.equal(profile.status(), 200, await profile.text());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();

  // The press release.
  const releaseForm = await fillCampaign(page, /^Press release/, RELEASE_HIGHLIGHTS);
  await shot('release-form');
  const release = await generate(page, releaseForm);
  // The headline: the short name, a verb and the strongest highlight, at most about 15 words.
  assert.match(release.title, /^Demo Issuer Reports Record Quarterly Revenue of \$57\.0 Billion\b/);
  assert.ok(release.title.split(' ').length <= 15, release.title);
  await screenshots(page, release.dialog, 'release');
  await assertCompliant(release.dialog);
  await shot('release-compliance');
  await release.dialog.getByRole('tab', { name: 'Article' }).click();
  const releaseCharged = await chargedFor(page, release.title);
  const releaseText = await download(page, release.dialog, 'Export Text');
  const releaseMd = await download(page, release.dialog, 'Export MD');
  console.log(`--- exported press release (${releaseText.name}) ---\n${releaseText.text}`);
  for (const exported of [releaseText, releaseMd]) {
    assertCommon(exported, release.title, releaseCharged, 'release');
    assert.match(
      exported.text,
      /(?:^|\n)(?:\*\*)?MINNEAPOLIS, Nov\. \d{1,2}, \d{4} \/IssuerWire\/(?:\*\*)? — Demo Issuer Holdings Inc\. \(NASDAQ: DEMO\) today reported record quarterly revenue of \$57\.0 billion/,
    );
    assert.match(exported.text, /(?:^|\n)(?:###|\\#\\#\\#)\n/, 'the end mark');
  }
  assert.ok(releaseText.text.startsWith(`${release.title}\n\n`));
  assert.ok(releaseMd.text.startsWith(`# ${release.title}\n\n`));
  assertSentences(bodySentences(releaseText.text, /MINNEAPOLIS, /, /\nAbout Demo Issuer Holdings Inc\.\n/));
  await release.dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(release.dialog).toBeHidden();

  // The feature, from the full brief.
  const featureForm = await fillCampaign(page, /^Feature article/, FEATURE_HIGHLIGHTS);
  await featureForm.getByRole('button', { name: /Add background, products/ }).click();
  for (const [field, label] of [
    ['background', 'Background'],
    ['products', 'Products and services'],
    ['customers', 'Customers'],
    ['strategy', 'Strategy'],
    ['milestones', 'Milestones'],
    ['outlook', 'Outlook'],
  ] as const) {
    await featureForm.getByRole('textbox', { name: `${label} (optional)` }).fill(FEATURE_BRIEF[field]);
  }
  const feature = await generate(page, featureForm);
  assert.match(feature.title, /^Demo Issuer Reports Third-Quarter Revenue of \$104\.2 Million\b/);
  assert.ok(feature.title.split(' ').length <= 15, feature.title);
  await screenshots(page, feature.dialog, 'feature');
  await assertCompliant(feature.dialog);
  await shot('feature-compliance');
  await feature.dialog.getByRole('tab', { name: 'Article' }).click();
  const featureCharged = await chargedFor(page, feature.title);
  const featureText = await download(page, feature.dialog, 'Export Text');
  const featureMd = await download(page, feature.dialog, 'Export MD');
  for (const exported of [featureText, featureMd]) assertCommon(exported, feature.title, featureCharged, 'feature');
  assertSentences(bodySentences(featureText.text, /Demo Issuer Holdings Inc\. \(NASDAQ: DEMO\)/, /\nAbout Demo Issuer Holdings Inc\.\n/));
  await feature.dialog.getByRole('button', { name: 'Close' }).first().click();

  // Both campaigns are the issuer's, on its ticker.
  const rows = page.getByRole('region', { name: 'Recent Campaigns' }).getByRole('row').filter({ hasText: DEMO_TICKER });
  await expect(rows.nth(1)).toBeVisible();
});
