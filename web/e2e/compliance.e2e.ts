import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { expect, test } from './fixtures';

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

test('guidelines: every sample listing shows its badges and deadlines; a hype paragraph is checked and highlighted', async ({
  page,
  shot,
}) => {
  await page.goto('/guidelines');
  await expect(page.getByRole('heading', { level: 1, name: 'Disclosure guidelines' })).toBeVisible();

  for (const sample of samples) {
    await page.getByRole('button', { name: new RegExp(`^${sample.ticker}, `) }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\(${sample.ticker}\\)$`) })).toBeVisible();
    assert.deepEqual(await badges(page), [sample.exchange, sample.jurisdiction, sample.level, sample.risk], sample.ticker);
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    await expect(deadlines.getByText(sample.report)).toBeVisible();
    await shot(`guidelines-${sample.ticker}`);
  }

  await page.getByRole('tab', { name: 'Requirements' }).click();
  await expect(page.getByRole('heading', { name: 'Financial reporting requirements' })).toBeVisible();
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Minimum disclosures' })).toBeVisible();

  // The pre-filled sample paragraph, checked against the OTC Pink rules.
  await page.getByRole('button', { name: /^TBTC, / }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Table Trac, Inc. (TBTC)' })).toBeVisible();
  await page.getByRole('button', { name: 'Check Compliance' }).click();
  const result = page.getByRole('region', { name: 'Compliance check result' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Critical Issues' })).toBeVisible();
  const guaranteed = result.locator('mark', { hasText: 'guaranteed' }).first();
  await expect(guaranteed).toHaveAttribute('data-severity', 'CRITICAL');
  await expect(result.getByText('Content appears to meet basic compliance requirements for this jurisdiction.')).toHaveCount(0);
  await guaranteed.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Suggested rewrite' }).first()).toBeVisible();
  await shot('check-highlighted');

  // A plain factual paragraph passes with at most advisory notes.
  const content = page.getByLabel('Content to check');
  await content.fill(
    'Table Trac, Inc. reported its quarterly revenue today. Its business faces risks, described in its filings. ' +
      'Paid content: This content was paid for by Table Trac, Inc., the issuer it discusses, which paid $4,999 in cash ' +
      'for its preparation and distribution. AI assistance: This content was written with AI assistance. ' +
      'Not investment advice: This content is for information only and is not investment advice.',
  );
  await page.getByRole('button', { name: 'Check Compliance' }).click();
  await expect(page.getByText('Content appears to meet basic compliance requirements for this jurisdiction.')).toBeVisible();
  await shot('check-passes');

  // An unknown ticker: the server's own message.
  await page.getByLabel('Ticker', { exact: true }).fill('zzzz');
  await page.getByRole('button', { name: 'Get Guidelines' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No listing found for ticker ZZZZ.' }).first()).toBeVisible();
  await shot('unknown-ticker');
});

test('content generator: refused when signed out, then a verified issuer generates, copies, downloads and analyses', async ({
  page,
  shot,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL('/', baseURL).href });
  await page.goto('/content-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliant content generator' })).toBeVisible();

  // Signed out: the server refuses, and the alert carries its code.
  await page.getByRole('button', { name: /^Fill in Apple Inc\./ }).click();
  // The title the composer's headline rule writes (asked of the API): with no key message yet, a plain update.
  const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
  await page.waitForFunction((el) => (el as HTMLInputElement).value === 'Apple Provides Business Update', await titleField.elementHandle());
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'unauthenticated' });
  await expect(refused).toBeVisible();
  await shot('signed-out-refused');

  await signInAsDemoIssuer(page);
  await page.reload();
  await page.getByRole('button', { name: `My company (${DEMO_TICKER})` }).click();
  await expect(page.getByLabel('Ticker')).toHaveValue(DEMO_TICKER);

  // Another issuer's ticker is refused too.
  await page.getByLabel('Ticker').fill('AAPL');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ticker_not_authorized' })).toBeVisible();
  await shot('other-ticker-refused');

  await page.getByLabel('Ticker').fill(DEMO_TICKER);
  const keyMessage = page.getByLabel('Key message', { exact: true });
  await keyMessage.fill('  Opened a second data centre in Ohio  ');
  await keyMessage.press('Enter');
  await keyMessage.fill('   ');
  await keyMessage.press('Enter');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Key messages' }).getByRole('listitem')).toHaveText(['Opened a second data centre in Ohio']);
  // The suggested title follows the key messages, with the company's short name.
  await page.waitForFunction(
    (el) => (el as HTMLInputElement).value === 'Demo Issuer Opened a Second Data Centre in Ohio',
    await titleField.elementHandle(),
  );
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const release = page.getByTestId('generated-content');
  await expect(release).toBeVisible();
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
  await shot('generated');

  await page.getByRole('tab', { name: /^Compliance/ }).click();
  const disclosures = page.getByRole('region', { name: 'Mandatory disclosures included' }).getByRole('listitem');
  assert.ok((await disclosures.count()) >= 3, 'paid, AI and not-advice disclosures are listed');
  await shot('compliance-tab');

  await page.getByRole('button', { name: 'Copy' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts.getByText('Copied!')).toBeVisible();
  await expect(toasts.getByText('Press release content copied to clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith(`${title}\n\n`), 'the copy starts with the title');
  assert.match(copied, /opened a second data centre in Ohio/i);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  assert.equal(download.suggestedFilename(), `${DEMO_TICKER}.txt`);
  const saved = await readFile(await download.path(), 'utf8');
  assert.equal(saved, copied);

  await page.getByRole('button', { name: 'Analyze Compliance' }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Compliance score' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analyzed text with findings highlighted' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommendations' })).toBeVisible();
  await shot('analysis');

  // The issuer's own listing at a glance in the app shell.
  await page.goto('/compliance');
  const own = page.getByRole('region', { name: 'Your listing' });
  await expect(own.getByText(`(${DEMO_TICKER})`, { exact: false }).first()).toBeVisible();
  assert.equal((await badges(page)).length, 4);
  await shot('compliance-page');
});
