import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  GuidelineDeadlinesQuery,
  GuidelinesQuery,
  RuleItemFieldsFragment,
  ListingComplianceLevel,
  RiskLevel,
} from '../../../gql/graphql';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { DEFAULT_SAMPLE_TICKER, SAMPLE_TICKERS } from '../lib/samples';
import { GuidelinesDemo } from './guidelines-demo';

const rule = (id: string, text: string, unconfirmed = false): RuleItemFieldsFragment => ({
  __typename: 'RuleItem',
  id,
  text,
  citation: unconfirmed ? `Source for ${id} (unconfirmed: not checked against the primary text)` : `Source for ${id}`,
  unconfirmed,
});

interface Listing {
  ticker: string;
  companyName: string;
  exchange: string;
  jurisdiction: string;
  complianceLevel: ListingComplianceLevel;
  riskLevel: RiskLevel;
}

const LISTINGS: Record<string, Listing> = {
  UAMY: {
    ticker: 'UAMY',
    companyName: 'United States Antimony Corporation',
    exchange: 'NYSE American',
    jurisdiction: 'US',
    complianceLevel: 'MODERATE' as const,
    riskLevel: 'MEDIUM' as const,
  },
  TBTC: {
    ticker: 'TBTC',
    companyName: 'Table Trac, Inc.',
    exchange: 'OTC Pink',
    jurisdiction: 'US',
    complianceLevel: 'STRICT' as const,
    riskLevel: 'HIGH' as const,
  },
  SHOP: {
    ticker: 'SHOP',
    companyName: 'Shopify Inc.',
    exchange: 'TSX',
    jurisdiction: 'CA',
    complianceLevel: 'BASIC' as const,
    riskLevel: 'LOW' as const,
  },
};

function guidelinesOf(l: Listing): GuidelinesQuery {
  return {
    __typename: 'Query',
    guidelines: {
      __typename: 'Guidelines',
      ticker: l.ticker,
      companyName: l.companyName,
      simplified: {
        __typename: 'GuidelinesSummary',
        exchange: l.exchange,
        jurisdiction: l.jurisdiction,
        complianceLevel: l.complianceLevel,
        riskLevel: l.riskLevel,
        pennyStockLikely: l.complianceLevel === 'STRICT',
        keyRequirements: [
          rule(`${l.ticker}.key`, `Key requirement of ${l.exchange}`),
          rule(`${l.ticker}.notify`, `Notify ${l.exchange}`, true),
        ],
      },
      guidelines: {
        __typename: 'GuidelinesBody',
        materialChangeDeadline: rule(`${l.ticker}.deadline`, `Deadline rule of ${l.exchange}`),
        distributionRequirements: [rule(`${l.ticker}.dist`, `Distribution rule of ${l.exchange}`)],
        financialReportingRequirements: [rule(`${l.ticker}.fin`, `Reporting rule of ${l.exchange}`)],
        minimumDisclosures: [rule(`${l.ticker}.min`, `Disclosure rule of ${l.exchange}`)],
        additionalRestrictions: [],
      },
    },
  };
}

function deadlinesOf(l: Listing): GuidelineDeadlinesQuery {
  const us = l.jurisdiction === 'US';
  return {
    __typename: 'Query',
    guidelines: {
      __typename: 'Guidelines',
      ticker: l.ticker,
      simplified: { __typename: 'GuidelinesSummary', exchange: l.exchange },
      guidelines: { __typename: 'GuidelinesBody', materialChangeDeadline: rule(`${l.ticker}.deadline`, `Deadline rule of ${l.exchange}`) },
      deadlines: {
        __typename: 'Deadlines',
        eventTime: '2026-03-09T13:30:00.000Z',
        materialChangeReport: {
          __typename: 'MaterialChangeReportDeadline',
          form: us ? 'Form 8-K' : 'Form 51-102F3 material change report',
          dueAt: '2026-03-13T21:30:00.000Z',
        },
        release: {
          __typename: 'ReleaseAdvice',
          easternTime: '2026-03-09 09:30 ET',
          session: us ? ('REGULAR' as const) : null,
          notifyExchangeBy: us ? '2026-03-09T13:20:00.000Z' : null,
          earliestAfterClose: null,
          ok: true,
          warnings: us ? [`Notify ${l.exchange} by 09:20 ET (10 minutes before release).`] : [],
          rules: [],
        },
      },
    },
  };
}

/** The API as it answers each sample listing (and an unknown ticker), whatever event time the screen asks deadlines for. */
function renderDemo() {
  const listing = (ticker: string) => Object.values(LISTINGS).find((l) => l.ticker === ticker);
  mockGraphQL({
    Guidelines: ({ ticker }) => {
      const l = listing(ticker);
      return l ? { data: guidelinesOf(l) } : apiError(`No listing found for ticker ${ticker}.`, { code: 'unknown_ticker' });
    },
    GuidelineDeadlines: ({ ticker, eventTime }) => {
      const l = listing(ticker);
      return l && typeof eventTime === 'string' ? { data: deadlinesOf(l) } : apiError(`Unexpected variables for ${ticker}.`);
    },
  });
  return renderWithApi(<GuidelinesDemo />);
}

function badges() {
  const list = screen.getByRole('group', { name: 'Listing badges' });
  return within(list)
    .getAllByRole('definition')
    .map((d) => d.textContent);
}

describe('GuidelinesDemo', { timeout: 20_000 }, () => {
  it('loads the default sample ticker with its four badges and the overview tab', async () => {
    renderDemo();
    expect(screen.getByLabelText('Ticker')).toHaveValue(DEFAULT_SAMPLE_TICKER);

    expect(await screen.findByRole('heading', { name: 'United States Antimony Corporation (UAMY)' })).toBeInTheDocument();
    expect(badges()).toEqual(['NYSE American', 'United States (US)', 'Moderate', 'Medium']);
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Deadline rule of NYSE American')).toBeInTheDocument();
    const notify = screen.getByText('Notify NYSE American').closest('li')!;
    expect(within(notify).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(notify).getByText('Source: Source for UAMY.notify')).toBeInTheDocument();
  });

  it('offers a US small cap, an OTC Pink, a NASDAQ and a TSX sample', () => {
    renderDemo();
    expect(SAMPLE_TICKERS.map((s) => s.kind)).toEqual(['US small cap', 'OTC Pink', 'NASDAQ', 'TSX (Canada)']);
    for (const sample of SAMPLE_TICKERS) {
      expect(
        screen.getByRole('button', { name: new RegExp(`^${sample.ticker}, ${sample.kind.replace(/[()]/g, '\\$&')}`) }),
      ).toBeInTheDocument();
    }
  });

  it('shows another listing from a sample button, with its deadlines and the other tabs', async () => {
    const { user } = renderDemo();
    await screen.findByRole('heading', { name: 'United States Antimony Corporation (UAMY)' });

    await user.click(screen.getByRole('button', { name: /^TBTC, OTC Pink/ }));
    expect(await screen.findByRole('heading', { name: 'Table Trac, Inc. (TBTC)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ticker')).toHaveValue('TBTC');
    expect(badges()).toEqual(['OTC Pink', 'United States (US)', 'Strict', 'High']);

    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    expect(await within(deadlines).findByText('Form 8-K due')).toBeInTheDocument();
    expect(within(deadlines).getByText('Notify OTC Pink by 09:20 ET (10 minutes before release).')).toBeInTheDocument();
    // Shown in New York time as well as the viewer's own (March 13, 2026 is after the DST switch: UTC-4).
    expect(within(deadlines).getByText('Fri, Mar 13, 2026, 5:30 PM ET')).toBeInTheDocument();
    expect(within(deadlines).getByText('Mon, Mar 9, 2026, 9:20 AM ET')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Requirements' }));
    expect(screen.getByRole('heading', { name: 'Distribution requirements' })).toBeInTheDocument();
    expect(screen.getByText('Reporting rule of OTC Pink')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Compliance' }));
    expect(screen.getByText('Disclosure rule of OTC Pink')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Additional restrictions' })).toBeInTheDocument();
  });

  it('upper-cases a typed ticker and shows the server message when it is unknown', async () => {
    const { user } = renderDemo();
    const input = screen.getByLabelText('Ticker');
    await user.clear(input);
    await user.type(input, 'zzzz');
    expect(input).toHaveValue('ZZZZ');
    await user.click(screen.getByRole('button', { name: 'Get Guidelines' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No listing found for ticker ZZZZ.');
  });
});
