import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../../components/toast';
import { mockGraphQL, withVariables } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { findingIn } from '../__fixtures__/findings';
import { ContentAnalysis } from './content-analysis';

const TEXT = 'Our product is the best in the world and will double your money.';

afterEach(() => {
  act(() => dismissToast());
});

describe('ContentAnalysis', () => {
  it('shows the score bar, the critical issues, the recommendations and the marked text', async () => {
    mockGraphQL({
      AnalyzeContent: withVariables({ ticker: 'DEMO', content: TEXT }, () => ({
        data: {
          __typename: 'Query',
          analyzeContent: {
            __typename: 'ContentAnalysis',
            complianceScore: 42.4,
            criticalIssues: ['Promise or guarantee of returns ("will double")'],
            recommendations: ['Remove "will double".', 'Replace "best" with a sourced fact.'],
            findings: [findingIn(TEXT, 'best', 'important'), findingIn(TEXT, 'will double', 'critical')],
          },
        },
      })),
    });
    renderWithApi(<ContentAnalysis ticker="DEMO" content={`\n${TEXT}  `} />);

    const bar = await screen.findByRole('progressbar', { name: 'Compliance score' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42/100')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Critical issues' })).getByText(/will double/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recommendations' })).getAllByRole('listitem')).toHaveLength(2);
    const marked = screen.getByRole('region', { name: 'Analyzed text with findings highlighted' }).querySelectorAll('mark');
    expect(Array.from(marked).map((m) => [m.textContent, m.dataset.severity])).toEqual([
      ['best', 'IMPORTANT'],
      ['will double', 'CRITICAL'],
    ]);
  });

  it('toasts "Failed to analyze content" when the analysis fails', async () => {
    mockGraphQL({
      AnalyzeContent: withVariables({ ticker: 'DEMO', content: TEXT }, () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    renderWithApi(<ContentAnalysis ticker="DEMO" content={TEXT} />);

    const area = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(area).findByText('Failed to analyze content')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Compliance score' })).not.toBeInTheDocument();
  });
});
