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
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input', fields);
}
