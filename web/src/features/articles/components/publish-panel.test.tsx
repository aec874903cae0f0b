import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL, type MockHandlers, type AnswerOf } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { formatWhen, localInputToIso } from '../../../lib/format';
import { PublishPanel } from './publish-panel';

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

const platforms = {
  data: {
    platforms: {
      nodes: [
        {
          __typename: 'Platform',
          id: 'TWITTER' as const,
          name: 'X',
          connected: false,
          sandbox: true,
          sandboxReason: 'No X account is connected.',
        },
        { __typename: 'Platform', id: 'MEDIUM' as const, name: 'Medium', connected: true, sandbox: false, sandboxReason: null },
        {
          __typename: 'Platform',
          id: 'SUBSTACK' as const,
          name: 'Substack',
          connected: false,
          sandbox: true,
          sandboxReason: 'No Substack account is connected.',
        },
      ],
    },
  },
};

function publication(overrides: Partial<Published['publications'][number]>): Published['publications'][number] {
  return {
    __typename: 'Publication',
    id: 'pub-1',
    platform: 'TWITTER',
    platformName: 'X',
    status: 'PUBLISHED',
    scheduledFor: null,
    publishedAt: '2026-01-05T10:00:00.000Z',
    url: 'https://issuerwire.example/p/acme',
    sandbox: true,
    lastError: null,
    submission: null,
    ...overrides,
  };
}

type Published = NonNullable<AnswerOf<'PublishArticle'>['publishArticle']['publishResult']>;

function answer(publications: Published['publications'], extra: Partial<Published> = {}) {
  return {
    data: {
      publishArticle: {
        __typename: 'PublishArticlePayload',
        publishResult: {
          __typename: 'PublishResult',
          message: 'Your article has been published successfully.',
          hostedUrl: 'https://issuerwire.example/p/acme',
          replayed: false,
          movedAfterDistribution: null,
          publications,
          ...extra,
        },
        userErrors: [],
      },
    },
  };
}

function releaseCheck(findings: AnswerOf<'ReleaseCheck'>['releaseCheck']['findings'] = []) {
  return {
    data: {
      releaseCheck: {
        __typename: 'ReleaseCheck' as const,
        articleId: 'art-1',
        scheduledFor: '2026-11-30T15:15:00.000Z',
        exchange: 'Nasdaq',
        timeZone: 'America/New_York',
        exchangeTimeLabel: 'Mon, Nov 30, 2026, 10:15 EST',
        tradingDay: true,
        exchangeNotifiedAt: null,
        findings,
      },
    },
  };
}

function setup(handlers: MockHandlers) {
  const api = mockGraphQL({
    PublishPlatforms: () => platforms,
    ArticlePreview: () => ({ data: null }),
    ReleaseCheck: () => releaseCheck(),
    ...handlers,
  });
  const onOpenCompliance = vi.fn();
  const view = renderWithApi(<PublishPanel articleId="art-1" onOpenCompliance={onOpenCompliance} />);
  const publishCalls = () => api.calls.filter((c) => c.operationName === 'PublishArticle').map((c) => c.variables);
  return { ...api, ...view, onOpenCompliance, publishCalls };
}

describe('publish panel', { timeout: 20_000 }, () => {
  it('publishes now to the chosen platforms and shows each outcome; sandbox platforms say so', async () => {
    const env = setup({
      PublishArticle: () =>
        answer([
          publication({}),
          publication({
            id: 'pub-2',
            platform: 'MEDIUM',
            platformName: 'Medium',
            status: 'FAILED',
            sandbox: false,
            url: null,
            publishedAt: null,
            lastError: 'Medium refused the token (401).',
          }),
        ]),
    });
    const sandbox = await screen.findByLabelText('Sandbox platforms');
    expect(sandbox).toHaveTextContent('X: Sandbox, nothing is sent');
    expect(sandbox).not.toHaveTextContent('Medium');

    await env.user.click(screen.getByRole('button', { name: 'Publish Now' }));
    await findToast('Article Published');
    expect(toastText()).toContain('Your article has been published successfully.');

    const [call] = env.publishCalls();
    expect(call).toMatchObject({ articleId: 'art-1', platforms: ['TWITTER', 'MEDIUM', 'NEWSROOM'], scheduledFor: null });
    expect(call.idempotencyKey).toEqual(expect.any(String));

    const rows = within(screen.getByRole('list', { name: 'Platforms' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('XPublished');
    expect(rows[0]).toHaveTextContent('Sandbox: nothing was sent');
    expect(within(rows[0]).getByRole('link', { name: 'View the X preview' })).toHaveAttribute('href', 'https://issuerwire.example/p/acme');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('Medium refused the token (401).');
    expect(rows[1]).not.toHaveTextContent('Sandbox');
  });

  it('schedules for later: the main button reads Schedule, the local time goes out as UTC, and a move after the wire is shown', async () => {
    const env = setup({
      PublishArticle: (v) =>
        answer([publication({ status: 'SCHEDULED', scheduledFor: '2030-03-04T09:35:00.000Z', publishedAt: null, url: null })], {
          message: 'Article scheduled for publishing on the chosen platforms.',
          movedAfterDistribution: { __typename: 'ReleaseMove', from: v.scheduledFor, to: '2030-03-04T09:35:00.000Z' },
        }),
    });
    await env.user.click(await screen.findByRole('checkbox', { name: 'Schedule for later' }));
    expect(screen.queryByRole('button', { name: 'Publish Now' })).not.toBeInTheDocument();
    const when = screen.getByLabelText('Publish at');
    fireEvent.change(when, { target: { value: '2030-03-04T09:30' } });
    await env.user.click(screen.getByRole('button', { name: 'Schedule' }));
    await findToast('Scheduled');

    expect(env.publishCalls()[0]).toMatchObject({
      platforms: ['TWITTER', 'MEDIUM', 'NEWSROOM'],
      scheduledFor: localInputToIso('2030-03-04T09:30'),
    });
    const result = screen.getByRole('status', { name: 'Publishing result' });
    expect(result).toHaveTextContent(`for ${formatWhen('2030-03-04T09:35:00.000Z')}`);
    expect(result).toHaveTextContent('Moved after the newswire release');
    // The hosted page says when it goes live rather than 404 until then; the panel says the same.
    expect(result).toHaveTextContent(`Hosted article page (live from ${formatWhen('2030-03-04T09:35:00.000Z')}):`);
  });

  it('says Not Published when every platform failed, with each reason', async () => {
    const env = setup({
      PublishArticle: () =>
        answer([publication({ status: 'FAILED', sandbox: false, url: null, publishedAt: null, lastError: 'X refused the post (403).' })], {
          message: 'Failed on X (Twitter): X refused the post (403).',
        }),
    });
    await env.user.click(await screen.findByRole('button', { name: 'Publish Now' }));
    await findToast('Not Published');
    expect(toastText()).toContain('X refused the post (403).');
    expect(screen.getByRole('status', { name: 'Publishing result' })).toHaveTextContent('Failed');
  });

  it("shows the server's userError under the time when it is in the past", async () => {
    const message = 'The scheduled time must not be in the past';
    const env = setup({
      PublishArticle: () => ({
        data: {
          publishArticle: {
            __typename: 'PublishArticlePayload',
            publishResult: null,
            userErrors: [{ __typename: 'UserError', path: ['scheduledFor'], code: 'INVALID', message }],
          },
        },
      }),
    });
    await env.user.click(await screen.findByRole('checkbox', { name: 'Schedule for later' }));
    const when = screen.getByLabelText('Publish at');
    fireEvent.change(when, { target: { value: '2020-01-01T08:00' } });
    await env.user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(when).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('status', { name: 'Publishing result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the findings of a 409 compliance_blocked and how to fix them', async () => {
    const env = setup({
      PublishArticle: () =>
        apiError('This article has 1 critical compliance finding and cannot be released until it is fixed: Guaranteed returns.', {
          code: 'compliance_blocked',
          findings: [
            {
              ruleId: 'finra.2210.promissory',
              severity: 'critical',
              title: 'Guaranteed returns',
              message: 'Promises of returns are prohibited.',
              suggestion: 'Describe the business, not a return.',
              text: 'guaranteed 20% returns',
            },
          ],
        }),
    });
    await env.user.click(await screen.findByRole('button', { name: 'Publish Now' }));
    const blocked = await screen.findByRole('alert', { name: 'Blocked by compliance' });
    const finding = within(within(blocked).getByRole('list', { name: 'Compliance findings' })).getByRole('listitem');
    expect(finding).toHaveTextContent('Guaranteed returns');
    expect(finding).toHaveTextContent('Critical');
    expect(finding).toHaveTextContent('Rule: finra.2210.promissory');
    expect(finding).toHaveTextContent('Matched text: “guaranteed 20% returns”');
    expect(finding).toHaveTextContent('Promises of returns are prohibited.');
    expect(finding).toHaveTextContent('Suggested rewrite: Describe the business, not a return.');
    expect(blocked).toHaveTextContent('use Edit Content');
    await env.user.click(within(blocked).getByRole('button', { name: 'Open the Compliance tab' }));
    expect(env.onOpenCompliance).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status', { name: 'Publishing result' })).not.toBeInTheDocument();
  });

  it('keeps one idempotency key per intent: reused after a failure and on a double click, new when the inputs change or after a success', async () => {
    let round = 0;
    let release: () => void = () => undefined;
    const env = setup({
      PublishArticle: async () => {
        round += 1;
        if (round === 1) throw new TypeError('Failed to fetch'); // timed out: nothing is known about the first try
        if (round === 2) await new Promise<void>((resolve) => (release = resolve));
        return answer([publication({})]);
      },
    });
    const publish = await screen.findByRole('button', { name: 'Publish Now' });
    await env.user.click(publish);
    expect(await screen.findByText(/couldn't reach IssuerWire/)).toBeInTheDocument();

    // The retry is the same intent; a double click while it runs sends nothing more.
    await env.user.dblClick(publish);
    await waitFor(() => expect(env.publishCalls()).toHaveLength(2));
    release();
    await findToast('Article Published');
    expect(env.publishCalls()).toHaveLength(2);
    const [first, second] = env.publishCalls();
    expect(second.idempotencyKey).toBe(first.idempotencyKey);

    // After a success, the next click is a new intent.
    closeToasts();
    await env.user.click(screen.getByRole('button', { name: 'Publish Now' }));
    await waitFor(() => expect(env.publishCalls()).toHaveLength(3));
    expect(env.publishCalls()[2].idempotencyKey).not.toBe(first.idempotencyKey);

    // Other platforms: another intent, another key.
    await env.user.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await env.user.click(await screen.findByRole('option', { name: 'Substack' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish Now' })).toBeEnabled());
    await env.user.click(screen.getByRole('button', { name: 'Publish Now' }));
    await waitFor(() => expect(env.publishCalls()).toHaveLength(4));
    expect(env.publishCalls()[3]).toMatchObject({ platforms: ['SUBSTACK', 'NEWSROOM'] });
    expect(new Set(env.publishCalls().map((c) => c.idempotencyKey)).size).toBe(3);
  });

  it("shows the release time on the exchange's clock and what the exchange asks; the issuer records its notice", async () => {
    const notice = {
      __typename: 'ReleaseTimingFinding' as const,
      code: 'MARKET_HOURS_NOTICE' as const,
      severity: 'WARNING' as const,
      message:
        'The release falls between 07:00 and 20:00 ET on a trading day: Nasdaq MarketWatch must be told at least 10 minutes before it goes out.',
      noticeDeadline: '2026-11-30T15:05:00.000Z',
      resolved: false,
    };
    let recorded = false;
    const env = setup({
      ReleaseCheck: () => releaseCheck([recorded ? { ...notice, severity: 'INFO' as const, resolved: true } : notice]),
      RecordExchangeNotice: () => {
        recorded = true;
        return {
          data: {
            recordExchangeNotice: {
              __typename: 'RecordExchangeNoticePayload',
              exchangeNotice: { __typename: 'ExchangeNotice', articleId: 'art-1', exchangeNotifiedAt: '2026-11-30T14:00:00.000Z' },
              userErrors: [],
            },
          },
        };
      },
    });
    const timing = await screen.findByRole('region', { name: 'Release timing' });
    expect(within(timing).getByText('Mon, Nov 30, 2026, 10:15 EST')).toBeTruthy();
    expect(timing.textContent).toContain('on Nasdaq');
    expect(timing.textContent).toContain('your time');
    expect(within(timing).getByText(/Nasdaq MarketWatch must be told/)).toBeTruthy();
    fireEvent.click(within(timing).getByRole('button', { name: 'I told the exchange now' }));
    await waitFor(() => expect(env.calls.some((c) => c.operationName === 'RecordExchangeNotice')).toBe(true));
    await waitFor(() => expect(within(timing).queryByRole('button', { name: 'I told the exchange now' })).toBeNull());
    // Publish now asks about now (no time); a scheduled time is sent as it is chosen.
    expect(env.calls.find((c) => c.operationName === 'ReleaseCheck')?.variables).toEqual({ articleId: 'art-1', scheduledFor: null });
  });
});
