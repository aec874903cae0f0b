import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../gql/graphql';
import { getApolloClient } from '../../../lib/apollo-client';
import { ViewerProvider } from '../../../lib/auth/viewer';
import { disclosureSlots } from '../../../testing/compliance';
import { mockGraphQL, sampleViewer, withVariables, type MockHandlers } from '../../../testing/graphql';
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
    category: 'PROMISSORY' as const,
    title: 'Guaranteed returns',
    severity: 'CRITICAL' as const,
    citation: 'FINRA Rule 2210(d)(1)(B)',
    message: 'Promises of gains are prohibited.',
    suggestion: 'Say what the company does instead.',
    rewrite: null,
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
        disclosures: disclosureSlots('', {}),
        secondOpinion: { __typename: 'SecondOpinion' as const, status: 'OFF' as const, model: null, findingCount: 0 },
        ...overrides,
      },
    },
  };
}

function renderPanel(role: MemberRole, handlers: MockHandlers, draft: string | null = null) {
  const mock = mockGraphQL(handlers);
  const view = renderWithApi(
    <ViewerProvider viewer={sampleViewer({ memberRole: role })}>
      <CompliancePanel articleId={ARTICLE} ticker="ACME" content={draft ?? ''} editing={draft !== null} />
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
                  category: 'MODEL',
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

  it('explains each finding and lists the disclosures the version carries, found with their words or missing', async () => {
    const text = `# Acme update\n\nOur shares are ${PASSAGE} this year. Acme Corp. paid IssuerWire $2,500 for this article.`;
    const sentence = `Our shares are ${PASSAGE} this year. `;
    renderPanel('EDITOR', {
      ArticleCompliance: () =>
        compliance({
          findings: [
            finding({
              rewrite: {
                __typename: 'FindingRewrite',
                start: text.indexOf(sentence),
                end: text.indexOf(sentence) + sentence.length,
                text: '',
                replaced: sentence,
              },
            }),
            finding({
              ruleId: 'required.ai-disclosure',
              category: 'REQUIRED',
              title: 'AI-assistance disclosure missing',
              citation: 'SEC Marketing Rule guidance',
              suggestion: 'Add: "This content was drafted by software."',
              rewrite: {
                __typename: 'FindingRewrite',
                start: text.length,
                end: text.length,
                text: '\n\nThis content was drafted by software.',
                replaced: '',
              },
              span: null,
            }),
          ],
          disclosures: disclosureSlots(text, { PAYER: 'Acme Corp.', AMOUNT: '$2,500' }),
        }),
    });
    const critical = await screen.findByRole('region', { name: 'Critical Issues' });
    const [promise, ai] = within(critical).getAllByRole('listitem');
    expect(within(promise).getByText('Promised returns')).toBeVisible();
    expect(within(promise).getByText(`In the text: “${PASSAGE}”`)).toBeVisible();
    expect(within(promise).getByText('Rule: FINRA Rule 2210(d)(1)(B)')).toBeVisible();
    expect(promise).toHaveTextContent('Suggested rewrite: Say what the company does instead.');
    expect(promise).toHaveTextContent(`Removes: ${sentence.trim()}`);
    expect(within(ai).getByText('Required disclosure')).toBeVisible();
    expect(within(ai).getByText('About the whole text')).toBeVisible();
    // The sentence it adds is already quoted in the suggestion: not said twice.
    expect(ai).not.toHaveTextContent('Adds:');

    const list = screen.getByRole('region', { name: 'Disclosures' });
    expect(list).toHaveTextContent('2 found · 3 missing');
    expect(list.querySelector('[data-slot="PAYER"]')).toHaveTextContent('Payer“Acme Corp.”');
    expect(list.querySelector('[data-slot="AMOUNT"]')).toHaveTextContent('Amount“$2,500”');
    expect(list.querySelector('[data-slot="AI"]')).toHaveTextContent('Missing: nothing says that AI or automated software drafted it.');
    expect(list.querySelector('[data-slot="NOT_ADVICE"]')).toHaveTextContent('Missing: nothing says that it is not investment advice.');
    expect(list.querySelector('[data-slot="RECIPIENT"]')).toHaveTextContent('Optional, not stated.');
  });

  it('lists the disclosures of the unsaved text too', async () => {
    const draft = 'Acme Corp. paid $2,500 for this article. It is not investment advice.';
    renderPanel(
      'EDITOR',
      {
        DraftCompliance: withVariables({ ticker: 'ACME', content: draft }, () => ({
          data: {
            checkCompliance: {
              __typename: 'ComplianceCheck',
              result: 'COMPLIANT',
              complianceScore: 100,
              exchange: 'NASDAQ',
              jurisdiction: 'US',
              findings: [],
              disclosures: disclosureSlots(draft, { PAYER: 'Acme Corp.', AMOUNT: '$2,500', NOT_ADVICE: 'It is not investment advice.' }, [
                'RECIPIENT',
                'AI',
                'FORWARD_LOOKING',
              ]),
            },
          },
        })),
      },
      draft,
    );
    const list = await screen.findByRole('region', { name: 'Disclosures' });
    expect(list).toHaveTextContent('3 found · 0 missing');
    expect(list.querySelector('[data-slot="NOT_ADVICE"]')).toHaveTextContent('“It is not investment advice.”');
  });
});
