import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { TickerSearch } from './ticker-search';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SHOP = { __typename: 'StockSearchResult', ticker: 'SHOP', exchange: 'TSX', name: 'Shopify Inc.', marketCap: 138_000_000_000 };
const SHPW = { __typename: 'StockSearchResult', ticker: 'SHPW', exchange: 'NASDAQ', name: 'Shapeways Holdings', marketCap: null };
const SHOP_INFO = {
  __typename: 'CompanyInfo',
  companyName: 'Shopify Inc.',
  ticker: 'SHOP',
  exchange: 'TSX',
  sector: 'Information Technology',
  industry: 'Internet Services & Infrastructure',
  marketCap: 138_000_000_000,
  website: 'https://www.shopify.com',
  country: 'CA',
  isDemo: false,
};

const searchBox = () => screen.getByRole('combobox', { name: 'Search ticker or company' });

// Real timers and a real Apollo client: slow on a busy machine, so a generous limit.
describe('ticker search widget', { timeout: 30_000 }, () => {
  it('searches 300 ms after typing stops, from 2 characters, and lists ticker, exchange, name and market cap', async () => {
    const { calls } = mockGraphQL({ TickerSearch: () => ({ data: { stockSearch: { nodes: [SHOP, SHPW] } } }) });
    const { user } = renderWithApi(<TickerSearch onValidated={() => undefined} />);

    await user.type(searchBox(), 'S');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);

    const typedAt = Date.now();
    await user.type(searchBox(), 'H');
    const list = await screen.findByRole('listbox', { name: 'Matching tickers' });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(290);
    expect(calls).toEqual([{ operationName: 'TickerSearch', variables: { query: 'SH' } }]);
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveTextContent('SHOP');
    expect(options[0]).toHaveTextContent('TSX');
    expect(options[0]).toHaveTextContent('Shopify Inc.');
    expect(options[0]).toHaveTextContent('$138.0B');
    expect(options[1]).toHaveTextContent('N/A');
  });

  it('sends one search for quick typing, with the last text', async () => {
    const { calls } = mockGraphQL({ TickerSearch: () => ({ data: { stockSearch: { nodes: [SHOP] } } }) });
    const { user } = renderWithApi(<TickerSearch onValidated={() => undefined} />);
    await user.type(searchBox(), 'SHOP');
    await screen.findByRole('listbox');
    expect(calls.map((c) => c.variables.query)).toEqual(['SHOP']);
  });

  it('shows the no-results card', async () => {
    mockGraphQL({ TickerSearch: () => ({ data: { stockSearch: { nodes: [] } } }) });
    const { user } = renderWithApi(<TickerSearch onValidated={() => undefined} />);
    await user.type(searchBox(), 'zzqx');
    expect(await screen.findByText('No ticker symbols found for zzqx')).toBeInTheDocument();
  });

  it('validates the chosen result with a spinner, then shows the green card and reports the listing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockGraphQL({
      TickerSearch: () => ({ data: { stockSearch: { nodes: [SHOP] } } }),
      TickerValidate: async () => {
        await gate;
        return { data: { validateTicker: { __typename: 'TickerValidation', valid: true, companyInfo: SHOP_INFO } } };
      },
    });
    const onValidated = vi.fn();
    const { user } = renderWithApi(<TickerSearch onValidated={onValidated} />);
    await user.type(searchBox(), 'shop');
    await user.click(await screen.findByRole('option', { name: /SHOP/ }));
    expect(await screen.findByText('Validating SHOP…')).toBeInTheDocument();
    release();
    const card = await screen.findByRole('region', { name: 'Validated company' });
    for (const text of ['SHOP', 'TSX', 'Shopify Inc.', 'Information Technology', 'Internet Services & Infrastructure', '$138.0B']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(onValidated).toHaveBeenLastCalledWith(expect.objectContaining({ ticker: 'SHOP', companyName: 'Shopify Inc.' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Typing again clears the choice.
    await user.type(searchBox(), 'X');
    expect(screen.queryByRole('region', { name: 'Validated company' })).not.toBeInTheDocument();
    expect(onValidated).toHaveBeenLastCalledWith(null);
  });

  it('only logs a failed search or validation: the list is emptied and the card cleared', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockGraphQL({ TickerSearch: () => apiError('boom', { code: 'internal_error' }) });
    const { user } = renderWithApi(<TickerSearch onValidated={() => undefined} />);
    await user.type(searchBox(), 'SH');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/No ticker symbols found/)).not.toBeInTheDocument();
  });
});
