// A verified issuer distributes an article through the newswires: open its preview, open the distribution
// dialog, pick a level and providers, check cost and reach in the summary, distribute, and see the orders
// (a Web Integration wire's package to file, an API wire's order in sandbox), then record a release URL.
import assert from 'node:assert/strict';
import { campaignWithArticle, signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { expect, test } from './fixtures';

interface Provider {
  id: string;
  name: string;
  apiAvailable: boolean;
  pricingCents: { basic: number; enhanced: number; premium: number };
}

/** As the dialog shows money: whole dollars without cents ($499), otherwise two decimals. */
const dollars = (cents: number) => {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
};

test('a verified issuer distributes an article to two newswires and sees the orders', async ({ page, shot }) => {
  test.setTimeout(120_000);

  await signInAsDemoIssuer(page);
  const title = 'Demo Issuer newswire release';
  const { articleId } = await campaignWithArticle(page, title);
  const providers = (await (await page.request.get('/api/newswire/providers')).json()) as Provider[];
  const ein = providers.find((p) => p.id === 'ein');
  const apiWire = providers.find((p) => p.apiAvailable);
  assert.ok(ein && apiWire, `expected EIN Presswire and an API wire among ${providers.map((p) => p.id).join(', ')}`);

  // The article's preview, then its Distribute to Newswires button.
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByRole('button', { name: `Open the article of ${title}` }).click();
  const preview = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Distribute to Newswires' }) });
  await preview.getByRole('button', { name: 'Distribute to Newswires' }).click();
  const dialog = page.getByRole('dialog', { name: 'Distribute to Newswires' });
  await expect(dialog.getByRole('checkbox', { name: ein.name })).toBeVisible();

  // The basic level and nothing ticked (issue 38): each wire says before ordering what ordering it does.
  await expect(dialog.getByRole('radio', { name: 'Basic' })).toBeChecked();
  for (const p of providers) await expect(dialog.getByRole('checkbox', { name: p.name }), p.name).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Distribute Press Release' })).toBeDisabled();
  const einCard = dialog.getByRole('group', { name: ein.name });
  const apiCard = dialog.getByRole('group', { name: apiWire.name });
  await expect(einCard.getByTestId('provider-delivery')).toHaveText('You file it on einpresswire.com');
  await expect(einCard.getByRole('list', { name: `What ordering ${ein.name} does` })).toContainText(/nothing is sent to EIN Presswire/);
  await expect(apiCard.getByTestId('provider-delivery')).toHaveText('Sent by API');
  await expect(apiCard.getByRole('list', { name: `What ordering ${apiWire.name} does` })).toContainText(/Sandbox on this server/);
  await shot('dialog-nothing-ticked');
  await dialog.getByRole('checkbox', { name: ein.name }).check();
  const summary = dialog.getByRole('region', { name: 'Distribution summary' });
  const figures = async (expected: { providers: string; cost: string; reach: string }) => {
    await expect(summary.getByTestId('summary-providers')).toHaveText(expected.providers);
    await expect(summary.getByTestId('summary-cost')).toHaveText(expected.cost);
    await expect(summary.getByTestId('summary-reach')).toHaveText(expected.reach);
  };
  await figures({ providers: '1', cost: dollars(ein.pricingCents.basic), reach: '2,000' });
  await shot('dialog-ein-ticked');

  // Enhanced, two wires: the server's prices for the level, 2 x 2000 x 3 readers.
  await dialog.getByRole('radio', { name: 'Enhanced' }).check();
  await dialog.getByRole('checkbox', { name: apiWire.name }).check();
  await expect(einCard.getByTestId('provider-price')).toHaveText(dollars(ein.pricingCents.enhanced));
  await figures({
    providers: '2',
    cost: dollars(ein.pricingCents.enhanced + apiWire.pricingCents.enhanced),
    reach: '12,000',
  });
  await shot('dialog-chosen');

  await dialog.getByRole('button', { name: 'Distribute Press Release' }).click();
  // EIN is filed by hand and the API wire ran in sandbox: nothing went out, so the title says what to do.
  const toast = await waitForToast(page, 'Ready to File');
  // What was and was not sent, in plain sentences (issue 16 point 8).
  assert.match(toast, /Nothing is sent to EIN Presswire for you: file the prepared release on its site/);
  assert.match(toast, /Not sent to Business Wire: it runs in sandbox on this server/);

  // The orders: EIN's package to file on its site, the API wire's order (sandbox: nothing was sent).
  const orders = dialog.getByRole('region', { name: 'Newswire orders' });
  const einOrder = orders.getByRole('listitem', { name: ein.name });
  await expect(einOrder.getByText('Waiting for you', { exact: true })).toBeVisible();
  await expect(einOrder).toContainText(new RegExp(`Cost${dollars(ein.pricingCents.enhanced).replace('$', '\\$')}`));
  await expect(einOrder).toContainText(/Est\. reach6,000/);
  const submission = einOrder.getByLabel(`Submission package for ${ein.name}`);
  await expect(submission).toContainText(/Headline.*Demo Issuer/);
  await expect(submission).toContainText(/\(NASDAQ: DEMO\)/);
  await expect(submission).toContainText(/Disclosures/);
  await expect(einOrder.getByRole('link', { name: `Open ${ein.name} form` })).toHaveAttribute('target', '_blank');
  const apiOrder = orders.getByRole('listitem', { name: apiWire.name });
  await expect(apiOrder.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(apiOrder).toContainText(/Vendor referencesandbox-/);
  // Ordered: nothing stays ticked, and an ordered wire cannot be ticked by one more click.
  await expect(einCard.getByTestId('provider-ordered')).toBeVisible();
  await expect(einCard.getByTestId('provider-ordered')).toContainText(/^Ordered .+Waiting for you/);
  await expect(dialog.getByRole('checkbox', { name: ein.name })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: ein.name })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Distribute Press Release' })).toBeDisabled();
  await shot('orders');

  // The issuer filed it on EIN's site: recording the release URL publishes the order.
  await einOrder.getByRole('textbox', { name: 'Release URL' }).fill('https://www.einpresswire.com/article/1/demo-issuer');
  await einOrder.getByRole('button', { name: 'Record release URL' }).click();
  await expect(einOrder.getByText('Published', { exact: true })).toBeVisible();
  await expect(einOrder.getByRole('link', { name: 'https://www.einpresswire.com/article/1/demo-issuer' })).toBeVisible();
  await shot('ein-published');

  // A deep link to the article opens its preview; its distribution dialog lists the orders from the server.
  await page.goto(`/articles/${articleId}`);
  const deepPreview = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Distribute to Newswires' }) });
  await deepPreview.getByRole('button', { name: 'Distribute to Newswires' }).click();
  const reopened = page.getByRole('region', { name: 'Newswire orders' });
  await expect(reopened.getByRole('listitem', { name: ein.name }).getByText('Published', { exact: true })).toBeVisible();
  await expect(reopened.getByRole('listitem', { name: apiWire.name }).getByText('Submitted', { exact: true })).toBeVisible();
  const einAgain = page.getByRole('dialog', { name: 'Distribute to Newswires' }).getByRole('group', { name: ein.name });
  await expect(einAgain.getByTestId('provider-ordered')).toContainText(/^Ordered .+Published/);
  await expect(einAgain.getByRole('button', { name: 'Order again' })).toBeVisible();
  await shot('deep-link-orders');
  await page.setViewportSize({ width: 390, height: 844 });
  await einAgain.scrollIntoViewIfNeeded();
  await shot('phone-ordered-mark');
  await page
    .getByRole('dialog', { name: 'Distribute to Newswires' })
    .getByRole('checkbox', { name: apiWire.name })
    .scrollIntoViewIfNeeded();
  await shot('phone-delivery');
});
