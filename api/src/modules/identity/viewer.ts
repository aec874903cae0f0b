import type { MemberRole } from './identity.schemas';

/** Who is signed in on a request, and for which organization; set by the identity module, null when anonymous. */
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
}
