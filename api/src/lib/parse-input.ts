import { ValidationError } from './errors';
import type { z } from './zod';

/**
 * GraphQL's twin of the REST body validation: the same zod schema, the same 400-style error
 * (`invalid_input`, first message, `fields` by path). Any module's resolver can use it.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (key in fields) continue;
    fields[key] = issue.message;
    codes[key] = fieldCode(issue, valueAt(value, issue.path));
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input', fields, codes);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

/** A zod issue as a GraphQL UserErrorCode (graphql/payload.ts): what a partner's form can act on. */
function fieldCode(issue: z.core.$ZodIssue, input: unknown): string {
  const blank = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  switch (issue.code) {
    case 'invalid_type':
      return blank ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') return blank ? 'required' : 'too_short';
      return 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return blank ? 'required' : 'invalid_format';
    case 'invalid_value':
    case 'invalid_union': // a union is mostly a choice of values (1 or 2, '' or a date)
      return blank ? 'required' : 'invalid_value';
    default:
      return 'invalid';
  }
}
