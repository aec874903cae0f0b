import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../gql/graphql';
import { getApolloClient } from '../../../lib/apollo-client';
import { ViewerProvider } from '../../../lib/auth/viewer';
import { mockGraphQL, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { CompliancePanel } from './compliance-panel';

afterEach(async () => {
  await getApolloClient().clearStore();
});

const ARTICLE = 'art-1';
const PASSAGE = 'guaranteed to double';

function finding(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'VersionFinding' as const,
    ruleId: 'promissory.guarantee',
    title: 'Guaranteed returns',
    severity: 'CRITICAL' as const,
    citation: 'FINRA Rule 2210(d)(1)(B)',
    message: 'Promises of gains are prohibited.',
    suggestion: 'Say what the company does instead.',
    source: 'RULES' as const,
    model: null,
    span: { __typename: 'TextSpan' as const, start: 15, end: 35, text: PASSAGE },
    dismissed: null,
    ...overrides,
  };
}

function compliance(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      articleCompliance: {
        __typename: 'VersionCompliance' as const,
        articleId: ARTICLE,
        version: 3,
        result: 'NON_COMPLIANT' as const,
        complianceScore: 75,
        blocked: true,
        exchange: 'NASDAQ',
        jurisdiction: 'US',
        findings: [finding()],
        secondOpinion: { __typename: 'SecondOpinion' as const, status: 'OFF' as const, model: null, findingCount: 0 },
        ...overrides,
      },
    },
  };
}

function renderPanel(role: MemberRole, handlers: MockHandlers) {
  const mock = mockGraphQL(handlers);
  const view = renderWithApi(
    <ViewerProvider viewer={sampleViewer({ memberRole: role })}>
      <CompliancePanel articleId={ARTICLE} ticker="ACME" content="" editing={false} />
    </ViewerProvider>,
  );
  return { ...view, ...mock };
}

describe('the article’s compliance panel', () => {
  it('lets an approver dismiss a finding with a reason, then shows it dismissed with who and why', { timeout: 30_000 }, async () => {
    let dismissed = false;
    const { user, calls } = renderPanel('APPROVER', {
      ArticleCompliance: () =>
        dismissed
          ? compliance({
              result: 'COMPLIANT',
              complianceScore: 100,
              blocked: false,
              findings: [
                finding({
                  dismissed: {
                    __typename: 'FindingDismissal',
                    reason: 'Counsel cleared the wording.',
                    byName: 'alex_ok',
                    at: '2026-03-03T10:00:00.000Z',
                  },
                }),
              ],
            })
          : compliance(),
      DismissComplianceFinding: () => {
        dismissed = true;
        return {
          data: {
            dismissComplianceFinding: {
              __typename: 'DismissComplianceFindingPayload',
              versionCompliance: { __typename: 'VersionCompliance', articleId: ARTICLE },
              userErrors: [],
            },
          },
        };
      },
    });
    expect(await screen.findByText('A critical finding blocks publishing and distributing version 3.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss Guaranteed returns' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss “Guaranteed returns”' });
    expect(dialog).toHaveTextContent(`“${PASSAGE}” will no longer count for publishing or distributing version 3.`);
    const confirm = within(dialog).getByRole('button', { name: 'Dismiss finding' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Too short');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Counsel cleared the wording.');
    await user.click(confirm);

    const item = await screen.findByText(/^Dismissed by alex_ok on /);
    expect(item).toHaveTextContent(': Counsel cleared the wording.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Compliant')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dismiss Guaranteed returns' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'DismissComplianceFinding')?.variables).toEqual({
      input: { articleId: ARTICLE, ruleId: 'promissory.guarantee', passage: PASSAGE, reason: 'Counsel cleared the wording.' },
    });
  });

  it('offers no dismissal to an editor', async () => {
    renderPanel('EDITOR', { ArticleCompliance: () => compliance() });
    expect(await screen.findByText('Guaranteed returns')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
  });

  it('says where the second opinion stands and marks the model’s findings as its opinion', { timeout: 30_000 }, async () => {
    const opinion = (status: string, findingCount: number) => ({
      __typename: 'SecondOpinion' as const,
      status,
      model: 'gpt-4o-mini',
      findingCount,
    });
    let status = 'PENDING';
    renderPanel('EDITOR', {
      ArticleCompliance: () =>
        status === 'PENDING'
          ? compliance({ result: 'NEEDS_REVIEW', blocked: false, findings: [], secondOpinion: opinion('PENDING', 0) })
          : compliance({
              result: 'NEEDS_REVIEW',
              blocked: false,
              findings: [
                finding({
                  ruleId: 'model.price_prediction',
                  title: 'Model’s opinion: Predicts the share price',
                  severity: 'IMPORTANT',
                  source: 'MODEL',
                  model: 'gpt-4o-mini',
                }),
              ],
              secondOpinion: opinion('DONE', 1),
            }),
    });
    expect(await screen.findByRole('status', { name: 'Second opinion' })).toHaveTextContent('Second opinion by gpt-4o-mini: pending');
    expect(screen.getByText('Needs review')).toBeVisible();
    status = 'DONE';
    await getApolloClient().refetchQueries({ include: ['ArticleCompliance'] });
    expect(await screen.findByText('Second opinion by gpt-4o-mini: 1 finding')).toBeVisible();
    expect(screen.getByText('Model’s opinion (gpt-4o-mini)')).toBeVisible();
  });
});
