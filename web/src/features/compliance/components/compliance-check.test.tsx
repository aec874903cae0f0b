import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../../components/toast';
import type { CheckComplianceQuery, ComplianceFindingFieldsFragment, ListingComplianceLevel } from '../../../gql/graphql';
import { disclosureSlots } from '../../../testing/compliance';
import { apiError, mockGraphQL, type MockAnswer, withVariables } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { findingIn } from '../__fixtures__/findings';
import { SAMPLE_HYPE_TEXT } from '../lib/samples';
import { ComplianceCheck } from './compliance-check';
import { MEETS_BASIC_REQUIREMENTS } from './check-result';

function answer(
  findings: ComplianceFindingFieldsFragment[],
  level: ListingComplianceLevel = 'STRICT',
  disclosures = disclosureSlots('', {}),
): CheckComplianceQuery {
  const of = (severity: string) => findings.filter((f) => f.severity === severity.toUpperCase()).map((f) => f.title);
  return {
    __typename: 'Query',
    checkCompliance: {
      __typename: 'ComplianceCheck',
      complianceLevel: level,
      result: of('critical').length > 0 ? 'NON_COMPLIANT' : of('important').length > 0 ? 'NEEDS_REVIEW' : 'COMPLIANT',
      complianceScore: 40,
      exchange: 'OTC Pink',
      jurisdiction: 'US',
      warnings: { __typename: 'ComplianceWarnings', critical: of('critical'), important: of('important'), advisory: of('advisory') },
      findings,
      disclosures,
    },
  };
}

/** The API answers a check of exactly this ticker and content with `answer` (a thrown error: no answer at all). */
function mockCheck(ticker: string, content: string, answer: () => MockAnswer<CheckComplianceQuery>): void {
  mockGraphQL({ CheckCompliance: withVariables({ ticker, content }, answer) });
}

afterEach(() => {
  act(() => dismissToast());
});

describe('ComplianceCheck', { timeout: 20_000 }, () => {
  it('needs both a ticker and content before it can check', async () => {
    const { user } = renderWithApi(<ComplianceCheck defaultTicker="" />);
    const button = screen.getByRole('button', { name: 'Check Compliance' });
    expect(screen.getByLabelText('Content to check')).toHaveValue(SAMPLE_HYPE_TEXT);
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Ticker'), 'tbtc');
    expect(screen.getByLabelText('Ticker')).toHaveValue('TBTC');
    expect(button).toBeEnabled();

    await user.clear(screen.getByLabelText('Content to check'));
    await user.type(screen.getByLabelText('Content to check'), '   ');
    expect(button).toBeDisabled();
  });

  it('groups the findings as Critical Issues, Important Considerations and Advisory Notes and marks them in the text', async () => {
    const text = SAMPLE_HYPE_TEXT;
    const findings = [
      findingIn(text, 'guaranteed winner', 'critical', { title: 'Promise or guarantee of returns' }),
      findingIn(text, null, 'critical', { title: 'Paid-content disclosure missing' }),
      findingIn(text, 'revolutionary', 'important', { title: 'Unattributed superlative' }),
      findingIn(text, 'platform', 'advisory', { title: 'Hot-sector buzzword' }),
    ];
    mockCheck('TBTC', text, () => ({ data: answer(findings) }));
    const { user } = renderWithApi(<ComplianceCheck ticker="tbtc" />);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    const critical = await screen.findByRole('region', { name: 'Critical Issues' });
    expect(
      within(critical)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Promise or guarantee of returns', 'Paid-content disclosure missing']);
    expect(within(critical).getByText('Applies to the whole text')).toBeInTheDocument();
    const important = screen.getByRole('region', { name: 'Important Considerations' });
    expect(within(important).getByText('Unattributed superlative')).toBeInTheDocument();
    expect(within(important).getByText('“revolutionary”')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Advisory Notes' })).getByText('Hot-sector buzzword')).toBeInTheDocument();

    expect(screen.queryByText(MEETS_BASIC_REQUIREMENTS)).not.toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Compliance check result' });
    expect(within(result).getByText('Strict').closest('[data-level]')).toHaveAttribute('data-level', 'STRICT');
    expect(within(result).getByText('Non-compliant')).toBeInTheDocument();
    const highlighted = within(result).getByRole('region', { name: 'Checked text with findings highlighted' });
    expect(Array.from(highlighted.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
      'guaranteed winner',
      'revolutionary',
      'platform',
    ]);
  });

  it('explains each finding (category, the words, the rule, the rewrite) and lists the disclosures found and missing', async () => {
    const text = 'Shares will double by summer. Paid for by Acme Mining Corp. This is not investment advice.';
    const sentence = 'Shares will double by summer. ';
    const findings = [
      findingIn(text, 'will double', 'critical', {
        ruleId: 'promissory.guarantee',
        category: 'PROMISSORY',
        title: 'Promise or guarantee of returns',
        citation: 'FINRA Rule 2210(d)(1)(B)',
        suggestion: 'Remove "will double". State facts and add the risk.',
        rewrite: { __typename: 'FindingRewrite', start: 0, end: sentence.length, text: '', replaced: sentence },
      }),
    ];
    const disclosures = disclosureSlots(text, { PAYER: 'Acme Mining Corp', NOT_ADVICE: 'This is not investment advice.' }, [
      'RECIPIENT',
      'FORWARD_LOOKING',
    ]);
    mockCheck('TBTC', text, () => ({ data: answer(findings, 'STRICT', disclosures) }));
    const { user } = renderWithApi(<ComplianceCheck ticker="TBTC" defaultContent={text} />);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    const critical = await screen.findByRole('region', { name: 'Critical Issues' });
    const card = within(critical).getByRole('listitem');
    expect(within(card).getByText('Promised returns')).toBeVisible();
    expect(within(card).getByText('“will double”')).toBeVisible();
    expect(within(card).getByText('Rule: FINRA Rule 2210(d)(1)(B)')).toBeVisible();
    expect(card).toHaveTextContent('Suggested rewrite: Remove "will double". State facts and add the risk.');
    // The edit removes the whole sentence, not just the words: the reader sees what goes.
    expect(card).toHaveTextContent('Removes: Shares will double by summer.');
    expect(card.querySelector('del')).toHaveTextContent('Shares will double by summer.');

    const list = screen.getByRole('region', { name: 'Disclosures' });
    expect(list).toHaveTextContent('2 found · 2 missing');
    const row = (slot: string) => list.querySelector(`[data-slot="${slot}"]`)!;
    expect(row('PAYER')).toHaveTextContent('Payer“Acme Mining Corp”');
    expect(row('NOT_ADVICE')).toHaveTextContent('Not investment advice“This is not investment advice.”');
    expect(row('AMOUNT')).toHaveTextContent('AmountMissing: nothing says how much was paid.');
    expect(row('AI')).toHaveTextContent('AI assistanceMissing: nothing says that AI or automated software drafted it.');
    expect(row('FORWARD_LOOKING')).toHaveTextContent('Not needed: nothing in the text looks forward.');
    expect(within(list).getAllByTitle('Missing')).toHaveLength(2);
  });

  it('says the content appears to meet the basic requirements when only advisory notes remain', async () => {
    const text = 'Acme opened a new plant. There is no assurance of future results.';
    const advisory = findingIn(text, 'plant', 'advisory', { title: 'Hot-sector buzzword' });
    mockCheck('AAPL', text, () => ({ data: answer([advisory], 'BASIC') }));
    const { user } = renderWithApi(<ComplianceCheck ticker="AAPL" defaultContent={`  ${text}\n`} />);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    expect(await screen.findByText(MEETS_BASIC_REQUIREMENTS)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Advisory Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Critical Issues' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Important Considerations' })).not.toBeInTheDocument();
    // The text was trimmed before checking, so the offsets still land on "plant".
    expect(screen.getByRole('region', { name: 'Checked text with findings highlighted' }).querySelector('mark')).toHaveTextContent(
      /^plant$/,
    );
  });

  it('shows the server message for an unknown ticker', async () => {
    mockCheck('ZZZZ', SAMPLE_HYPE_TEXT, () => apiError('No listing found for ticker ZZZZ.', { code: 'unknown_ticker' }));
    const { user } = renderWithApi(<ComplianceCheck ticker="ZZZZ" />);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No listing found for ticker ZZZZ.');
    expect(screen.queryByRole('region', { name: 'Compliance check result' })).not.toBeInTheDocument();
  });

  it('toasts "Failed to check compliance" when the request fails', async () => {
    mockCheck('AAPL', SAMPLE_HYPE_TEXT, () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderWithApi(<ComplianceCheck ticker="AAPL" />);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    const area = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(area).findByText('Failed to check compliance')).toBeInTheDocument();
    expect(within(area).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });
});
