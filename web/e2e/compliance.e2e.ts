import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { e2eSuite } from './harness';

const { journey } = e2eSuite();

// The /guidelines sample buttons and what the bundled dataset and rules say about each listing.
const samples = [
  {
    ticker: 'UAMY',
    exchange: 'NYSE American',
    jurisdiction: 'United States (US)',
    level: 'Moderate',
    risk: 'Medium',
    report: 'Form 8-K due',
  },
  { ticker: 'TBTC', exchange: 'OTC Pink', jurisdiction: 'United States (US)', level: 'Strict', risk: 'High', report: 'Form 8-K due' },
  { ticker: 'AAPL', exchange: 'NASDAQ', jurisdiction: 'United States (US)', level: 'Basic', risk: 'Low', report: 'Form 8-K due' },
  {
    ticker: 'SHOP',
    exchange: 'TSX',
    jurisdiction: 'Canada (CA)',
    level: 'Basic',
    risk: 'Low',
    report: 'Form 51-102F3 material change report due',
  },
] as const;

async function badges(page: Page): Promise<string[]> {
  return page.getByRole('group', { name: 'Listing badges' }).getByRole('definition').allTextContents();
}

journey('guidelines: every sample listing shows its badges and deadlines; a hype paragraph is checked and highlighted', async (j) => {
  const { page } = j;
  await j.goto('/guidelines');
  await page.getByRole('heading', { level: 1, name: 'Disclosure guidelines' }).waitFor();

  for (const sample of samples) {
    await page.getByRole('button', { name: new RegExp(`^${sample.ticker}, `) }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(`\\(${sample.ticker}\\)$`) }).waitFor();
    assert.deepEqual(await badges(page), [sample.exchange, sample.jurisdiction, sample.level, sample.risk], sample.ticker);
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    await deadlines.getByText(sample.report).waitFor();
    await j.step(`guidelines-${sample.ticker}`);
  }

  await page.getByRole('tab', { name: 'Requirements' }).click();
  await page.getByRole('heading', { name: 'Financial reporting requirements' }).waitFor();
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await page.getByRole('heading', { name: 'Minimum disclosures' }).waitFor();

  // The pre-filled sample paragraph, checked against the OTC Pink rules.
  await page.getByRole('button', { name: /^TBTC, / }).click();
  await page.getByRole('heading', { level: 2, name: 'Table Trac, Inc. (TBTC)' }).waitFor();
  await page.getByRole('button', { name: 'Check Compliance' }).click();
  const result = page.getByRole('region', { name: 'Compliance check result' });
  await result.waitFor();
  await result.getByRole('heading', { name: 'Critical Issues' }).waitFor();
  const guaranteed = result.locator('mark', { hasText: 'guaranteed' }).first();
  assert.equal(await guaranteed.getAttribute('data-severity'), 'CRITICAL');
  assert.equal(await result.getByText('Content appears to meet basic compliance requirements for this jurisdiction.').count(), 0);
  await guaranteed.hover();
  await page.getByRole('tooltip').filter({ hasText: 'Suggested rewrite' }).first().waitFor();
  await j.step('check-highlighted');

  // A plain factual paragraph passes with at most advisory notes.
  const content = page.getByLabel('Content to check');
  await content.fill(
    'Table Trac, Inc. reported its quarterly revenue today. Its business faces risks, described in its filings. ' +
      'Paid content: This content was paid for by Table Trac, Inc., the issuer it discusses, which paid $4,999 in cash ' +
      'for its preparation and distribution. AI assistance: This content was written with AI assistance. ' +
      'Not investment advice: This content is for information only and is not investment advice.',
  );
  await page.getByRole('button', { name: 'Check Compliance' }).click();
  await page.getByText('Content appears to meet basic compliance requirements for this jurisdiction.').waitFor();
  await j.step('check-passes');

  // An unknown ticker: the server's own message.
  await page.getByLabel('Ticker', { exact: true }).fill('zzzz');
  await page.getByRole('button', { name: 'Get Guidelines' }).click();
  await page.getByRole('alert').filter({ hasText: 'No listing found for ticker ZZZZ.' }).first().waitFor();
  await j.step('unknown-ticker');
});

journey('content generator: refused when signed out, then a verified issuer generates, copies, downloads and analyses', async (j) => {
  const { page } = j;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: j.url('/') });
  await j.goto('/content-generator');
  await page.getByRole('heading', { level: 1, name: 'Compliant content generator' }).waitFor();

  // Signed out: the server refuses, and the alert carries its code.
  await page.getByRole('button', { name: /^Fill in Apple Inc\./ }).click();
  // The title the composer's headline rule writes (asked of the API): with no key message yet, a plain update.
  const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
  await page.waitForFunction((el) => (el as HTMLInputElement).value === 'Apple Provides Business Update', await titleField.elementHandle());
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'unauthenticated' });
  await refused.waitFor();
  await j.step('signed-out-refused');

  await signInAsDemoIssuer(j);
  await page.reload();
  await page.getByRole('button', { name: `My company (${DEMO_TICKER})` }).click();
  assert.equal(await page.getByLabel('Ticker').inputValue(), DEMO_TICKER);

  // Another issuer's ticker is refused too.
  await page.getByLabel('Ticker').fill('AAPL');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'ticker_not_authorized' }).waitFor();
  await j.step('other-ticker-refused');

  await page.getByLabel('Ticker').fill(DEMO_TICKER);
  const keyMessage = page.getByLabel('Key message', { exact: true });
  await keyMessage.fill('  Opened a second data centre in Ohio  ');
  await keyMessage.press('Enter');
  await keyMessage.fill('   ');
  await keyMessage.press('Enter');
  assert.equal(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled(), true);
  assert.deepEqual(await page.getByRole('list', { name: 'Key messages' }).getByRole('listitem').allTextContents(), [
    'Opened a second data centre in Ohio',
  ]);
  // The suggested title follows the key messages, with the company's short name.
  await page.waitForFunction(
    (el) => (el as HTMLInputElement).value === 'Demo Issuer Opened a Second Data Centre in Ohio',
    await titleField.elementHandle(),
  );
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const release = page.getByTestId('generated-content');
  await release.waitFor();
  const text = (await release.textContent()) ?? '';
  // The key message is the release's news, in its headline and lead.
  assert.match(text, /opened a second data centre in Ohio/i);
  // Plain text: no Markdown marks (headings, bold), no unfilled placeholder; `###` alone is the wire's end mark.
  assert.doesNotMatch(text, /\*\*|^#{1,6} |\[[^\]]*\]/m);
  assert.match(text, /^###$/m);
  assert.match(text, /Paid content/);
  assert.match(text, /not investment advice/i);
  const title = (await page.locator('section').filter({ has: release }).getByRole('heading', { level: 2 }).textContent()) ?? '';
  assert.ok(title.length > 0, 'the release has a title');
  await j.step('generated');

  await page.getByRole('tab', { name: /^Compliance/ }).click();
  const disclosures = page.getByRole('region', { name: 'Mandatory disclosures included' }).getByRole('listitem');
  assert.ok((await disclosures.count()) >= 3, 'paid, AI and not-advice disclosures are listed');
  await j.step('compliance-tab');

  await page.getByRole('button', { name: 'Copy' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await toasts.getByText('Copied!').waitFor();
  await toasts.getByText('Press release content copied to clipboard.').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith(`${title}\n\n`), 'the copy starts with the title');
  assert.match(copied, /opened a second data centre in Ohio/i);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  assert.equal(download.suggestedFilename(), `${DEMO_TICKER}.txt`);
  const saved = await readFile(await download.path(), 'utf8');
  assert.equal(saved, copied);

  await page.getByRole('button', { name: 'Analyze Compliance' }).first().click();
  await page.getByRole('progressbar', { name: 'Compliance score' }).waitFor();
  await page.getByRole('region', { name: 'Analyzed text with findings highlighted' }).waitFor();
  await page.getByRole('region', { name: 'Recommendations' }).waitFor();
  await j.step('analysis');

  // The issuer's own listing at a glance in the app shell.
  await j.goto('/compliance');
  const own = page.getByRole('region', { name: 'Your listing' });
  await own.getByText(`(${DEMO_TICKER})`, { exact: false }).first().waitFor();
  assert.equal((await badges(page)).length, 4);
  await j.step('compliance-page');
});
