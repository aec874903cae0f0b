import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ERROR_CODES, type ErrorCode } from '@api-errors';

/** What the server said about a failed call: the API puts `code` and details in the error's extensions. */
export interface ApiProblem {
  /** The server's message; null when no answer came (network down, server unreachable). */
  message: string | null;
  /** One of the API's codes; a GraphQL request error (not one of ours) reads as bad_request. Null: no answer. */
  code: ErrorCode | null;
  /** Field name -> message, for invalid input and conflicts such as a taken username. */
  fields: Record<string, string>;
  /** ISO time an account lock ends (code account_locked). */
  lockoutExpiry: string | null;
}

export const CONNECTION_PROBLEM_MESSAGE = "We couldn't reach IssuerWire. Check your connection and try again.";

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const KNOWN = new Set<string>(ERROR_CODES);

function errorCode(value: unknown): ErrorCode {
  return typeof value === 'string' && KNOWN.has(value) ? (value as ErrorCode) : 'bad_request';
}

/** Reads the first GraphQL error of a failed operation; anything else is a connection problem. */
export function readApiError(error: unknown): ApiProblem {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const [first] = error.errors;
    const extensions = first.extensions ?? {};
    return {
      message: first.message || null,
      code: errorCode(extensions.code),
      fields: stringRecord(extensions.fields),
      lockoutExpiry: typeof extensions.lockoutExpiry === 'string' ? extensions.lockoutExpiry : null,
    };
  }
  return { message: null, code: null, fields: {}, lockoutExpiry: null };
}

/** The server's message, the screen's own fallback when it gave none, or a connection notice when nothing answered. */
export function problemMessage(problem: ApiProblem, fallback: string): string {
  if (problem.message) return problem.message;
  return problem.code === null ? CONNECTION_PROBLEM_MESSAGE : fallback;
}

/** Spec section 4: a message containing "locked" turns on the locked state; the API also says so by code. */
export function isLockout(problem: ApiProblem): boolean {
  return problem.code === 'account_locked' || /locked/i.test(problem.message ?? '');
}
