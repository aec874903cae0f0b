import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL, type MockHandlers, type AnswerOf } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { PublishingScreen } from './publishing-screen';

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

// Noon local time, so the calendar day does not depend on the test machine's zone.
const day = (d: number) => new Date(2026, 0, d, 12).toISOString();

function publication(overrides: Partial<AnswerOf<'PublishingCalendar'>['publishingCalendar']['publications'][number]>) {
  return {
    __typename: 'Publication',
    id: 'pub-x',
    articleId: 'art-1',
    campaignId: 'c-1',
    articleTitle: 'Acme Robotics: Building the Future',
    platform: 'TWITTER' as const,
    platformName: 'X',
    status: 'SCHEDULED' as const,
    scheduledFor: day(20),
    publishedAt: null,
    url: null,
    sandbox: true,
    attempts: 0,
    lastError: null,
    submission: null,
    at: day(20),
    ...overrides,
  };
}

const scheduled = publication({});
const published = publication({
  id: 'pub-m',
  platform: 'MEDIUM',
  platformName: 'Medium',
  status: 'PUBLISHED' as const,
  scheduledFor: null,
  publishedAt: day(5),
  url: 'https://medium.com/@acme/post-1',
  sandbox: false,
  at: day(5),
});
const failed = publication({
  id: 'pub-s',
  platform: 'MEDIUM',
  platformName: 'Medium',
  articleTitle: 'Q4 Results',
  status: 'FAILED' as const,
  scheduledFor: day(10),
  sandbox: false,
  attempts: 3,
  lastError: 'Medium refused the token (401).',
  at: day(10),
});
const order = {
  __typename: 'NewswireOrder',
  id: 'ord-1',
  articleId: 'art-1',
  articleTitle: 'Acme Robotics: Building the Future',
  provider: 'EIN' as const,
  providerName: 'EIN Presswire',
  level: 'BASIC' as const,
  status: 'PUBLISHED' as const,
  targetTime: null,
  releaseUrl: 'https://www.einpresswire.com/article/1',
  sandbox: false,
  lastError: null,
  message: null,
  publishedAt: day(4),
  at: day(4),
};

type Calendar = AnswerOf<'PublishingCalendar'>['publishingCalendar'];

function calendar(publications: Calendar['publications'], orders: Calendar['orders'] = []) {
  return { data: { publishingCalendar: { __typename: 'PublishingCalendar', from: day(1), to: day(31), publications, orders } } };
}

function setup(handlers: MockHandlers) {
  const api = mockGraphQL(handlers);
  const view = renderWithApi(<PublishingScreen initialMonth={new Date(2026, 0, 15)} />);
  return { ...api, ...view };
}

function row(name: string) {
  return within(screen.getByRole('list', { name: 'Publishing items' })).getByRole('listitem', { name });
}

describe('publishing screen', { timeout: 20_000 }, () => {
  it('shows the month: posts and newswire releases on their days and in a list with status, reason and links; filters by status', async () => {
    const env = setup({ PublishingCalendar: () => calendar([scheduled, published, failed], [order]) });
    expect(await screen.findByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Publishing items' });
    expect(env.calls.find((c) => c.operationName === 'PublishingCalendar')?.variables).toEqual({
      from: new Date(2026, 0, 1).toISOString(),
      to: new Date(2026, 1, 1).toISOString(),
    });

    const grid = screen.getByRole('grid', { name: 'Publishing calendar' });
    expect(within(grid).getByRole('gridcell', { name: /^Tuesday, January 20: 1 item/ })).toHaveTextContent(
      'X: Acme Robotics: Building the Future',
    );
    expect(within(grid).getByRole('gridcell', { name: /^Sunday, January 4: 1 item/ })).toHaveTextContent('EIN Presswire (newswire)');
    expect(within(grid).getByRole('gridcell', { name: 'Wednesday, January 7: nothing' })).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Publishing items' })).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'EIN Presswire (newswire): Acme Robotics: Building the Future',
      'Medium: Acme Robotics: Building the Future',
      'Medium: Q4 Results',
      'X: Acme Robotics: Building the Future',
    ]);
    expect(within(row('Medium: Acme Robotics: Building the Future')).getByRole('link', { name: 'View on Medium' })).toHaveAttribute(
      'href',
      'https://medium.com/@acme/post-1',
    );
    expect(
      within(row('EIN Presswire (newswire): Acme Robotics: Building the Future')).getByRole('link', { name: 'View the release' }),
    ).toBeInTheDocument();
    const failedRow = row('Medium: Q4 Results');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('Why it failed: Medium refused the token (401).');
    expect(within(failedRow).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(failedRow).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const scheduledRow = row('X: Acme Robotics: Building the Future');
    expect(scheduledRow).toHaveTextContent('Scheduled');
    expect(scheduledRow).toHaveTextContent('Sandbox: nothing is sent');
    expect(within(scheduledRow).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await env.user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Failed' }));
    const filtered = within(screen.getByRole('list', { name: 'Publishing items' })).getAllByRole('listitem');
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toHaveAccessibleName('Medium: Q4 Results');
    expect(within(grid).getByRole('gridcell', { name: 'Tuesday, January 20: nothing' })).toBeInTheDocument();

    await env.user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Scheduled' }));
    expect(
      within(screen.getByRole('list', { name: 'Publishing items' }))
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['X: Acme Robotics: Building the Future']);
  });

  it('retries a failed post in place and cancels a scheduled one off the calendar; a refusal shows the server message', async () => {
    let cancelAnswers = 0;
    const env = setup({
      PublishingCalendar: () => calendar([scheduled, failed]),
      RetryPublication: ({ id }) => ({
        data: {
          retryPublication: {
            __typename: 'RetryPublicationPayload',
            publication: {
              ...failed,
              id,
              status: 'PUBLISHED' as const,
              attempts: 4,
              lastError: null,
              publishedAt: day(10),
              url: 'https://medium.com/@acme/q4',
            },
            userErrors: [],
          },
        },
      }),
      CancelPublication: ({ id }) => {
        cancelAnswers += 1;
        if (cancelAnswers === 1)
          return apiError('Only a scheduled or pending publication can be cancelled; this one is publishing.', {
            code: 'publication_not_cancellable',
          });
        return {
          data: {
            cancelPublication: {
              __typename: 'CancelPublicationPayload',
              publication: { ...scheduled, id, status: 'CANCELLED' as const },
              userErrors: [],
            },
          },
        };
      },
    });
    await screen.findByRole('list', { name: 'Publishing items' });

    await env.user.click(within(row('Medium: Q4 Results')).getByRole('button', { name: 'Retry' }));
    await findToast('Retrying');
    await waitFor(() => expect(row('Medium: Q4 Results')).toHaveTextContent('Published'));
    expect(within(row('Medium: Q4 Results')).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(row('Medium: Q4 Results')).not.toHaveTextContent('Why it failed');
    expect(within(row('Medium: Q4 Results')).getByRole('link', { name: 'View on Medium' })).toHaveAttribute(
      'href',
      'https://medium.com/@acme/q4',
    );
    expect(env.calls.find((c) => c.operationName === 'RetryPublication')?.variables).toEqual({ id: 'pub-s' });
    closeToasts();

    await env.user.click(within(row('X: Acme Robotics: Building the Future')).getByRole('button', { name: 'Cancel' }));
    await findToast('Not Cancelled');
    expect(toastText()).toContain('this one is publishing');
    expect(row('X: Acme Robotics: Building the Future')).toHaveTextContent('Scheduled');
    closeToasts();

    await env.user.click(within(row('X: Acme Robotics: Building the Future')).getByRole('button', { name: 'Cancel' }));
    await findToast('Cancelled');
    // The calendar leaves a cancelled post out, as the server does.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'X: Acme Robotics: Building the Future' })).not.toBeInTheDocument());
    expect(env.calls.filter((c) => c.operationName === 'PublishingCalendar')).toHaveLength(1);
  });

  it('a post cancelled under Scheduled is gone from the month under All at once, as the server leaves it out', async () => {
    // The server's calendar leaves cancelled posts out; the month's refetch is held until the test has looked at the
    // cached list, which once showed the post "Cancelled" and then, when the answer came, not at all.
    let cancelled = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const env = setup({
      PublishingCalendar: async () => {
        if (!cancelled) return calendar([scheduled, published]);
        await held;
        return calendar([published]);
      },
      CancelPublication: ({ id }) => {
        cancelled = true;
        return {
          data: {
            cancelPublication: {
              __typename: 'CancelPublicationPayload',
              publication: { ...scheduled, id, status: 'CANCELLED' as const },
              userErrors: [],
            },
          },
        };
      },
    });
    await screen.findByRole('list', { name: 'Publishing items' });
    const status = within(screen.getByRole('group', { name: 'Status' }));
    await env.user.click(status.getByRole('button', { name: 'Scheduled' }));
    await waitFor(() => expect(env.calls.filter((c) => c.operationName === 'PublishingCalendar')).toHaveLength(2));
    await env.user.click(
      within(await screen.findByRole('listitem', { name: 'X: Acme Robotics: Building the Future' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await findToast('Cancelled');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'X: Acme Robotics: Building the Future' })).not.toBeInTheDocument());

    await env.user.click(status.getByRole('button', { name: 'All' }));
    const names = () =>
      within(screen.getByRole('list', { name: 'Publishing items' }))
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label'));
    expect(names()).toEqual(['Medium: Acme Robotics: Building the Future']);
    expect(
      within(screen.getByRole('grid', { name: 'Publishing calendar' })).getByRole('gridcell', { name: 'Tuesday, January 20: nothing' }),
    ).toBeInTheDocument();
    release();
    await waitFor(() => expect(env.calls.filter((c) => c.operationName === 'PublishingCalendar').length).toBeGreaterThan(2));
    expect(names()).toEqual(['Medium: Acme Robotics: Building the Future']);
  });

  it('records the address of a post made by hand on a platform without an API', async () => {
    const pending = publication({
      id: 'pub-ss',
      platform: 'SUBSTACK',
      platformName: 'Substack',
      status: 'PENDING' as const,
      sandbox: false,
      submission: { __typename: 'SubmissionPackage', formUrl: 'https://acme.substack.com/publish/post', text: 'Acme Robotics: the post' },
    });
    let answers = 0;
    const env = setup({
      PublishingCalendar: () => calendar([pending]),
      ConfirmPublication: ({ id, url }) => {
        answers += 1;
        // A refused address comes back in the payload's userErrors, by the input's field, with no publication.
        if (answers === 1)
          return {
            data: {
              confirmPublication: {
                __typename: 'ConfirmPublicationPayload',
                publication: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    path: ['url'],
                    code: 'INVALID_FORMAT' as const,
                    message: 'Enter the address of the published post (https://...)',
                  },
                ],
              },
            },
          };
        return {
          data: {
            confirmPublication: {
              __typename: 'ConfirmPublicationPayload',
              publication: { ...pending, id, status: 'PUBLISHED' as const, url, submission: null, publishedAt: day(20) },
              userErrors: [],
            },
          },
        };
      },
    });
    await screen.findByRole('list', { name: 'Publishing items' });
    const item = row('Substack: Acme Robotics: Building the Future');
    expect(item).toHaveTextContent('Waiting for you');
    expect(within(item).getByRole('link', { name: 'Open the Substack editor' })).toHaveAttribute(
      'href',
      'https://acme.substack.com/publish/post',
    );
    const form = within(item).getByRole('form', { name: 'Record the Substack post' });
    const address = within(form).getByRole('textbox', { name: 'Address of the published post' });
    await env.user.type(address, 'not a url');
    await env.user.click(within(form).getByRole('button', { name: 'Record URL' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Enter the address of the published post (https://...)'));

    await env.user.clear(address);
    await env.user.type(address, 'https://acme.substack.com/p/the-post');
    await env.user.click(within(form).getByRole('button', { name: 'Record URL' }));
    await findToast('Post Recorded');
    await waitFor(() => expect(row('Substack: Acme Robotics: Building the Future')).toHaveTextContent('Published'));
    expect(within(row('Substack: Acme Robotics: Building the Future')).getByRole('link', { name: 'View on Substack' })).toHaveAttribute(
      'href',
      'https://acme.substack.com/p/the-post',
    );
    expect(within(row('Substack: Acme Robotics: Building the Future')).queryByRole('form')).not.toBeInTheDocument();
    expect(env.calls.filter((c) => c.operationName === 'ConfirmPublication').at(-1)?.variables).toEqual({
      id: 'pub-ss',
      url: 'https://acme.substack.com/p/the-post',
    });
  });

  it('filters to what is scheduled from this month on, a post scheduled next month included', async () => {
    const nextMonth = publication({
      id: 'pub-feb',
      platformName: 'Medium',
      scheduledFor: new Date(2026, 1, 3, 12).toISOString(),
      at: new Date(2026, 1, 3, 12).toISOString(),
    });
    const env = setup({
      PublishingCalendar: ({ to }) =>
        calendar(new Date(String(to)) > new Date(2026, 1, 1) ? [scheduled, published, nextMonth] : [scheduled, published]),
    });
    await screen.findByRole('list', { name: 'Publishing items' });
    await env.user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Scheduled' }));
    expect(await screen.findByRole('heading', { name: 'Scheduled from January 2026 on' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Publishing items' }))
          .getAllByRole('listitem')
          .map((i) => i.getAttribute('aria-label')),
      ).toEqual(['X: Acme Robotics: Building the Future', 'Medium: Acme Robotics: Building the Future']),
    );
    expect(env.calls.filter((c) => c.operationName === 'PublishingCalendar').at(-1)?.variables).toEqual({
      from: new Date(2026, 0, 1).toISOString(),
      to: new Date(2027, 0, 1).toISOString(),
    });
  });

  it('says when a month is empty and moves between months', async () => {
    const env = setup({ PublishingCalendar: () => calendar([]) });
    expect(await screen.findByText('Nothing published or scheduled in January 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    await env.user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Nothing published or scheduled in February 2026.')).toBeInTheDocument();
    expect(env.calls.filter((c) => c.operationName === 'PublishingCalendar').at(-1)?.variables).toEqual({
      from: new Date(2026, 1, 1).toISOString(),
      to: new Date(2026, 2, 1).toISOString(),
    });
  });
});
