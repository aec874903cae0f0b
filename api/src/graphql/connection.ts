import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { ValidationError } from '../lib/errors';
import { cursorOf, DEFAULT_PAGE, idOfCursor, MAX_PAGE } from '../lib/cursor-page';

/**
 * Cursor connections (Relay, as GitHub and Shopify page): `first`/`after`, `edges { cursor node }`,
 * `nodes`, `pageInfo` and `totalCount`. A cursor names the last node seen (its id, opaque), so a page
 * stays right when newer items arrive at the top of a newest-first list.
 */

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: `How many to answer: 1 to ${MAX_PAGE} (default ${DEFAULT_PAGE})` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Answer those after this cursor (pageInfo.endCursor of the previous page)' })
  after?: string | null;
}

@ObjectType('PageInfo', { description: 'Where a page stands in its list' })
export class PageInfoType {
  @Field(() => Boolean, { description: 'More follow: ask again with after: endCursor' }) hasNextPage!: boolean;
  @Field(() => Boolean, { description: 'This page came after a cursor' }) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first node's cursor; null for an empty page" }) startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last node's cursor; null for an empty page" }) endCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfoType;
  totalCount: number;
}

/** `<Name>Connection` and `<Name>Edge` for a node type (`what` names one node for the descriptions, `whats` several). */
export function connectionType<T extends object>(
  node: ClassType<T>,
  name: string,
  what: string,
  whats = `${what}s`,
): ClassType<Connection<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${what} and its cursor` })
  class EdgeType {
    @Field(() => String, { description: 'Pass it as after to continue from here' }) cursor!: string;
    @Field(() => node, { description: `The ${what}` }) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${whats}` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The page, with cursors' }) edges!: EdgeType[];
    @Field(() => [node], { description: 'The page, without cursors' }) nodes!: T[];
    @Field(() => PageInfoType, { description: 'Whether more follow, and where to continue' }) pageInfo!: PageInfoType;
    @Field(() => Int, { description: 'How many there are in all' }) totalCount!: number;
  }
  return ConnectionType;
}

/** `first` checked (1 to MAX_PAGE, default DEFAULT_PAGE) and the id `after` names (null: from the start). */
export function pageRequest(page: ConnectionArgs = {}): { first: number; afterId: string | null } {
  const first = page.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw new ValidationError(`first is 1 to ${MAX_PAGE}`, { first: `Between 1 and ${MAX_PAGE}` });
  }
  if (!page.after) return { first, afterId: null };
  const afterId = idOfCursor(page.after);
  if (afterId === null) throw unknownCursor();
  return { first, afterId };
}

function unknownCursor(): ValidationError {
  return new ValidationError('after is not a cursor of this list (or its item is gone): start again without it', {
    after: 'Unknown cursor',
  });
}

/** A connection over a page the database already cut (keyset paging). */
function connectionOf<T>(
  nodes: T[],
  idOf: (item: T) => string,
  page: { totalCount: number; hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<T> {
  const edges = nodes.map((node) => ({ cursor: cursorOf(idOf(node)), node }));
  return {
    edges,
    nodes,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A connection over a page the database cut (db/keyset.ts); null (no such cursor) is an invalid `after`. */
export function pagedConnection<T>(
  found: { items: T[]; totalCount: number; hasNextPage: boolean } | null,
  request: { afterId: string | null },
  idOf: (item: T) => string,
): Connection<T> {
  if (!found) throw unknownCursor();
  return connectionOf(found.items, idOf, { ...found, hasPreviousPage: request.afterId !== null });
}

/** A page of `items` (already in the list's order) after `page.after`, `page.first` long. */
export function paginate<T>(items: readonly T[], idOf: (item: T) => string, page: ConnectionArgs = {}): Connection<T> {
  const { first, afterId } = pageRequest(page);
  let start = 0;
  if (afterId !== null) {
    const at = items.findIndex((item) => idOf(item) === afterId);
    if (at < 0) throw unknownCursor();
    start = at + 1;
  }
  return connectionOf(items.slice(start, start + first), idOf, {
    totalCount: items.length,
    hasNextPage: start + first < items.length,
    hasPreviousPage: start > 0,
  });
}
