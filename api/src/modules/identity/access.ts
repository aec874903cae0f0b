import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { MemberRole, TokenScope } from './identity.schemas';
import { assertWritable } from './read-only';
import type { Viewer } from './viewer';

const EVERYONE = ['owner', 'editor', 'approver', 'viewer'] as const;
const WRITERS = ['owner', 'editor', 'approver'] as const;
const OWNER = ['owner'] as const;

/**
 * What a member of an organization may do, by role, and the scope a partner token needs for it (null:
 * people only): the one table every service asks (through `authorize`) before it reads or changes
 * anything. The organization itself is the scope of every query, so no one reaches another's rows.
 */
export const OPERATIONS = {
  /** Campaigns, articles, analytics, orders, publications, the audit log: every member reads them. */
  'organization.read': { roles: EVERYONE, scope: 'read' },
  /** Mark the organization's notifications read. */
  'notifications.update': { roles: EVERYONE, scope: 'read' },
  /** Create, change or archive a campaign. */
  'campaign.write': { roles: WRITERS, scope: 'content:write' },
  /** Generate, regenerate or edit an article, and restore a version. */
  'article.write': { roles: WRITERS, scope: 'content:write' },
  /** Ask for a version to be approved. */
  'approval.request': { roles: WRITERS, scope: 'content:write' },
  /** Approve or reject a version (never one's own: the approvals rule). A sign-off is a person's: no token. */
  'approval.decide': { roles: ['owner', 'approver'], scope: null },
  /** Dismiss a compliance finding of a version, with a reason, on the record. A person's judgement: no token. */
  'compliance.dismiss': { roles: ['owner', 'approver'], scope: null },
  /** Publish, schedule, retry or cancel on a platform. */
  'release.publish': { roles: WRITERS, scope: 'publish' },
  /** Order, confirm or cancel newswire distribution (money). */
  'release.distribute': { roles: WRITERS, scope: 'distribute' },
  /** Record what the wire's own site shows of an order whose outcome is unknown. A person's word: no token. */
  'release.record_outcome': { roles: ['owner', 'editor'], scope: null },
  /** Connect or disconnect a platform account (the organization's integrations). */
  'integrations.manage': { roles: OWNER, scope: null },
  /** Change the organization's plan. */
  'plan.change': { roles: OWNER, scope: null },
  /** Invite, remove and change the role of members; approval settings. */
  'team.manage': { roles: OWNER, scope: null },
  /** Create and revoke partner tokens: a token never mints another. */
  'tokens.manage': { roles: OWNER, scope: null },
  /** Register, change, rotate and disable webhook endpoints, and read their deliveries. */
  'webhooks.manage': { roles: OWNER, scope: 'webhooks' },
  /** The newsroom's address, title and logo: its public face. */
  'newsroom.manage': { roles: OWNER, scope: null },
} as const satisfies Record<string, { roles: readonly MemberRole[]; scope: TokenScope | null }>;

export type Operation = keyof typeof OPERATIONS;

/** Each operation in a few words, for refusals ("… may not change the plan") and the docs' generated table. */
export const OPERATION_WHAT: Record<Operation, string> = {
  'organization.read': "read the organization's data",
  'notifications.update': 'change notifications',
  'campaign.write': 'change campaigns',
  'article.write': 'write or edit articles',
  'approval.request': 'request approval',
  'approval.decide': 'approve or reject articles',
  'compliance.dismiss': 'dismiss compliance findings',
  'release.publish': 'publish',
  'release.distribute': 'order newswire distribution',
  'release.record_outcome': "record what a newswire's site shows of an order",
  'integrations.manage': 'connect or disconnect platforms',
  'plan.change': 'change the plan',
  'team.manage': 'manage the team',
  'tokens.manage': 'create or revoke API tokens',
  'webhooks.manage': 'manage webhooks',
  'newsroom.manage': 'change the newsroom',
};

/** Whether `role` may perform `operation`. */
export function can(role: MemberRole, operation: Operation): boolean {
  return (OPERATIONS[operation].roles as readonly MemberRole[]).includes(role);
}

/** The scope a partner token needs for `operation`; null when only a person may do it. */
export function scopeFor(operation: Operation): TokenScope | null {
  return OPERATIONS[operation].scope;
}

/**
 * The one authorization decision for a caller and their organization: 401 when signed out; 403
 * `demo_read_only` for a write from the public demo's read-only session; for a partner
 * token, 403 `token_scope_missing` (naming the scope) or `person_required`; for a person, 403
 * `two_factor_required` while the person's own two factors are pending (see requirePerson),
 * `two_factor_enrolment_required` for a member of a team without two factors, 403 `role_not_permitted`
 * (naming the role and who may) when their role does not allow the operation.
 * Answers the viewer, narrowed to signed in.
 */
export function authorize(viewer: Viewer | null, operation: Operation): Viewer {
  if (!viewer) throw new UnauthorizedError();
  assertTwoFactorDone(viewer);
  // The public demo's visitors read everything of the demo workspace and change nothing (403 demo_read_only).
  if (operation !== 'organization.read') assertWritable(viewer);
  if (viewer.token) {
    const scope = scopeFor(operation);
    if (scope === null) throw personRequired(OPERATION_WHAT[operation]);
    if (!viewer.token.scopes.includes(scope)) {
      throw new ForbiddenError(
        `This token cannot ${OPERATION_WHAT[operation]}: it needs the ${scope} scope. An owner can create a token with it in Settings → API tokens.`,
        'token_scope_missing',
      );
    }
    return viewer;
  }
  // A company with a team signs in with two factors: nothing of it is reachable before they are on.
  if (viewer.twoFactorMissing) {
    throw new ForbiddenError(
      'Your company has a team on IssuerWire, so every member signs in with two-factor authentication: turn it on in Settings → Security first.',
      'two_factor_enrolment_required',
    );
  }
  if (!can(viewer.memberRole, operation)) {
    const allowed = OPERATIONS[operation].roles.join(', ');
    throw new ForbiddenError(
      `Your role in this organization (${viewer.memberRole}) cannot ${OPERATION_WHAT[operation]}: ask a member who can (${allowed}).`,
      'role_not_permitted',
    );
  }
  return viewer;
}

function personRequired(what: string): ForbiddenError {
  return new ForbiddenError(`Only a person signed in to IssuerWire can ${what}; an API token cannot.`, 'person_required');
}

/**
 * A person signed in (their own account, sessions, two factors, KYC): 401 signed out, 403 `person_required` for a token,
 * 403 `two_factor_required` while their two factors are pending, unless the call is `beforeTwoFactor` (who am I, set up two factors).
 */
export function requirePerson(viewer: Viewer | null, what = 'do this', options: { beforeTwoFactor?: boolean } = {}): Viewer {
  if (!viewer) throw new UnauthorizedError();
  if (viewer.token) throw personRequired(what);
  if (!options.beforeTwoFactor) assertTwoFactorDone(viewer);
  return viewer;
}

/** Two factors come before anything else: a session whose account has not completed setting them up can only do that, or sign out. */
function assertTwoFactorDone(viewer: Viewer): void {
  if (!viewer.twoFactorPending) return;
  throw new ForbiddenError(
    'Set up two-factor authentication before anything else: scan the code with an authenticator app and enter the 6-digit code it shows.',
    'two_factor_required',
  );
}

/** A REST operation's `security` in the OpenAPI document: who may call it, and the scopes a partner token needs. */
export interface RouteSecurity {
  security: Record<string, string[]>[];
}

/** Anyone, signed in or not (health, sign-in, sign-up, public lookups): no credentials. */
export const PUBLIC_ROUTE: RouteSecurity = { security: [] };

/** A person's session only (their account, the team, tokens): a partner token is answered 403 person_required. */
export const PERSON_ROUTE: RouteSecurity = { security: [{ session: [] }] };

/**
 * The `security` of a route whose service authorizes `operations` (in the order it asks): a session, or a
 * token with every scope they need; a session only when one of them is a person's. Read from OPERATIONS, so
 * the document cannot name another scope than the service asks (api/test/openapi.test.ts checks the routes).
 */
export function routeSecurity(...operations: Operation[]): RouteSecurity {
  const scopes = operations.map(scopeFor);
  if (scopes.includes(null)) return PERSON_ROUTE;
  return { security: [{ session: [] }, { bearer: [...new Set(scopes as TokenScope[])] }] };
}
