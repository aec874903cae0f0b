import type { MemberRole, TokenScope } from './identity.schemas';

/** A partner token acting for its organization (`Authorization: Bearer`). */
export interface TokenPrincipal {
  id: string;
  name: string;
  scopes: readonly TokenScope[];
  /** The person it acts for: the owner who created it (null once that account is gone). */
  personId: string | null;
}

/**
 * Who is calling, and for which organization; set by the identity module, null when anonymous. A person
 * (session cookie) or a partner token: for a token, `userId` and `sessionId` are the token's id (it acts,
 * and is audited, as itself) and `token` is set; what it may do is its scopes (`authorize`), never a role.
 */
export interface Viewer {
  userId: string;
  role: 'issuer' | 'admin';
  sessionId: string;
  /** The organization the person acts for (the tenant every query is scoped by). */
  organizationId: string;
  /** Their role in it: what they may do there is decided by `authorize` (identity/access.ts). */
  memberRole: MemberRole;
  /** The organization has a team (two or more members) and this person has not turned on two factors yet. */
  twoFactorMissing?: boolean;
  /** Two factors are required of everyone (config) and this person has not completed setting them up: nothing but that, or signing out. */
  twoFactorPending?: boolean;
  /** A public demo visitor's session (demo workspace): reads only, every write answers demo_read_only. */
  readOnly?: boolean;
  /** Set when a partner token is calling. */
  token?: TokenPrincipal;
}
