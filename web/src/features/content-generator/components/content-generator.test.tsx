import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/toast';
import type { GenerateContentInput, GenerateContentMutation } from '../../../gql/graphql';
import { apiError, mockGraphQL, type MockHandler, withVariables } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { SAMPLE_COMPANIES } from '../lib/samples';
import { ContentGenerator } from './content-generator';

const INPUT: GenerateContentInput = {
  ticker: 'DEMO',
  companyName: 'Demo Issuer Holdings',
  title: 'Demo Opens New Plant',
  tone: 'BULLISH',
  keyMessages: ['Revenue grew 12%'],
  includeCEOQuote: true,
  includeFinancials: false,
};

const CONTENT: NonNullable<GenerateContentMutation['generateContent']['generatedContent']> = {
  __typename: 'GeneratedContent',
  title: 'Demo Opens New Plant',
  content: 'Demo Issuer Holdings opened a plant.\n\n---\n\nPaid content: paid for by Demo Issuer Holdings.',
  complianceLevel: 'BASIC',
  jurisdiction: 'US',
  exchange: 'NASDAQ',
  warnings: ['Unattributed superlative ("best"): Makes a superlative claim without naming a source.'],
  mandatoryDisclosures: ['Paid content: paid for by Demo Issuer Holdings.', 'AI assistance: written with AI assistance.'],
  timestamp: '2026-03-09T13:30:00.000Z',
  complianceScore: 90,
  model: 'composer',
};

const GENERATED: GenerateContentMutation = {
  __typename: 'Mutation',
  generateContent: { __typename: 'GenerateContentPayload', generatedContent: CONTENT, userErrors: [] },
};

/** Signed out; a generation of exactly INPUT answered by `generate` (none: the screen must not ask). */
function renderGenerator(generate?: MockHandler<'GenerateContent'>, more: { SuggestedTitle?: MockHandler<'SuggestedTitle'> } = {}) {
  mockGraphQL({
    Me: () => ({ data: { __typename: 'Query', me: null } }),
    ...(generate ? { GenerateContent: withVariables({ input: INPUT }, generate) } : {}),
    ...more,
  });
  return renderWithApi(
    <ContentGenerator
      renderAnalysis={(request) => (
        <div data-testid="analysis">
          {request.ticker}|{request.run}|{request.content}
        </div>
      )}
      renderLevel={(level) => <span data-testid="level">{level}</span>}
    />,
  );
}

type User = ReturnType<typeof renderWithApi>['user'];

// Pasting, not typing: MUI fields make per-key typing slow, and what matters here is the values sent.
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillParameters(user: User) {
  await enter(user, screen.getByLabelText(/^Ticker/), 'demo');
  await enter(user, screen.getByLabelText(/^Company name/), '  Demo Issuer Holdings ');
  await enter(user, screen.getByLabelText(/^Title/), 'Demo Opens New Plant');
  await enter(user, screen.getByLabelText('Key message'), 'Revenue grew 12%');
  await user.keyboard('{Enter}');
}

function notifications() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:generated');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

// Whole-screen journeys on a shared 2-core machine: allow more than the default 5 s.
describe('ContentGenerator', { timeout: 20_000 }, () => {
  it('enables Generate only with a ticker, a company name and a title', async () => {
    const { user } = renderGenerator();
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();

    await user.type(screen.getByLabelText(/^Ticker/), 'demo');
    expect(screen.getByLabelText(/^Ticker/)).toHaveValue('DEMO');
    await enter(user, screen.getByLabelText(/^Company name/), 'Demo Issuer Holdings');
    expect(generate).toBeDisabled();
    await enter(user, screen.getByLabelText(/^Title/), '   ');
    expect(generate).toBeDisabled();
    await enter(user, screen.getByLabelText(/^Title/), 'Update');
    expect(generate).toBeEnabled();

    await user.clear(screen.getByLabelText(/^Company name/));
    expect(generate).toBeDisabled();
  });

  it('starts with the spec defaults: bullish tone, CEO quote on, financial context off', () => {
    renderGenerator();
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Bullish');
    expect(screen.getByRole('switch', { name: 'Include CEO quote' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Include financial context' })).not.toBeChecked();
  });

  it("fills ticker and company with a sample button, and the title the composer's headline rule writes (asked of the API)", async () => {
    const news = 'record uranium deliveries of 10.2 million pounds, up 14% from a year ago';
    const answers: Record<string, string> = {
      '[]': 'Cameco Provides Business Update',
      [JSON.stringify([news])]: 'Cameco Reports Record Uranium Deliveries of 10.2 Million Pounds, up 14% from a Year Ago',
    };
    const asked: string[][] = [];
    const { user } = renderGenerator(undefined, {
      SuggestedTitle: withVariables(
        (v) => v.companyName === 'Cameco Corporation' && JSON.stringify(v.keyMessages) in answers,
        ({ keyMessages }) => {
          asked.push(keyMessages as string[]);
          return { data: { __typename: 'Query', suggestedTitle: answers[JSON.stringify(keyMessages)] } };
        },
      ),
    });
    const sample = SAMPLE_COMPANIES.find((c) => c.ticker === 'CCO')!;

    await user.click(screen.getByRole('button', { name: `Fill in ${sample.companyName} (${sample.exchange}: ${sample.ticker})` }));

    expect(screen.getByLabelText(/^Ticker/)).toHaveValue('CCO');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Cameco Corporation');
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Cameco Provides Business Update'));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();

    // A key message gives the headline its news.
    await enter(user, screen.getByLabelText('Key message'), news);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Title/)).toHaveValue(
        'Cameco Reports Record Uranium Deliveries of 10.2 Million Pounds, up 14% from a Year Ago',
      ),
    );

    // A title the issuer types is its own: no more suggestions replace it.
    await user.clear(screen.getByLabelText(/^Title/));
    await enter(user, screen.getByLabelText(/^Title/), 'Cameco Delivers Record Uranium Volumes');
    await enter(user, screen.getByLabelText('Key message'), 'Signed a supply agreement with a US utility');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Cameco Delivers Record Uranium Volumes');
    expect(asked).toEqual([[], [news]]);
  });

  it('generates, then shows the content, the warnings and disclosures, and copies, downloads and analyses it', async () => {
    const { user } = renderGenerator(() => ({ data: GENERATED }));
    await fillParameters(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Opens New Plant' })).toBeInTheDocument();
    expect(screen.getByTestId('generated-content')).toHaveTextContent('Demo Issuer Holdings opened a plant.');
    expect(screen.getByTestId('level')).toHaveTextContent('BASIC');

    await user.click(screen.getByRole('tab', { name: 'Compliance (1)' }));
    expect(within(screen.getByRole('region', { name: 'Warnings' })).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Mandatory disclosures included' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CONTENT.mandatoryDisclosures);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`Demo Opens New Plant\n\n${CONTENT.content}\n`);
    expect(within(notifications()).getByText('Copied!')).toBeInTheDocument();
    expect(within(notifications()).getByText('Press release content copied to clipboard.')).toBeInTheDocument();

    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['DEMO.txt']);

    await user.click(screen.getAllByRole('button', { name: 'Analyze Compliance' })[0]);
    expect(screen.getByRole('tab', { name: 'Analysis', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('analysis')).toHaveTextContent(`DEMO|1|Demo Issuer Holdings opened a plant.`);
  });

  it("shows the server's refusal with its code, and a way to sign in", async () => {
    const { user } = renderGenerator(() => apiError('You need to sign in first.', { code: 'unauthenticated' }));
    await fillParameters(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('unauthenticated');
    expect(alert).toHaveTextContent('You need to sign in first.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('toasts "Failed to generate content" when the request fails', async () => {
    const { user } = renderGenerator(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillParameters(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await within(notifications()).findByText('Failed to generate content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
