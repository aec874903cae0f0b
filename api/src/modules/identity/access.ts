import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { MemberRole } from './identity.schemas';
import type { Viewer } from './viewer';

/**
 * What a member of an organization may do, by role: the one table every service asks (through
 * `authorize`) before it changes anything. Reading the organization's data needs only membership; the
 * organization itself is the scope of every query, so no one reaches another organization's rows.
 */
export const OPERATIONS = {
  /** Campaigns, articles, analytics, orders, publications, the audit log: every member reads them. */
  'organization.read': ['owner', 'editor', 'approver', 'viewer'],
  /** Mark the organization's notifications read. */
  'notifications.update': ['owner', 'editor', 'approver', 'viewer'],
  /** Create, change or archive a campaign. */
  'campaign.write': ['owner', 'editor', 'approver'],
  /** Generate, regenerate or edit an article, and restore a version. */
  'article.write': ['owner', 'editor', 'approver'],
  /** Ask for a version to be approved. */
  'approval.request': ['owner', 'editor', 'approver'],
  /** Approve or reject a version (never one's own: the approvals rule). */
  'approval.decide': ['owner', 'approver'],
  /** Publish, schedule, retry or cancel on a platform. */
  'release.publish': ['owner', 'editor', 'approver'],
  /** Order, confirm or cancel newswire distribution (money). */
  'release.distribute': ['owner', 'editor', 'approver'],
  /** Connect or disconnect a platform account (the organization's integrations). */
  'integrations.manage': ['owner'],
  /** Change the organization's plan. */
  'plan.change': ['owner'],
  /** Invite, remove and change the role of members; approval settings. */
  'team.manage': ['owner'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type Operation = keyof typeof OPERATIONS;

const WHAT: Record<Operation, string> = {
  'organization.read': "read the organization's data",
  'notifications.update': 'change notifications',
  'campaign.write': 'change campaigns',
  'article.write': 'write or edit articles',
  'approval.request': 'request approval',
  'approval.decide': 'approve or reject articles',
  'release.publish': 'publish',
  'release.distribute': 'order newswire distribution',
  'integrations.manage': 'connect or disconnect platforms',
  'plan.change': 'change the plan',
  'team.manage': 'manage the team',
};

/** Whether `role` may perform `operation`. */
export function can(role: MemberRole, operation: Operation): boolean {
  return (OPERATIONS[operation] as readonly MemberRole[]).includes(role);
}

/**
 * The one authorization decision for a person and their organization: 401 when signed out, 403
 * `two_factor_enrolment_required` for a member of a team without two factors, 403 `role_not_permitted`
 * (naming the role and who may) when their role does not allow the operation.
 * Answers the viewer, narrowed to signed in.
 */
export function authorize(viewer: Viewer | null, operation: Operation): Viewer {
  if (!viewer) throw new UnauthorizedError();
  // A company with a team signs in with two factors: nothing of it is reachable before they are on.
  if (viewer.twoFactorMissing) {
    throw new ForbiddenError(
      'Your company has a team on IssuerWire, so every member signs in with two-factor authentication: turn it on in Settings → Security first.',
      'two_factor_enrolment_required',
    );
  }
  if (!can(viewer.memberRole, operation)) {
    const allowed = OPERATIONS[operation].join(', ');
    throw new ForbiddenError(
      `Your role in this organization (${viewer.memberRole}) cannot ${WHAT[operation]}: ask a member who can (${allowed}).`,
      'role_not_permitted',
    );
  }
  return viewer;
}
