import { describe, expect, it } from 'vitest';
import { authorize, can, OPERATIONS, type Operation } from './access';
import { MEMBER_ROLES, type MemberRole } from './identity.schemas';
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
  'release.publish': { owner: true, editor: true, approver: true, viewer: false },
  'release.distribute': { owner: true, editor: true, approver: true, viewer: false },
  'integrations.manage': { owner: true, editor: false, approver: false, viewer: false },
  'plan.change': { owner: true, editor: false, approver: false, viewer: false },
  'team.manage': { owner: true, editor: false, approver: false, viewer: false },
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
