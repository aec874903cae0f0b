import type { MemberRole } from '../../../gql/graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { ViewerProvider } from '../../../lib/auth/viewer';
import { apiError, mockGraphQL, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { FakeGraphQLWsServer } from '../../../testing/fake-graphql-ws';
import { renderWithApi } from '../../../testing/render-with-api';
import { ApprovalPanel } from './approval-panel';

afterEach(async () => {
  await getApolloClient().clearStore();
  vi.unstubAllGlobals();
});

const ARTICLE = 'a-1';

function state(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      articleApproval: {
        __typename: 'ApprovalState' as const,
        required: true,
        approvalsNeeded: 1,
        approved: false,
        current: null,
        history: [],
        blocked: false,
        blockingFindings: [],
        ...overrides,
      },
    },
  };
}

const pendingRequest = {
  __typename: 'Approval' as const,
  id: 'r-1',
  version: 2,
  status: 'PENDING' as const,
  requestedBy: 'u-editor',
  requestedByName: 'sam_writes',
  note: 'Numbers checked with finance.',
  createdAt: '2026-03-02T10:00:00.000Z',
  decidedAt: null,
  decisions: [],
};

const blockingFinding = {
  __typename: 'ApprovalBlockingFinding' as const,
  ruleId: 'guaranteed-returns',
  title: 'Promise of returns',
  message: 'A promise of a gain is never allowed in issuer communication.',
  suggestion: 'State the facts of the quarter instead.',
  text: 'guaranteed to double',
};

function renderPanel(role: MemberRole, handlers: MockHandlers) {
  // The panel listens for approvals decided elsewhere (graphql-ws).
  const ws = new FakeGraphQLWsServer().install();
  const mock = mockGraphQL(handlers);
  const view = renderWithApi(
    <ViewerProvider viewer={sampleViewer({ memberRole: role })}>
      <ApprovalPanel articleId={ARTICLE} version={2} />
    </ViewerProvider>,
  );
  return { ...view, ...mock, ws };
}

describe('the article’s approval panel', () => {
  it('tells an editor the version needs approval and sends the request with a note', async () => {
    let asked = false;
    const { user, calls } = renderPanel('EDITOR', {
      ArticleApproval: () =>
        asked ? state({ current: { __typename: 'Approval', id: 'r-1', status: 'PENDING' as const }, history: [pendingRequest] }) : state(),
      RequestApproval: () => {
        asked = true;
        return {
          data: {
            requestApproval: {
              __typename: 'RequestApprovalPayload',
              approvalState: { __typename: 'ApprovalState', approved: false },
              userErrors: [],
            },
          },
        };
      },
    });
    expect(await screen.findByText(/version 2 needs an approval before it is published or distributed/)).toBeVisible();
    await user.type(screen.getByLabelText('Note for the approver'), 'Numbers checked with finance.');
    await user.click(screen.getByRole('button', { name: 'Request approval' }));
    const history = await screen.findByRole('list', { name: 'Approval history' });
    expect(within(history).getByText('Waiting for approval')).toBeVisible();
    expect(history).toHaveTextContent('Requested by sam_writes');
    expect(history).toHaveTextContent('“Numbers checked with finance.”');
    expect(calls.find((c) => c.operationName === 'RequestApproval')?.variables).toEqual({
      articleId: ARTICLE,
      note: 'Numbers checked with finance.',
    });
    // An editor does not decide.
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('lets an approver approve, and asks for a comment before requesting changes', async () => {
    const { user, calls } = renderPanel('APPROVER', {
      ArticleApproval: () =>
        state({ current: { __typename: 'Approval', id: 'r-1', status: 'PENDING' as const }, history: [pendingRequest] }),
      ApproveArticle: () => apiError('You wrote or submitted this version: another approver must decide on it.', { code: 'own_version' }),
    });
    const changes = await screen.findByRole('button', { name: 'Request changes' });
    expect(changes).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Approve version 2' }));
    expect(await screen.findByText('You wrote or submitted this version: another approver must decide on it.')).toBeVisible();
    expect(calls.find((c) => c.operationName === 'ApproveArticle')?.variables).toEqual({ articleId: ARTICLE, comment: null });
  });

  it('shows an approved version, and a voided one as voided', async () => {
    renderPanel('VIEWER', {
      ArticleApproval: () =>
        state({
          approved: true,
          current: { __typename: 'Approval', id: 'r-2', status: 'APPROVED' as const },
          history: [
            {
              ...pendingRequest,
              id: 'r-2',
              version: 3,
              status: 'APPROVED' as const,
              decisions: [
                {
                  __typename: 'ApprovalDecision',
                  userId: 'u-a',
                  name: 'alex_ok',
                  decision: 'APPROVED' as const,
                  comment: 'Good to go.',
                  at: '2026-03-03T10:00:00.000Z',
                },
              ],
            },
            { ...pendingRequest, id: 'r-1', version: 2, status: 'VOIDED' as const },
          ],
        }),
    });
    expect(await screen.findByText('Version 2 is approved: it may be published and distributed.')).toBeVisible();
    const history = screen.getByRole('list', { name: 'Approval history' });
    expect(history).toHaveTextContent('Approved by alex_ok');
    expect(history).toHaveTextContent(': Good to go.');
    expect(within(history).getByText('Voided by a later edit')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows a decision made elsewhere: the open panel updates when the approval of this article is announced', async () => {
    let decided = false;
    const { ws } = renderPanel('EDITOR', {
      ArticleApproval: () =>
        decided
          ? state({
              approved: true,
              current: { __typename: 'Approval', id: 'r-1', status: 'APPROVED' as const },
              history: [{ ...pendingRequest, status: 'APPROVED' as const }],
            })
          : state({ current: { __typename: 'Approval', id: 'r-1', status: 'PENDING' as const }, history: [pendingRequest] }),
    });
    const history = await screen.findByRole('list', { name: 'Approval history' });
    expect(within(history).getByText('Waiting for approval')).toBeVisible();
    await waitFor(() => expect(ws.active('ApprovalNotifications')).toHaveLength(1));
    // Another article's decision changes nothing here; this article's does.
    ws.push('ApprovalNotifications', {
      notificationAdded: { __typename: 'Notification', id: 'n-0', kind: 'APPROVAL_DECIDED', articleId: 'another' },
    });
    decided = true;
    ws.push('ApprovalNotifications', {
      notificationAdded: { __typename: 'Notification', id: 'n-1', kind: 'APPROVAL_DECIDED', articleId: ARTICLE },
    });
    expect(await screen.findByText('Version 2 is approved: it may be published and distributed.')).toBeVisible();
    expect(within(history).getByText('Approved')).toBeVisible();
  });

  it('shows the findings when the compliance check refuses the request', async () => {
    const { user } = renderPanel('EDITOR', {
      ArticleApproval: () => state(),
      RequestApproval: () =>
        apiError('This article has 1 critical compliance finding and cannot be released until it is fixed: Promise of returns.', {
          code: 'compliance_blocked',
          findings: [{ ...blockingFinding, severity: 'critical' }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request approval' }));
    const block = await screen.findByRole('alert', { name: 'Blocked by compliance' });
    expect(block).toHaveTextContent('Version 2 cannot be sent for approval.');
    expect(block).toHaveTextContent('Promise of returns');
    expect(block).toHaveTextContent('“guaranteed to double”');
    expect(block).toHaveTextContent('A promise of a gain is never allowed in issuer communication.');
    expect(screen.queryByRole('button', { name: 'Request approval' })).not.toBeInTheDocument();
  });

  it('shows an approver the block first on a request of a blocked version, without an Approve button', async () => {
    renderPanel('APPROVER', {
      ArticleApproval: () =>
        state({
          blocked: true,
          blockingFindings: [blockingFinding],
          current: { __typename: 'Approval', id: 'r-1', status: 'PENDING' as const },
          history: [pendingRequest],
        }),
    });
    const block = await screen.findByRole('alert', { name: 'Blocked by compliance' });
    expect(block).toHaveTextContent('Version 2 cannot be approved.');
    expect(block).toHaveTextContent('Promise of returns');
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/may be published and distributed/)).not.toBeInTheDocument();
  });

  it('never says an approved version may be published while the compliance check blocks it', async () => {
    renderPanel('APPROVER', {
      ArticleApproval: () =>
        state({
          approved: true,
          blocked: true,
          blockingFindings: [blockingFinding],
          current: { __typename: 'Approval', id: 'r-1', status: 'APPROVED' as const },
          history: [{ ...pendingRequest, status: 'APPROVED' as const }],
        }),
    });
    const block = await screen.findByRole('alert', { name: 'Blocked by compliance' });
    expect(block).toHaveTextContent(
      'Version 2 was approved, but the compliance check now blocks it: it cannot be published or distributed.',
    );
    expect(screen.queryByText(/may be published and distributed/)).not.toBeInTheDocument();
  });
});
