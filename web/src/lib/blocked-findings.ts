// A release refused by the compliance gate (publishing and distribution answer the same 409).
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A finding as the publish gate answers it in a 409 `compliance_blocked` (extensions.findings / body.findings). */
export interface BlockedFinding {
  ruleId: string;
  severity: string;
  title: string;
  /** Why it is a problem. */
  message: string;
  /** A compliant rewrite. */
  suggestion: string;
  /** The words in the article that matched; null when the finding is about something missing. */
  text: string | null;
}

function isFinding(value: unknown): value is BlockedFinding {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return typeof f.ruleId === 'string' && typeof f.title === 'string' && typeof f.message === 'string' && typeof f.severity === 'string';
}

/** The findings of a 409 `compliance_blocked` from a GraphQL error or a REST body; null for any other failure. */
export function blockedFindingsOf(error: unknown): BlockedFinding[] | null {
  let payload: Record<string, unknown> | undefined;
  if (CombinedGraphQLErrors.is(error)) payload = error.errors[0]?.extensions as Record<string, unknown> | undefined;
  else if (error && typeof error === 'object') payload = error as Record<string, unknown>;
  if (!payload || payload.code !== 'compliance_blocked' || !Array.isArray(payload.findings)) return null;
  return payload.findings.filter(isFinding).map((f) => ({ ...f, suggestion: f.suggestion ?? '', text: f.text ?? null }));
}
