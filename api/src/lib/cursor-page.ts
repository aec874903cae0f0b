import { z } from './zod';
import { ValidationError } from './errors';

/**
 * The one way a list pages, over REST and GraphQL alike: `limit` and `after` in, `{ items, nextCursor }` out.
 * A cursor names the last item seen (its id, opaque to clients), so items added meanwhile do not shift the
 * next page; the database cuts the page (db/keyset.ts).
 */

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;

const CURSOR_VERSION = 'v1:';

/** The opaque cursor naming one item. */
export const cursorOf = (id: string): string => Buffer.from(`${CURSOR_VERSION}${id}`).toString('base64url');

/** The id a cursor names, or null for anything that is not a cursor. */
export function idOfCursor(cursor: string): string | null {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  return decoded.startsWith(CURSOR_VERSION) ? decoded.slice(CURSOR_VERSION.length) : null;
}

/** `after` names no item of this list for the caller: 400 invalid_cursor (another organization's item included). */
export function invalidCursor(): ValidationError {
  return new ValidationError(
    'after is not a cursor of this list (or its item is gone): start again without it',
    { after: 'Unknown cursor' },
    undefined,
    'invalid_cursor',
  );
}

/** The paging parameters every REST list takes; spread into a route's querystring schema. */
export const cursorQueryFields = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE)
    .optional()
    .describe(`How many items to answer: 1 to ${MAX_PAGE} (default ${DEFAULT_PAGE}); outside that, 400 invalid_input`),
  after: z
    .string()
    .max(200)
    .optional()
    .describe("The previous page's nextCursor: answer the items after it (400 invalid_cursor for anything else)"),
};

export interface CursorQuery {
  limit?: number;
  after?: string;
}

/** Whether a request asked for a cursor page: `GET /api/campaigns`, whose spec shape stays its default, answers one then. */
export const asksForCursorPage = (query: CursorQuery): boolean => query.limit !== undefined || query.after !== undefined;

/** The page a request asks for: `first` items after the item `afterId` (null: from the start). */
export function cursorRequest(query: CursorQuery): { first: number; afterId: string | null } {
  if (query.after === undefined || query.after === '') return { first: query.limit ?? DEFAULT_PAGE, afterId: null };
  const afterId = idOfCursor(query.after);
  if (afterId === null) throw invalidCursor();
  return { first: query.limit ?? DEFAULT_PAGE, afterId };
}

/** What every paged list's OpenAPI description starts with. */
export const CURSOR_PAGE_DESCRIPTION = `Answers { items, nextCursor }: limit items (1 to ${MAX_PAGE}, default ${DEFAULT_PAGE}); pass nextCursor as after for the next page, until it is null.`;

/** A page the database cut, as `{ items, nextCursor }`; null (the cursor names no item of the caller's) is 400. */
export function cursorAnswer<T extends { id: string }>(
  found: { items: T[]; hasNextPage: boolean } | null,
): { items: T[]; nextCursor: string | null } {
  if (!found) throw invalidCursor();
  const last = found.items.at(-1);
  return { items: found.items, nextCursor: found.hasNextPage && last ? cursorOf(last.id) : null };
}

const pageSchemas = new Map<string, ReturnType<typeof pageSchema>>();

/** `<Name>Page`: a page of `item` as a named OpenAPI component (one schema per name: two routes may share it). */
export function cursorPageJson<T extends z.ZodType>(item: T, name: string) {
  const known = pageSchemas.get(name);
  if (known) return known as unknown as ReturnType<typeof pageSchema<T>>;
  const made = pageSchema(item, name);
  pageSchemas.set(name, made as never);
  return made;
}

function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item).describe('This page, in the list order'),
      nextCursor: z
        .string()
        .nullable()
        .describe('Pass it as after for the next page; null when this page is the last (opaque: do not build or parse it)'),
    })
    .meta({ id: `${name}Page` });
}
