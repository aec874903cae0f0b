import type { MemberRole } from '../../../gql/graphql';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { ViewerProvider } from '../../../lib/auth/viewer';
import { apiError, mockGraphQL, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { ApprovalPanel } from './approval-panel';

afterEach(async () => {
  await getApolloClient().clearStore();
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

function renderPanel(role: MemberRole, handlers: MockHandlers) {
  const mock = mockGraphQL(handlers);
  const view = renderWithApi(
    <ViewerProvider viewer={sampleViewer({ memberRole: role })}>
      <ApprovalPanel articleId={ARTICLE} version={2} />
    </ViewerProvider>,
  );
  return { ...view, ...mock };
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
              approval: { __typename: 'ApprovalState', approved: false },
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
});
