import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A detail the server put in the first error's extensions (e.g. upgradeTo of quota_exceeded). */
export function errorDetail(error: unknown, key: string): string | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const value = error.errors[0].extensions?.[key];
  return typeof value === 'string' ? value : null;
}
