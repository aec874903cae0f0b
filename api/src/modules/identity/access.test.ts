import { describe, expect, it } from 'vitest';
import { authorize, can, OPERATIONS, requirePerson, scopeFor, type Operation } from './access';
import { MEMBER_ROLES, TOKEN_SCOPES, type MemberRole, type TokenScope } from './identity.schemas';
import type { Viewer } from './viewer';

/**
 * Issue 14's roles, written out here independently of the table in access.ts: owner does everything;
 * editor writes campaigns and articles, asks for approval and releases; approver does what an editor
 * does and approves or rejects; viewer only reads.
 */
const EXPECTED: Record<Operation, Record<MemberRole, boolean>> = {
  'organization.read': { owner: true, editor: true, approver: true, viewer: true },
  'notifications.update': { owner: true, editor: true, approver: true, viewer: true },
  'campaign.write': { owner: true, editor: true, approver: true, viewer: false },
  'article.write': { owner: true, editor: true, approver: true, viewer: false },
  'approval.request': { owner: true, editor: true, approver: true, viewer: false },
  'approval.decide': { owner: true, editor: false, approver: true, viewer: false },
  'compliance.dismiss': { owner: true, editor: false, approver: true, viewer: false },
  'release.publish': { owner: true, editor: true, approver: true, viewer: false },
  'release.distribute': { owner: true, editor: true, approver: true, viewer: false },
  // Issue 36: what a wire's site shows of an order whose outcome is unknown, a person's word.
  'release.record_outcome': { owner: true, editor: true, approver: false, viewer: false },
  'integrations.manage': { owner: true, editor: false, approver: false, viewer: false },
  'plan.change': { owner: true, editor: false, approver: false, viewer: false },
  'team.manage': { owner: true, editor: false, approver: false, viewer: false },
  'tokens.manage': { owner: true, editor: false, approver: false, viewer: false },
  'webhooks.manage': { owner: true, editor: false, approver: false, viewer: false },
  // Issue 40: the newsroom's address, title and logo are the owner's.
  'newsroom.manage': { owner: true, editor: false, approver: false, viewer: false },
};

/**
 * Issue 15's scopes, written out independently: the scope a partner token needs for each operation, or
 * null where only a person may act (a sign-off, the team, the plan, integrations, minting tokens).
 */
const EXPECTED_SCOPE: Record<Operation, TokenScope | null> = {
  'organization.read': 'read',
  'notifications.update': 'read',
  'campaign.write': 'content:write',
  'article.write': 'content:write',
  'approval.request': 'content:write',
  'approval.decide': null,
  'compliance.dismiss': null,
  'release.publish': 'publish',
  'release.distribute': 'distribute',
  'release.record_outcome': null,
  'integrations.manage': null,
  'plan.change': null,
  'team.manage': null,
  'tokens.manage': null,
  'webhooks.manage': 'webhooks',
  'newsroom.manage': null,
};

const viewerAs = (memberRole: MemberRole): Viewer => ({ userId: 'u', role: 'issuer', sessionId: 's', organizationId: 'o', memberRole });

describe('authorize: every operation for every role', () => {
  it('knows exactly the operations this test expects (a new operation needs its row here)', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const operation of Object.keys(EXPECTED) as Operation[]) {
    for (const role of MEMBER_ROLES) {
      const allowed = EXPECTED[operation][role];
      it(`${role} ${allowed ? 'may' : 'may not'} ${operation}`, () => {
        expect(can(role, operation)).toBe(allowed);
        if (allowed) expect(authorize(viewerAs(role), operation).memberRole).toBe(role);
        else {
          expect(() => authorize(viewerAs(role), operation)).toThrow(
            expect.objectContaining({ status: 403, code: 'role_not_permitted', message: expect.stringContaining(`(${role})`) }),
          );
        }
      });
    }
  }

  it('answers 401 to nobody, whatever the operation', () => {
    expect(() => authorize(null, 'organization.read')).toThrow(expect.objectContaining({ status: 401, code: 'unauthenticated' }));
  });
});

const tokenWith = (scopes: TokenScope[]): Viewer => ({
  userId: 't',
  role: 'issuer',
  sessionId: 't',
  organizationId: 'o',
  memberRole: 'viewer',
  token: { id: 't', name: 'CRM sync', scopes, personId: null },
});

describe('authorize: every operation for a partner token, scope by scope', () => {
  it('knows exactly the operations this test expects', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(EXPECTED_SCOPE).sort());
  });

  for (const operation of Object.keys(EXPECTED_SCOPE) as Operation[]) {
    const needed = EXPECTED_SCOPE[operation];
    it(`${operation} needs ${needed ?? 'a person'}`, () => {
      expect(scopeFor(operation)).toBe(needed);
      if (needed === null) {
        // Not even a token with every scope.
        expect(() => authorize(tokenWith([...TOKEN_SCOPES]), operation)).toThrow(
          expect.objectContaining({ status: 403, code: 'person_required' }),
        );
        return;
      }
      expect(authorize(tokenWith([needed]), operation).token?.id).toBe('t');
      // Every other scope together is not enough.
      expect(() => authorize(tokenWith(TOKEN_SCOPES.filter((s) => s !== needed)), operation)).toThrow(
        expect.objectContaining({ status: 403, code: 'token_scope_missing', message: expect.stringContaining(needed) }),
      );
    });
  }

  it("ignores the role a token's viewer carries: only scopes count", () => {
    expect(() => authorize({ ...tokenWith(['read']), memberRole: 'owner' }, 'team.manage')).toThrow(
      expect.objectContaining({ code: 'person_required' }),
    );
  });

  it("refuses a token where a person's own account is concerned", () => {
    expect(() => requirePerson(tokenWith([...TOKEN_SCOPES]))).toThrow(expect.objectContaining({ status: 403, code: 'person_required' }));
    expect(requirePerson(viewerAs('viewer')).userId).toBe('u');
  });
});
