import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { map } from 'rxjs';

/** An input field the server refused (a mutation payload's userErrors). */
export interface UserError {
  /** The field as a path from the mutation's input (["credentials", "apiKey"]); null: the input as a whole. */
  path?: readonly string[] | null;
  code: string;
  message: string;
}

/**
 * The form field a userError names: the last element of its path that is not a list index, as the forms
 * name their fields (["credentials", "apiKey"] is apiKey, ["eventTypes", "0"] is eventTypes); '' for the input.
 */
export function userErrorField(path: readonly string[] | null | undefined): string {
  return path?.findLast((part) => !/^\d+$/.test(part)) ?? '';
}

/**
 * A mutation answers refused input as `userErrors` in its payload, with the result null. The app's forms
 * read every failure the same way (readApiError: code, message, fields by name), so each payload's
 * userErrors become one error of that shape: code invalid_input, the first message, fields by name,
 * and the userErrors themselves for a screen that wants their codes.
 */
export function userErrorsAsErrors(result: FormattedExecutionResult): FormattedExecutionResult {
  const errors: GraphQLFormattedError[] = [];
  for (const [root, value] of Object.entries(result.data ?? {})) {
    const userErrors = (value as { userErrors?: UserError[] } | null)?.userErrors;
    if (!userErrors?.length) continue;
    const fields: Record<string, string> = {};
    for (const error of userErrors) {
      const field = userErrorField(error.path);
      // The first message per field, as a form shows one under each field.
      if (field) fields[field] ??= error.message;
    }
    errors.push({ message: userErrors[0]!.message, path: [root], extensions: { code: 'invalid_input', fields, userErrors } });
  }
  return errors.length ? { ...result, errors: [...errors, ...(result.errors ?? [])] } : result;
}

/** The link that applies userErrorsAsErrors to every answer over HTTP. */
export const userErrorsLink = new ApolloLink((operation, forward) => forward(operation).pipe(map(userErrorsAsErrors)));
