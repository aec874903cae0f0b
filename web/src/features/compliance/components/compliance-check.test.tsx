import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../../components/toast';
import type { CheckComplianceQuery, ComplianceFindingFieldsFragment } from '../../../gql/graphql';
import { renderWithMockedApi } from '../../../lib/auth/testing/render-with-api';
import { CheckComplianceDocument } from '../api/check-compliance.query';
import { findingIn } from '../__fixtures__/findings';
import { SAMPLE_HYPE_TEXT } from '../lib/samples';
import { ComplianceCheck } from './compliance-check';
import { MEETS_BASIC_REQUIREMENTS } from './check-result';

function answer(findings: ComplianceFindingFieldsFragment[], level = 'strict'): CheckComplianceQuery {
  const of = (severity: string) => findings.filter((f) => f.severity === severity).map((f) => f.title);
  return {
    __typename: 'Query',
    checkCompliance: {
      __typename: 'ComplianceCheck',
      complianceLevel: level,
      result: of('critical').length > 0 ? 'non_compliant' : of('important').length > 0 ? 'needs_review' : 'compliant',
      complianceScore: 40,
      exchange: 'OTC Pink',
      jurisdiction: 'US',
      warnings: { __typename: 'ComplianceWarnings', critical: of('critical'), important: of('important'), advisory: of('advisory') },
      findings,
    },
  };
}

function checkMock(ticker: string, content: string, response: Pick<MockLink.MockedResponse, 'result' | 'error'>): MockLink.MockedResponse {
  return { request: { query: CheckComplianceDocument, variables: { ticker, content } }, ...response };
}

afterEach(() => {
  act(() => dismissToast());
});

describe('ComplianceCheck', { timeout: 20_000 }, () => {
  it('needs both a ticker and content before it can check', async () => {
    const { user } = renderWithMockedApi(<ComplianceCheck defaultTicker="" />);
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
    const { user } = renderWithMockedApi(<ComplianceCheck ticker="tbtc" />, [
      checkMock('TBTC', text, { result: { data: answer(findings) } }),
    ]);

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
    expect(within(result).getByText('Strict').closest('[data-level]')).toHaveAttribute('data-level', 'strict');
    expect(within(result).getByText('Non-compliant')).toBeInTheDocument();
    const highlighted = within(result).getByRole('region', { name: 'Checked text with findings highlighted' });
    expect(Array.from(highlighted.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
      'guaranteed winner',
      'revolutionary',
      'platform',
    ]);
  });

  it('says the content appears to meet the basic requirements when only advisory notes remain', async () => {
    const text = 'Acme opened a new plant. There is no assurance of future results.';
    const advisory = findingIn(text, 'plant', 'advisory', { title: 'Hot-sector buzzword' });
    const { user } = renderWithMockedApi(<ComplianceCheck ticker="AAPL" defaultContent={`  ${text}\n`} />, [
      checkMock('AAPL', text, { result: { data: answer([advisory], 'basic') } }),
    ]);

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
    const { user } = renderWithMockedApi(<ComplianceCheck ticker="ZZZZ" />, [
      checkMock('ZZZZ', SAMPLE_HYPE_TEXT, {
        result: { errors: [{ message: 'No listing found for ticker ZZZZ.', extensions: { code: 'unknown_ticker' } }] },
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No listing found for ticker ZZZZ.');
    expect(screen.queryByRole('region', { name: 'Compliance check result' })).not.toBeInTheDocument();
  });

  it('toasts "Failed to check compliance" when the request fails', async () => {
    const { user } = renderWithMockedApi(<ComplianceCheck ticker="AAPL" />, [
      checkMock('AAPL', SAMPLE_HYPE_TEXT, { error: new TypeError('Failed to fetch') }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Check Compliance' }));

    const area = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(area).findByText('Failed to check compliance')).toBeInTheDocument();
    expect(within(area).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });
});
