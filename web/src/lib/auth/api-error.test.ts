import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { CONNECTION_PROBLEM_MESSAGE, problemMessage, readApiError } from './api-error';

function failed(extensions: Record<string, unknown>, message = 'Nope.') {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('reading what the API said', () => {
  it("keeps one of the API's codes with its fields", () => {
    const problem = readApiError(failed({ code: 'username_taken', fields: { username: 'Taken', other: 3 } }, 'That username is taken.'));
    expect(problem).toEqual({
      message: 'That username is taken.',
      code: 'username_taken',
      fields: { username: 'Taken' },
      lockoutExpiry: null,
    });
  });

  it("reads GraphQL's own request errors (not in the API's list) as bad_request, keeping the message", () => {
    const problem = readApiError(failed({ code: 'GRAPHQL_VALIDATION_FAILED' }, 'Cannot query field "x".'));
    expect(problem.code).toBe('bad_request');
    expect(problemMessage(problem, 'fallback')).toBe('Cannot query field "x".');
  });

  it('says the connection failed when no answer came', () => {
    const problem = readApiError(new TypeError('Failed to fetch'));
    expect(problem.code).toBeNull();
    expect(problemMessage(problem, 'fallback')).toBe(CONNECTION_PROBLEM_MESSAGE);
  });
});
