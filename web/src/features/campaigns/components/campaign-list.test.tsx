import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL, type AnswerOf, type VariablesOf } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { CampaignList } from './campaign-list';

type Row = AnswerOf<'CampaignList'>['campaigns']['nodes'][number];

function row(n: number): Row {
  return {
    __typename: 'Campaign',
    id: `c-${n}`,
    title: `Campaign ${n}`,
    companyName: `Company ${n}`,
    ticker: 'ACME',
    sector: 'TECHNOLOGY' as const,
    tone: 'BULLISH' as const,
    budget: 'PRO' as const,
    status: 'DRAFT' as const,
    createdAt: '2026-01-05T10:00:00.000Z',
    articleId: null,
    articleStatus: null,
  };
}

const ALL = Array.from({ length: 12 }, (_, i) => row(i + 1));

/** The server's connection over ALL: `first` after the campaign the cursor names. */
function page(variables: VariablesOf<'CampaignList'>) {
  const start = variables.after ? ALL.findIndex((c) => `cursor:${c.id}` === variables.after) + 1 : 0;
  const nodes = ALL.slice(start, start + (variables.first ?? 50));
  return {
    data: {
      campaigns: {
        __typename: 'CampaignConnection',
        nodes,
        totalCount: ALL.length,
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: start + nodes.length < ALL.length,
          endCursor: nodes.length ? `cursor:${nodes.at(-1)!.id}` : null,
        },
      },
    },
  };
}

describe('CampaignList', { timeout: 15_000 }, () => {
  it('pages forward after the last campaign shown and back to a page already seen', async () => {
    const { calls } = mockGraphQL({ CampaignList: page });
    const { user } = renderWithApi(<CampaignList onOpenArticle={vi.fn()} />);
    expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Campaign 11')).toBeInTheDocument();
    expect(screen.queryByText('Campaign 1')).not.toBeInTheDocument();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(calls.at(-1)?.variables).toMatchObject({ first: 10, after: 'cursor:c-10' });
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1–10 of 12')).toBeInTheDocument());
  });
});
