import { Field, ObjectType, UseMiddleware, type ClassType } from 'type-graphql';
import { AppError, ValidationError } from '../lib/errors';
import { graphqlEnum } from './enums';

/**
 * Mutation payloads (Shopify's and GitHub's convention): every mutation answers `<Name>Payload` with its
 * result and `userErrors { path code message }`. The result is named after its type, first letter lower
 * (`campaign: Campaign`, `apiToken: ApiToken`); a scalar result says what it is (`deleted`, `unreadCount`). Input the rules refuse is a userError, with the result
 * null: what the REST facade answers with `fields` (400 invalid_input from the zod schemas and service
 * checks, and the field-level refusals such as a taken username or a webhook URL that may not be used).
 * Everything else (sign-in, permission, not found, a conflict with the current state, limits) stays a
 * GraphQL error with `extensions.code`, as on queries.
 */

export const USER_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'taken',
  'invalid',
] as const;
export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

const UserErrorCodeEnum = graphqlEnum(USER_ERROR_CODES, 'UserErrorCode', 'What is wrong with an input field', {
  required: 'The field is required and was missing or empty',
  too_short: 'A text or list shorter than the rule allows',
  too_long: 'A text or list longer than the rule allows',
  too_small: 'A number or date below the rule',
  too_big: 'A number or date above the rule',
  invalid_format: 'A text not in the form asked for (an email, a URL, a code, a date)',
  invalid_value: 'Not one of the values allowed',
  taken: 'Already used by another account (a username, an email address)',
  invalid: 'Refused by a rule of its own; the message says which',
});

/** The day the payload fields renamed by issue 42 (and `UserError.field`) go: 90 days after their deprecation. */
export const ISSUE_42_REMOVAL = '2027-02-27';

@ObjectType('UserError', { description: 'An input field the rules refused, and why' })
export class UserErrorType {
  @Field(() => [String], {
    nullable: true,
    description:
      'The field as a path from input (["credentials", "apiKey"]; a list item by its index, ["eventTypes", "0"]); null: the input as a whole',
  })
  path!: string[] | null;
  @Field(() => String, {
    nullable: true,
    description: 'The field as a dotted path from input (e.g. "credentials.apiKey"); null: the input as a whole',
    deprecationReason: `Use path; removed after ${ISSUE_42_REMOVAL}`,
  })
  field!: string | null;
  @Field(() => UserErrorCodeEnum, { description: 'What is wrong, as a stable code' }) code!: UserErrorCode;
  @Field(() => String, { description: 'What is wrong, as a sentence to show next to the field' }) message!: string;
}

export type Payload<K extends string, T> = { [P in K]: T | null } & { userErrors: UserErrorType[] };

/**
 * `<name>` with `userErrors` and its result under `field` (null when there are userErrors). `formerly`: the
 * result's old name, kept deprecated for 90 days and answering the same value.
 */
export function payloadType(
  name: string,
  field: string,
  type: () => ClassType | ClassType[] | object,
  what: string,
  formerly?: string,
): ClassType<Payload<string, unknown>> {
  @ObjectType(name, { description: `What ${name.replace(/Payload$/, '')} answers: ${what}, or why the input was refused` })
  class PayloadType {
    @Field(() => [UserErrorType], { description: 'Why the input was refused; empty when it was accepted' }) userErrors!: UserErrorType[];
  }
  // A decorator is a function: the result's field name is chosen per payload.
  Field(type, { nullable: true, description: `${what[0]!.toUpperCase()}${what.slice(1)}; null when there are userErrors` })(
    PayloadType.prototype,
    field,
  );
  if (formerly) {
    Field(type, {
      nullable: true,
      description: `The same as ${field}`,
      deprecationReason: `Use ${field}; removed after ${ISSUE_42_REMOVAL}`,
    })(PayloadType.prototype, formerly);
    // mutationPayload answers under the new name only; the old one reads it.
    UseMiddleware(async ({ root }) => (root as Record<string, unknown>)[field])(PayloadType.prototype, formerly);
  }
  return PayloadType as ClassType<Payload<string, unknown>>;
}

/** The field-level refusals among the API's errors: the ones that name the fields at fault. */
function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof AppError) || (error.status !== 400 && error.status !== 409)) return null;
  const fields = error.details?.fields;
  if (error.code === 'invalid_input') return (fields ?? {}) as Record<string, string>;
  return fields && typeof fields === 'object' && Object.keys(fields).length > 0 ? (fields as Record<string, string>) : null;
}

function userErrorsOf(error: AppError, fields: Record<string, string>): UserErrorType[] {
  const codes = (error instanceof ValidationError ? error.fieldCodes : undefined) ?? {};
  const fallback: UserErrorCode = error.code.endsWith('_taken') ? 'taken' : 'invalid';
  const entries = Object.entries(fields);
  if (entries.length === 0) return [{ path: null, field: null, code: fallback, message: error.message }];
  return entries.map(([path, message]) => ({
    path: path === '_' ? null : path.split('.'),
    field: path === '_' ? null : path,
    code: (codes[path] as UserErrorCode | undefined) ?? fallback,
    message,
  }));
}

/** Runs a mutation: its result under `key`, or the refused input as userErrors. */
export async function mutationPayload<K extends string, T>(key: K, run: () => Promise<T>): Promise<Payload<K, T>> {
  try {
    const result = await run();
    return { [key]: result, userErrors: [] } as Payload<K, T>;
  } catch (error) {
    const fields = refusedFields(error);
    if (fields === null) throw error;
    return { [key]: null, userErrors: userErrorsOf(error as AppError, fields) } as Payload<K, T>;
  }
}
