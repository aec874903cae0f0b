import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi } from '../../../testing/render-with-api';
import { CampaignsTable, type CampaignRow } from './campaigns-table';

function row(overrides: Partial<CampaignRow>): CampaignRow {
  return {
    __typename: 'Campaign',
    id: 'c-1',
    title: 'Acme Campaign',
    companyName: 'Acme Robotics Inc.',
    ticker: 'ACME',
    sector: 'TECHNOLOGY' as const,
    tone: 'BULLISH' as const,
    budget: 'PRO' as const,
    status: 'DRAFT' as const,
    createdAt: '2026-01-05T10:00:00.000Z',
    articleId: null,
    articleStatus: null,
    ...overrides,
  };
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('CampaignsTable', { timeout: 15_000 }, () => {
  it('shows three skeleton rows while loading', () => {
    mockGraphQL({});
    renderWithApi(<CampaignsTable campaigns={undefined} loading onOpenArticle={vi.fn()} />);
    expect(screen.getAllByTestId('campaign-skeleton-row')).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Campaign',
      'Stock',
      'Status',
      'Sector',
      'Budget',
      'Actions',
    ]);
  });

  it('says there are no campaigns yet', () => {
    mockGraphQL({});
    renderWithApi(<CampaignsTable campaigns={[]} onOpenArticle={vi.fn()} />);
    expect(screen.getByText('No campaigns created yet.')).toBeInTheDocument();
    expect(screen.getByText('Create your first campaign to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the campaign title, company and date (or N/A), ticker, status in its colour, sector label and plan name', () => {
    mockGraphQL({});
    renderWithApi(
      <CampaignsTable
        campaigns={[
          row({ id: 'a', title: 'Q3 results', status: 'PUBLISHED' as const, sector: 'FINANCIAL' as const, budget: 'AGENCY' as const }),
          row({ id: 'b', status: 'SCHEDULED' as const, sector: 'CONSUMER' as const, budget: 'BASIC' as const }),
          row({ id: 'c', status: 'DRAFT' as const, companyName: '', sector: null }),
          row({ id: 'd', status: 'ARCHIVED' as const }),
          row({ id: 'e', status: 'FAILED' as const }),
        ]}
        onOpenArticle={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    const colour = (r: HTMLElement) => within(r).getAllByRole('cell')[2].querySelector('[data-color]')?.getAttribute('data-color');
    expect(rows.map(colour)).toEqual(['success', 'warning', 'default', 'default', 'error']);
    // One company's campaigns are told apart by their titles.
    expect(within(rows[0]).getByText('Q3 results')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Acme Robotics Inc. · Jan 5, 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Financial Services')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Agency')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Consumer Goods')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Basic')).toBeInTheDocument();
    expect(within(rows[2]).getByText('N/A · Jan 5, 2026')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Archived')).toBeInTheDocument();
  });

  it('opens the article, selects for tracking, and archives only after confirmation', async () => {
    const { calls } = mockGraphQL({
      ArchiveCampaign: () => ({
        data: {
          archiveCampaign: {
            __typename: 'ArchiveCampaignPayload',
            userErrors: [],
            campaign: { __typename: 'Campaign', id: 'a', status: 'ARCHIVED' as const, archivedAt: '2026-01-06T00:00:00.000Z' },
          },
        },
      }),
    });
    const onOpenArticle = vi.fn();
    const onTrack = vi.fn();
    const onArchived = vi.fn();
    const { user } = renderWithApi(
      <CampaignsTable
        campaigns={[row({ id: 'a', title: 'With Article', articleId: 'art-1' }), row({ id: 'b', title: 'Bare Draft' })]}
        onOpenArticle={onOpenArticle}
        onTrack={onTrack}
        onArchived={onArchived}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open the article of Bare Draft' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Open the article of With Article' }));
    expect(onOpenArticle).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', articleId: 'art-1' }));
    await user.click(screen.getByRole('button', { name: 'Track engagement of With Article' }));
    expect(onTrack).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));

    await user.click(screen.getByRole('button', { name: 'Archive With Article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this campaign?' });
    expect(dialog).toHaveTextContent('“With Article” will be hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // While it fades out it still names the campaign (it once read “” for a moment).
    expect(dialog).toHaveTextContent('“With Article” will be hidden');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.operationName === 'ArchiveCampaign')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive With Article' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await findToast('Campaign Archived');
    expect(calls.find((c) => c.operationName === 'ArchiveCampaign')?.variables).toEqual({ id: 'a' });
    expect(onArchived).toHaveBeenCalled();
  });

  describe('on a phone', () => {
    const desktopWidth = window.innerWidth;
    afterEach(() => {
      window.innerWidth = desktopWidth;
    });

    it('lists each campaign as a card: its title as the heading (company and date below), the other columns as labelled values, its actions', async () => {
      window.innerWidth = 390;
      mockGraphQL({});
      const onOpenArticle = vi.fn();
      const { user } = renderWithApi(
        <CampaignsTable
          campaigns={[
            row({ id: 'a', title: 'With Article', articleId: 'art-1', status: 'PUBLISHED' as const, sector: 'FINANCIAL' as const }),
            row({ id: 'b', title: 'Bare Draft', companyName: '', budget: 'BASIC' as const }),
          ]}
          onOpenArticle={onOpenArticle}
        />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Campaigns' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByRole('heading', { level: 3 })).toHaveTextContent('With Article');
      expect(cards[0]).toHaveTextContent('Acme Robotics Inc. · Jan 5, 2026');
      const value = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(value(cards[0], 'Stock')).toHaveTextContent('ACME');
      expect(value(cards[0], 'Status')).toHaveTextContent('Published');
      expect(value(cards[0], 'Sector')).toHaveTextContent('Financial Services');
      expect(value(cards[0], 'Budget')).toHaveTextContent('Pro');
      expect(within(cards[1]).getByRole('heading', { level: 3 })).toHaveTextContent('Bare Draft');
      expect(cards[1]).toHaveTextContent('N/A ·');
      expect(value(cards[1], 'Budget')).toHaveTextContent('Basic');
      // The campaign column (company and date) is the card's caption, not repeated as a pair.
      expect(within(cards[0]).queryByText('Campaign', { selector: 'dt' })).not.toBeInTheDocument();

      expect(within(cards[1]).getByRole('button', { name: 'Open the article of Bare Draft' })).toBeDisabled();
      await user.click(within(cards[0]).getByRole('button', { name: 'Open the article of With Article' }));
      expect(onOpenArticle).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', articleId: 'art-1' }));
    });

    it('shows three skeleton cards while loading', () => {
      window.innerWidth = 390;
      mockGraphQL({});
      renderWithApi(<CampaignsTable campaigns={undefined} loading onOpenArticle={vi.fn()} />);
      expect(screen.getByRole('list', { name: 'Campaigns' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getAllByTestId('campaign-skeleton-row')).toHaveLength(3);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
