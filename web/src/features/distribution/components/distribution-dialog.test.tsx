import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL, type AnswerOf, type MockAnswer, type MockHandlers } from '../../../testing/graphql';

type Distributed = MockAnswer<AnswerOf<'DistributeArticle'>>;
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { sampleOrder, sampleProviders, sampleQuote, usd } from '../__fixtures__/newswire';
import { DistributionDialog } from './distribution-dialog';

type Order = ReturnType<typeof sampleOrder>;

function setup(handlers: MockHandlers = {}, initialOrders: Order[] = []) {
  const orders = [...initialOrders];
  const api = mockGraphQL({
    NewswireProviders: () => ({ data: { newswireProviders: { nodes: sampleProviders() } } }),
    NewswireOrders: () => ({ data: { newswireOrders: { nodes: orders } } }),
    NewswireQuote: () => ({ data: { newswireQuote: sampleQuote(500) } }),
    ...handlers,
  });
  const onDistributed = vi.fn();
  const view = renderWithApi(<DistributionDialog open articleId="art-1" onClose={() => undefined} onDistributed={onDistributed} />);
  const distributeCalls = () => api.calls.filter((c) => c.operationName === 'DistributeArticle');
  return { ...api, ...view, orders, onDistributed, distributeCalls };
}

async function openDialog(handlers: MockHandlers = {}, initialOrders: Order[] = []) {
  const env = setup(handlers, initialOrders);
  const dialog = await screen.findByRole('dialog', { name: 'Distribute to Newswires' });
  await within(dialog).findByRole('checkbox', { name: 'EIN Presswire' });
  return { ...env, dialog };
}

function card(dialog: HTMLElement, name: string): HTMLElement {
  return within(dialog).getByRole('group', { name });
}

function summaryText(dialog: HTMLElement) {
  const summary = within(dialog).getByRole('region', { name: 'Distribution summary' });
  return {
    providers: within(summary).getByTestId('summary-providers').textContent,
    cost: within(summary).getByTestId('summary-cost').textContent,
    reach: within(summary).getByTestId('summary-reach').textContent,
  };
}

function distributed(
  orders: Order[],
  message = 'Nothing is sent to EIN Presswire for you: file the prepared release on its site, then record the release URL.',
): Distributed {
  return {
    data: {
      distributeArticle: {
        __typename: 'DistributeArticlePayload',
        distributionResult: {
          __typename: 'DistributionResult',
          message,
          totalPrice: usd(orders.reduce((sum, o) => sum + o.price.amountCents, 0)),
          estimatedReach: orders.reduce((sum, o) => sum + o.estimatedReach, 0),
          replayed: false,
          orders,
          movedPublications: [],
        },
        userErrors: [],
      },
    },
  };
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('newswire distribution dialog', { timeout: 60_000 }, () => {
  it('shows each provider with what ordering does, price and reach for the level, and sums the chosen ones', async () => {
    const { dialog, user } = await openDialog();
    const ein = card(dialog, 'EIN Presswire');
    const businessWire = card(dialog, 'Business Wire');
    expect(within(ein).getByTestId('provider-delivery')).toHaveTextContent('You file it on einpresswire.com');
    expect(within(businessWire).getByTestId('provider-delivery')).toHaveTextContent('Sent by API');
    expect(within(ein).getByTestId('provider-price')).toHaveTextContent('$149');
    // One reach per order (the figure the order records and the summary adds), whatever the price.
    expect(within(ein).getByText('Est. reach 2,000')).toBeInTheDocument();
    // First three features, then the count of the rest.
    expect(within(ein).getByText('Distribution report')).toBeInTheDocument();
    expect(within(ein).queryByText('Newsdesk placement')).not.toBeInTheDocument();
    expect(within(ein).getByText('+2 more')).toBeInTheDocument();
    expect(within(businessWire).queryByText(/more$/)).not.toBeInTheDocument();
    // Only the server's indicative prices say so.
    expect(within(businessWire).getByText('indicative')).toBeInTheDocument();
    expect(within(ein).queryByText('indicative')).not.toBeInTheDocument();

    // The basic level, and no wire ticked until the issuer ticks one.
    expect(within(dialog).getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    expect(summaryText(dialog)).toEqual({ providers: '1', cost: '$149', reach: '2,000' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Business Wire' }));
    expect(summaryText(dialog)).toEqual({ providers: '2', cost: '$624.50', reach: '4,000' });

    await user.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    expect(within(ein).getByTestId('provider-price')).toHaveTextContent('$999');
    expect(within(businessWire).getByTestId('provider-price')).toHaveTextContent('$1,800.25');
    expect(within(businessWire).getByText('Est. reach 16,000')).toBeInTheDocument();
    expect(summaryText(dialog)).toEqual({ providers: '2', cost: '$2,799.25', reach: '32,000' });

    await user.click(within(dialog).getByRole('radio', { name: 'Enhanced' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    expect(summaryText(dialog)).toEqual({ providers: '1', cost: '$950', reach: '6,000' });
  });

  it("warns when the release outgrows the chosen package, in the server's words, with the count it made", async () => {
    const { dialog, user } = await openDialog({ NewswireQuote: () => ({ data: { newswireQuote: sampleQuote(1_077) } }) });
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    const summary = within(dialog).getByRole('region', { name: 'Distribution summary' });
    expect(await within(summary).findByTestId('summary-words')).toHaveTextContent('1,077 words');
    expect(within(card(dialog, 'EIN Presswire')).getByText('Up to 700 words')).toBeInTheDocument();
    expect(within(summary).getByTestId('word-limit-notices')).toHaveTextContent(
      "1,077 words: EIN Presswire's Basic package covers 700; the wire will charge for the extra words or refuse the release.",
    );
    // Business Wire publishes no limit: nothing to warn about, nothing invented.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business Wire' }));
    expect(within(summary).getAllByTestId('word-limit-notices')).toHaveLength(1);
    expect(within(card(dialog, 'Business Wire')).queryByText(/words$/)).not.toBeInTheDocument();
    // The premium package covers it.
    await user.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    expect(within(summary).queryByTestId('word-limit-notices')).not.toBeInTheDocument();
    expect(within(card(dialog, 'EIN Presswire')).getByText('Up to 2,500 words')).toBeInTheDocument();
  });

  it('shows no word warning when the release fits', async () => {
    const { dialog } = await openDialog();
    const summary = within(dialog).getByRole('region', { name: 'Distribution summary' });
    expect(await within(summary).findByTestId('summary-words')).toHaveTextContent('500 words');
    expect(within(summary).queryByTestId('word-limit-notices')).not.toBeInTheDocument();
  });

  it("needs at least one provider, and shows the server's word on a past target time", async () => {
    const { dialog, user, distributeCalls } = await openDialog({
      DistributeArticle: () => ({
        data: {
          distributeArticle: {
            __typename: 'DistributeArticlePayload',
            distributionResult: null,
            userErrors: [
              { __typename: 'UserError', path: ['targetDate'], code: 'TOO_SMALL', message: 'Target date must not be in the past' },
            ],
          },
        },
      }),
    });
    const button = within(dialog).getByRole('button', { name: 'Distribute Press Release' });
    expect(button).toBeDisabled();
    const notice = within(dialog).getByRole('alert');
    expect(notice).toHaveTextContent('No Providers Selected');
    expect(notice).toHaveTextContent('Please select at least one newswire provider');
    expect(summaryText(dialog)).toEqual({ providers: '0', cost: '$0', reach: '0' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Business Wire' }));
    expect(button).toBeEnabled();
    expect(within(dialog).queryByText('No Providers Selected')).not.toBeInTheDocument();

    const target = within(dialog).getByLabelText('Target publication date and time (optional)');
    expect(target).toHaveAttribute('type', 'datetime-local');
    expect(target.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await user.type(target, '2020-01-02T09:30');
    await user.click(button);
    expect(await within(dialog).findByText('Target date must not be in the past')).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    await findToast('Distribution Failed');
    // The typed local time goes out with its offset applied (the server would read a bare value as UTC).
    expect(distributeCalls()[0].variables.input).toEqual({
      articleId: 'art-1',
      providers: ['BUSINESSWIRE'],
      distributionLevel: 'BASIC',
      targetDate: new Date('2020-01-02T09:30').toISOString(),
      idempotencyKey: expect.any(String),
    });
  });

  it('sends one Idempotency-Key per intent: kept for a double click and a retry, new for a changed request', async () => {
    let attempt = 0;
    let release: (answer: Distributed) => void = () => undefined;
    const { dialog, user, distributeCalls, onDistributed } = await openDialog({
      DistributeArticle: () => {
        attempt += 1;
        if (attempt === 1) return new Promise<Distributed>((resolve) => (release = resolve));
        if (attempt === 2) return Promise.reject(new TypeError('Failed to fetch'));
        return distributed([sampleOrder({ level: 'ENHANCED', price: usd(49_900), estimatedReach: 6_000 })]);
      },
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    const button = within(dialog).getByRole('button', { name: 'Distribute Press Release' });
    await user.dblClick(button);
    expect(await within(dialog).findByRole('button', { name: 'Distributing...' })).toBeDisabled();
    expect(distributeCalls()).toHaveLength(1);
    release(apiError('The wire did not answer in time.', { code: 'vendor_timeout' }));
    await findToast('Distribution Failed');
    expect(toastText()).toContain('The wire did not answer in time.');
    closeToasts();

    // Retry of the same request (after an error, then a dropped connection): the same key.
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Distribution Failed');
    const [first, second] = distributeCalls().map((call) => call.variables.input as { idempotencyKey?: string });
    expect(typeof first.idempotencyKey).toBe('string');
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    closeToasts();

    // Another level is another request: a new key.
    await user.click(within(dialog).getByRole('radio', { name: 'Enhanced' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Ready to File');
    const third = distributeCalls()[2].variables.input as { idempotencyKey?: string };
    expect(third.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(onDistributed).toHaveBeenCalledTimes(1);
    closeToasts();

    // After a success nothing stays ticked; distributing again (on purpose) is a new action with a new key.
    expect(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Ready to File');
    expect((distributeCalls()[3].variables.input as { idempotencyKey?: string }).idempotencyKey).not.toBe(third.idempotencyKey);
  });

  it('titles the success toast by what happened: nothing sent in sandbox, Distribution Successful once a wire has it', async () => {
    const onWire = {
      id: 'order-bw',
      provider: 'BUSINESSWIRE' as const,
      providerName: 'Business Wire',
      apiAvailable: true,
      status: 'SUBMITTED' as const,
    };
    let answer = distributed(
      [sampleOrder({ ...onWire, vendorRef: 'sandbox-key-1', sandbox: true })],
      'Not sent to Business Wire: it runs in sandbox on this server (no credentials are configured), so nothing went out and nothing was charged.',
    );
    const { dialog, user } = await openDialog({ DistributeArticle: () => answer });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business Wire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Sandbox: Nothing Was Sent');
    expect(toastText()).toContain('nothing went out');
    expect(toastText()).not.toContain('Distribution Successful');
    closeToasts();

    answer = distributed([sampleOrder({ ...onWire, vendorRef: 'BW-1001', sandbox: false })], 'Sent to Business Wire.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business Wire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Distribution Successful');
    expect(toastText()).toContain('Sent to Business Wire.');
  });

  it('shows the compliance findings of a 409 compliance_blocked', async () => {
    const findings = [
      {
        ruleId: 'us.guarantee',
        severity: 'CRITICAL',
        title: 'Guaranteed returns',
        message: 'Promises of returns are prohibited.',
        suggestion: 'Describe the plan, not the outcome.',
        text: 'guaranteed to win',
      },
    ];
    const { dialog, user, onDistributed } = await openDialog({
      DistributeArticle: () =>
        apiError('This article has 1 critical compliance finding and cannot be released until it is fixed: Guaranteed returns.', {
          code: 'compliance_blocked',
          findings,
        }),
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    const blocked = await within(dialog).findByRole('alert', { name: 'Blocked by compliance' });
    expect(blocked).toHaveTextContent('Guaranteed returns');
    expect(blocked).toHaveTextContent('“guaranteed to win”');
    expect(blocked).toHaveTextContent('Describe the plan, not the outcome.');
    await findToast('Distribution Failed');
    expect(toastText()).toContain('cannot be released until it is fixed');
    expect(onDistributed).not.toHaveBeenCalled();
  });

  it('after distributing shows the orders: the package to file, the vendor form, recording the release URL', async () => {
    const order = sampleOrder();
    const env = await openDialog({
      DistributeArticle: () => {
        env.orders.push(order);
        return distributed(
          [order],
          'Nothing is sent to EIN Presswire for you: file the prepared release on its site, then record the release URL.',
        );
      },
      ConfirmNewswireOrder: (variables) => ({
        data: {
          confirmNewswireOrder: {
            __typename: 'ConfirmNewswireOrderPayload',
            newswireOrder: {
              ...order,
              status: 'PUBLISHED',
              releaseUrl: String(variables.releaseUrl),
              publishedAt: '2026-01-05T12:00:00.000Z',
            },
            userErrors: [],
          },
        },
      }),
    });
    const { dialog, user } = env;
    expect(within(dialog).queryByText('Orders for this article')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Ready to File');
    expect(toastText()).toContain('file the prepared release');
    expect(env.distributeCalls()[0].variables.input).toEqual({
      articleId: 'art-1',
      providers: ['EIN'],
      distributionLevel: 'BASIC',
      targetDate: null,
      idempotencyKey: expect.any(String),
    });

    const orders = within(dialog).getByRole('region', { name: 'Newswire orders' });
    const item = await within(orders).findByRole('listitem', { name: 'EIN Presswire' });
    expect(within(item).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(item).getByText('$149')).toBeInTheDocument();
    expect(within(item).getByText('2,000')).toBeInTheDocument();
    expect(within(item).getByText('Vendor reference')).toBeInTheDocument();
    const submission = within(item).getByLabelText('Submission package for EIN Presswire');
    expect(submission).toHaveTextContent('HeadlineAcme Robotics: Building the Future');
    expect(submission).toHaveTextContent('Ticker(NASDAQ: ACME)');
    expect(submission).toHaveTextContent('DisclosuresPaid content: Acme paid for this article.');
    expect(within(item).getByRole('link', { name: 'Open EIN Presswire form' })).toHaveAttribute('href', 'https://www.einpresswire.com/');
    expect(within(item).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    expect(within(item).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // The provider's card says it is ordered, and it cannot be ticked again by a click.
    expect(within(card(dialog, 'EIN Presswire')).getByTestId('provider-ordered')).toHaveTextContent(/^Ordered .+Waiting for you/);
    expect(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'EIN Presswire' })).toBeDisabled();

    await user.type(within(item).getByRole('textbox', { name: 'Release URL' }), 'https://www.einpresswire.com/article/123/acme');
    await user.click(within(item).getByRole('button', { name: 'Record release URL' }));
    await findToast('Release Recorded');
    expect(env.calls.find((c) => c.operationName === 'ConfirmNewswireOrder')?.variables).toEqual({
      id: 'order-ein',
      releaseUrl: 'https://www.einpresswire.com/article/123/acme',
    });
    await waitFor(() => expect(within(item).getByText('Published')).toBeInTheDocument());
    expect(within(item).getByRole('link', { name: 'https://www.einpresswire.com/article/123/acme' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('retries a failed order and shows why the release URL was refused', async () => {
    const failed = sampleOrder({
      id: 'order-bw',
      provider: 'BUSINESSWIRE' as const,
      providerName: 'Business Wire',
      apiAvailable: true,
      status: 'FAILED',
      submission: null,
      lastError: 'Business Wire refused the release: headline too long.',
      message: null,
    });
    const placed = sampleOrder({ id: 'order-ein', status: 'AWAITING_ISSUER' });
    const { dialog, user, calls } = await openDialog(
      {
        RetryNewswireOrder: () => ({
          data: {
            retryNewswireOrder: {
              __typename: 'RetryNewswireOrderPayload',
              newswireOrder: { ...failed, status: 'SUBMITTED', vendorRef: 'BW-42', lastError: null },
              userErrors: [],
            },
          },
        }),
        // A refused URL comes back in the payload's userErrors, by the input's field.
        ConfirmNewswireOrder: () => ({
          data: {
            confirmNewswireOrder: {
              __typename: 'ConfirmNewswireOrderPayload',
              newswireOrder: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  path: ['releaseUrl'],
                  code: 'INVALID_FORMAT',
                  message: 'Enter the address of the published release (https://...)',
                },
              ],
            },
          },
        }),
      },
      [failed, placed],
    );
    const bw = await within(dialog).findByRole('listitem', { name: 'Business Wire' });
    expect(within(bw).getByText('Business Wire refused the release: headline too long.')).toBeInTheDocument();
    expect(within(bw).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(within(bw).getByRole('button', { name: 'Retry' }));
    await findToast('Order Retried');
    expect(calls.find((c) => c.operationName === 'RetryNewswireOrder')?.variables).toEqual({ id: 'order-bw' });
    await waitFor(() => expect(within(bw).getByText('BW-42')).toBeInTheDocument());
    expect(within(bw).getByText('Submitted')).toBeInTheDocument();

    const ein = within(dialog).getByRole('listitem', { name: 'EIN Presswire' });
    await user.type(within(ein).getByRole('textbox', { name: 'Release URL' }), 'ftp://nope');
    await user.click(within(ein).getByRole('button', { name: 'Record release URL' }));
    expect(await within(ein).findByText('Enter the address of the published release (https://...)')).toBeInTheDocument();
  });

  it('issue 38: nothing is ticked; each wire says before ordering whether it is sent by API or filed by you, with its steps', async () => {
    const { dialog } = await openDialog();
    for (const name of ['EIN Presswire', 'Business Wire']) expect(within(dialog).getByRole('checkbox', { name })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Distribute Press Release' })).toBeDisabled();
    const einSteps = within(card(dialog, 'EIN Presswire')).getByRole('list', { name: 'What ordering EIN Presswire does' });
    expect(einSteps).toHaveTextContent('nothing is sent to EIN Presswire');
    expect(einSteps).toHaveTextContent('You sign in at einpresswire.com');
    const bwSteps = within(card(dialog, 'Business Wire')).getByRole('list', { name: 'What ordering Business Wire does' });
    expect(bwSteps).toHaveTextContent('IssuerWire sends the order to Business Wire through its Connect API');
  });

  it('issue 38: a wire ordered for the article is marked "Ordered <date>" and takes "Order again" once it is out', async () => {
    const published = sampleOrder({
      status: 'PUBLISHED',
      releaseUrl: 'https://www.einpresswire.com/article/1',
      publishedAt: '2026-01-05T12:00:00.000Z',
    });
    const { dialog, user, distributeCalls } = await openDialog({ DistributeArticle: () => distributed([sampleOrder({ id: 'order-2' })]) }, [
      published,
    ]);
    const ein = within(dialog).getByRole('checkbox', { name: 'EIN Presswire' });
    await waitFor(() => expect(ein).toBeDisabled());
    expect(ein).not.toBeChecked();
    const mark = within(card(dialog, 'EIN Presswire')).getByTestId('provider-ordered');
    expect(mark).toHaveTextContent(/^Ordered .+Published/);
    await user.click(within(mark).getByRole('button', { name: 'Order again' }));
    expect(ein).toBeChecked();
    expect(mark).toHaveTextContent('Ordering again buys a second release.');
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Press Release' }));
    await findToast('Ready to File');
    expect(distributeCalls()[0].variables.input).toMatchObject({ providers: ['EIN'], orderAgain: true });
  });

  it('issue 38: material news on a level that is not national is flagged before ordering (reg_fd_distribution)', async () => {
    const disclosure = { __typename: 'DisclosureNeed' as const, market: 'US', rule: 'Regulation FD', topics: ['earnings'] };
    const { dialog, user } = await openDialog({ NewswireQuote: () => ({ data: { newswireQuote: sampleQuote(500, disclosure) } }) });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business Wire' }));
    const finding = await within(dialog).findByTestId('distribution-finding');
    expect(finding).toHaveTextContent('This release announces earnings: Regulation FD asks for broad national distribution in the US');
    expect(finding).toHaveTextContent('Rule: reg_fd_distribution');
    expect(within(dialog).getByRole('button', { name: 'Distribute Press Release' })).toBeDisabled();
    expect(within(card(dialog, 'Business Wire')).getByTestId('provider-coverage')).toHaveTextContent('Not national in the US');
    await user.click(within(dialog).getByRole('radio', { name: 'Enhanced' }));
    expect(within(dialog).queryByTestId('distribution-finding')).not.toBeInTheDocument();
    expect(within(card(dialog, 'Business Wire')).getByTestId('provider-coverage')).toHaveTextContent('National US distribution');
    expect(within(dialog).getByRole('button', { name: 'Distribute Press Release' })).toBeEnabled();
  });
});
