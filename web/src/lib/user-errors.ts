import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { map } from 'rxjs';

/** An input field the server refused (a mutation payload's userErrors). */
export interface UserError {
  field: string | null;
  code: string;
  message: string;
}

/**
 * A mutation answers refused input as `userErrors` in its payload, with the result null. The app's forms
 * read every failure the same way (readApiError: code, message, fields by path), so each payload's
 * userErrors become one error of that shape: code invalid_input, the first message, fields by path,
 * and the userErrors themselves for a screen that wants their codes.
 */
export function userErrorsAsErrors(result: FormattedExecutionResult): FormattedExecutionResult {
  const errors: GraphQLFormattedError[] = [];
  for (const [root, value] of Object.entries(result.data ?? {})) {
    const userErrors = (value as { userErrors?: UserError[] } | null)?.userErrors;
    if (!userErrors?.length) continue;
    const fields = Object.fromEntries(userErrors.flatMap((error) => (error.field ? [[error.field, error.message]] : [])));
    errors.push({ message: userErrors[0]!.message, path: [root], extensions: { code: 'invalid_input', fields, userErrors } });
  }
  return errors.length ? { ...result, errors: [...errors, ...(result.errors ?? [])] } : result;
}

/** The link that applies userErrorsAsErrors to every answer over HTTP. */
export const userErrorsLink = new ApolloLink((operation, forward) => forward(operation).pipe(map(userErrorsAsErrors)));
