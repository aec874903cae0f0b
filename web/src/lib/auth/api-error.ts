import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the server said about a failed call: the API puts `code` and details in the error's extensions. */
export interface ApiProblem {
  /** The server's message; null when no answer came (network down, server unreachable). */
  message: string | null;
  code: string | null;
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

/** Reads the first GraphQL error of a failed operation; anything else is a connection problem. */
export function readApiError(error: unknown): ApiProblem {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const [first] = error.errors;
    const extensions = first.extensions ?? {};
    return {
      message: first.message || null,
      code: typeof extensions.code === 'string' ? extensions.code : null,
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
