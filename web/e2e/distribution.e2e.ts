// A verified issuer distributes an article through the newswires: open its preview, open the distribution
// dialog, pick a level and providers, check cost and reach in the summary, distribute, and see the orders
// (a Web Integration wire's package to file, an API wire's order in sandbox), then record a release URL.
import assert from 'node:assert/strict';
import { campaignWithArticle, signInAsDemoIssuer, waitForToast } from './demo-issuer';
import { e2eSuite } from './harness';

const { journey } = e2eSuite();

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

journey(
  'a verified issuer distributes an article to two newswires and sees the orders',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    const title = 'Demo Issuer newswire release';
    const { articleId } = await campaignWithArticle(j, title);
    const providers = (await (await page.request.get(j.url('/api/newswire/providers'))).json()) as Provider[];
    const ein = providers.find((p) => p.id === 'ein');
    const apiWire = providers.find((p) => p.apiAvailable);
    assert.ok(ein && apiWire, `expected EIN Presswire and an API wire among ${providers.map((p) => p.id).join(', ')}`);

    // The article's preview, then its Distribute to Newswires button.
    await j.goto('/articles');
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await page.getByRole('button', { name: `Open the article of ${title}` }).click();
    const preview = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Distribute to Newswires' }) });
    await preview.getByRole('button', { name: 'Distribute to Newswires' }).click();
    const dialog = page.getByRole('dialog', { name: 'Distribute to Newswires' });
    await dialog.getByRole('checkbox', { name: ein.name }).waitFor();

    // The basic level and nothing ticked (issue 38): each wire says before ordering what ordering it does.
    assert.equal(await dialog.getByRole('radio', { name: 'Basic' }).isChecked(), true);
    for (const p of providers) assert.equal(await dialog.getByRole('checkbox', { name: p.name }).isChecked(), false, p.name);
    assert.equal(await dialog.getByRole('button', { name: 'Distribute Press Release' }).isDisabled(), true);
    const einCard = dialog.locator('label').filter({ has: page.getByRole('checkbox', { name: ein.name }) });
    const apiCard = dialog.locator('label').filter({ has: page.getByRole('checkbox', { name: apiWire.name }) });
    assert.equal(await einCard.getByTestId('provider-delivery').textContent(), 'You file it on einpresswire.com');
    assert.match(
      (await einCard.getByRole('list', { name: `What ordering ${ein.name} does` }).textContent()) ?? '',
      /nothing is sent to EIN Presswire/,
    );
    assert.equal(await apiCard.getByTestId('provider-delivery').textContent(), 'Sent by API');
    assert.match(
      (await apiCard.getByRole('list', { name: `What ordering ${apiWire.name} does` }).textContent()) ?? '',
      /Sandbox on this server/,
    );
    await j.step('dialog-nothing-ticked');
    await dialog.getByRole('checkbox', { name: ein.name }).check();
    const summary = dialog.getByRole('region', { name: 'Distribution summary' });
    const figures = async () => ({
      providers: await summary.getByTestId('summary-providers').textContent(),
      cost: await summary.getByTestId('summary-cost').textContent(),
      reach: await summary.getByTestId('summary-reach').textContent(),
    });
    assert.deepEqual(await figures(), { providers: '1', cost: dollars(ein.pricingCents.basic), reach: '2,000' });
    await j.step('dialog-ein-ticked');

    // Enhanced, two wires: the server's prices for the level, 2 x 2000 x 3 readers.
    await dialog.getByRole('radio', { name: 'Enhanced' }).check();
    await dialog.getByRole('checkbox', { name: apiWire.name }).check();
    assert.equal(await einCard.getByTestId('provider-price').textContent(), dollars(ein.pricingCents.enhanced));
    assert.deepEqual(await figures(), {
      providers: '2',
      cost: dollars(ein.pricingCents.enhanced + apiWire.pricingCents.enhanced),
      reach: '12,000',
    });
    await j.step('dialog-chosen');

    await dialog.getByRole('button', { name: 'Distribute Press Release' }).click();
    // EIN is filed by hand and the API wire ran in sandbox: nothing went out, so the title says what to do.
    const toast = await waitForToast(page, 'Ready to File');
    // What was and was not sent, in plain sentences (issue 16 point 8).
    assert.match(toast, /Nothing is sent to EIN Presswire for you: file the prepared release on its site/);
    assert.match(toast, /Not sent to Business Wire: it runs in sandbox on this server/);

    // The orders: EIN's package to file on its site, the API wire's order (sandbox: nothing was sent).
    const orders = dialog.getByRole('region', { name: 'Newswire orders' });
    const einOrder = orders.getByRole('listitem', { name: ein.name });
    await einOrder.getByText('Waiting for you', { exact: true }).waitFor();
    assert.match((await einOrder.textContent()) ?? '', new RegExp(`Cost${dollars(ein.pricingCents.enhanced).replace('$', '\\$')}`));
    assert.match((await einOrder.textContent()) ?? '', /Est\. reach6,000/);
    const submission = einOrder.getByLabel(`Submission package for ${ein.name}`);
    assert.match((await submission.textContent()) ?? '', /Headline.*Demo Issuer/);
    assert.match((await submission.textContent()) ?? '', /\(NASDAQ: DEMO\)/);
    assert.match((await submission.textContent()) ?? '', /Disclosures/);
    assert.equal(await einOrder.getByRole('link', { name: `Open ${ein.name} form` }).getAttribute('target'), '_blank');
    const apiOrder = orders.getByRole('listitem', { name: apiWire.name });
    await apiOrder.getByText('Submitted', { exact: true }).waitFor();
    assert.match((await apiOrder.textContent()) ?? '', /Vendor referencesandbox-/);
    // Ordered: nothing stays ticked, and an ordered wire cannot be ticked by one more click.
    await einCard.getByTestId('provider-ordered').waitFor();
    assert.match((await einCard.getByTestId('provider-ordered').textContent()) ?? '', /^Ordered .+Waiting for you/);
    assert.equal(await dialog.getByRole('checkbox', { name: ein.name }).isChecked(), false);
    assert.equal(await dialog.getByRole('checkbox', { name: ein.name }).isDisabled(), true);
    assert.equal(await dialog.getByRole('button', { name: 'Distribute Press Release' }).isDisabled(), true);
    await j.step('orders');

    // The issuer filed it on EIN's site: recording the release URL publishes the order.
    await einOrder.getByRole('textbox', { name: 'Release URL' }).fill('https://www.einpresswire.com/article/1/demo-issuer');
    await einOrder.getByRole('button', { name: 'Record release URL' }).click();
    await einOrder.getByText('Published', { exact: true }).waitFor();
    await einOrder.getByRole('link', { name: 'https://www.einpresswire.com/article/1/demo-issuer' }).waitFor();
    await j.step('ein-published');

    // A deep link to the article opens its preview; its distribution dialog lists the orders from the server.
    await j.goto(`/articles/${articleId}`);
    const deepPreview = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Distribute to Newswires' }) });
    await deepPreview.getByRole('button', { name: 'Distribute to Newswires' }).click();
    const reopened = page.getByRole('region', { name: 'Newswire orders' });
    await reopened.getByRole('listitem', { name: ein.name }).getByText('Published', { exact: true }).waitFor();
    await reopened.getByRole('listitem', { name: apiWire.name }).getByText('Submitted', { exact: true }).waitFor();
    const einAgain = page
      .getByRole('dialog', { name: 'Distribute to Newswires' })
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: ein.name }) });
    assert.match((await einAgain.getByTestId('provider-ordered').textContent()) ?? '', /^Ordered .+Published/);
    await einAgain.getByRole('button', { name: 'Order again' }).waitFor();
    await j.step('deep-link-orders');
    await page.setViewportSize({ width: 390, height: 844 });
    await einAgain.scrollIntoViewIfNeeded();
    await j.step('phone-ordered-mark');
    await page
      .getByRole('dialog', { name: 'Distribute to Newswires' })
      .getByRole('checkbox', { name: apiWire.name })
      .scrollIntoViewIfNeeded();
    await j.step('phone-delivery');
  },
  { timeoutMs: 120_000 },
);
