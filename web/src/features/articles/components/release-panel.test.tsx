import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { ReleasePanel } from './release-panel';

afterEach(async () => {
  await getApolloClient().clearStore();
});

const channel = (
  channel: 'WIRE' | 'NEWSROOM' | 'FEED' | 'ALERTS',
  name: string,
  status: 'LIVE' | 'DELAYED' | 'SENT',
  permalink: string | null,
) => ({
  __typename: 'ReleaseChannel' as const,
  channel,
  name,
  status,
  at: '2026-03-16T14:00:00.000Z',
  permalink,
  detail: status === 'DELAYED' ? '0 sent, 12 waiting, 0 failed of 12' : null,
});

describe('the Release tab', () => {
  it('lists each channel with its status, time and permalink', async () => {
    mockGraphQL({
      ArticleRelease: () => ({
        data: {
          articleRelease: {
            __typename: 'ReleaseReceipt',
            articleId: 'a1',
            channels: [
              channel('WIRE', 'globenewswire', 'SENT', null),
              channel('NEWSROOM', 'newsroom', 'LIVE', 'https://iw.example/newsroom/acme/q3'),
              channel('FEED', 'rss', 'LIVE', 'https://iw.example/newsroom/acme/feed.rss'),
              channel('ALERTS', 'email alerts', 'DELAYED', null),
            ],
          },
        },
      }),
    });
    renderWithApi(<ReleasePanel articleId="a1" />);
    const table = await screen.findByRole('table', { name: 'Release channels' }, { timeout: 30_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Sent', 'Live', 'Live', 'Delayed']);
    expect(within(rows[1]).getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'https://iw.example/newsroom/acme/q3');
    expect(rows[3]).toHaveTextContent('Email alerts · email alerts');
    expect(rows[3]).toHaveTextContent('0 sent, 12 waiting, 0 failed of 12');
    expect(within(rows[0]).getByText('Newswire · globenewswire')).toBeInTheDocument();
  });
});
