import type { EntityClass } from '@mikro-orm/core';
import { Arg, Ctx, Field, ID, InterfaceType, Query, Resolver } from 'type-graphql';
import { AppError, UnauthorizedError, ValidationError } from '../lib/errors';
import type { GraphQLContext } from './context';

/**
 * Global object identification (GitHub's and Relay's `Node`). The global id is the row's own id: every table's
 * id is a random UUID (db/base.entity.ts), unique across tables, so the ids the web app, REST paths and
 * partners already hold are the global ids and `node` finds the type server-side.
 */

/** At most this many ids per `nodes` call, like a connection's `first`. */
export const NODES_LIMIT = 100;

const TYPE_NAME = Symbol('node type');

@InterfaceType('Node', {
  description: 'An object fetched by its id alone with node(id:) or nodes(ids:); the id is the one every other query and REST path uses',
  resolveType: (value: { [TYPE_NAME]?: string }) => value[TYPE_NAME],
})
export abstract class NodeInterface {
  @Field(() => ID, { description: 'Globally unique: the same id REST paths and every other query use' }) id!: string;
}

/** A type `node` can answer, registered by its module's resolver file. */
export interface NodeKind {
  /** The GraphQL object type, which declares `implements: [NodeInterface]`. */
  typeName: string;
  /** Its table. `node` first finds the id among the viewer's organization's rows, so another organization's id is simply absent. */
  entity: EntityClass<object>;
  /** How the table names its owner (default `organization`). */
  owner?: string;
  /**
   * The property holding the global id when it is not the row's own (default `id`): a member is known
   * everywhere by the person's id (`Member.userId`, `changeMemberRole(userId)`), not by the membership row's.
   */
  idProperty?: string;
  /** The row as the type's own query answers it, refused (role, scope) as that query is. */
  load: (ctx: GraphQLContext<never>, id: string) => Promise<object | null>;
}

const kinds: NodeKind[] = [];

/** Makes a type fetchable by `node(id:)`: called once, where the module declares the type. */
export function registerNodeKind(kind: NodeKind): void {
  if (kinds.some((k) => k.typeName === kind.typeName)) throw new Error(`Node kind ${kind.typeName} registered twice`);
  kinds.push(kind);
}

/** The node kinds, by name: what `node` can answer (the tests fetch each). */
export function nodeKindNames(): string[] {
  return kinds.map((k) => k.typeName).sort();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadNodes(ctx: GraphQLContext<never>, ids: readonly string[]): Promise<(object | null)[]> {
  const viewer = ctx.request.viewer;
  if (!viewer) throw new UnauthorizedError();
  // Not an id of ours: null, like an unknown one (a malformed uuid would be a database error).
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
  const kindOf = new Map<string, NodeKind>();
  if (wanted.length > 0 && kinds.length > 0) {
    // One round trip for every kind: which of the ids are rows of the viewer's organization, and in which table.
    const selects = kinds.map((kind, index) => {
      const meta = ctx.em.getMetadata().get(kind.entity.name);
      const column = (property: string) => meta.properties[property as never]!.fieldNames[0];
      const [owner, id] = [column(kind.owner ?? 'organization'), column(kind.idProperty ?? 'id')];
      return `select ${id} as id, ${index} as kind from ${meta.tableName} where ${id} in (${wanted.map(() => '?').join(', ')}) and ${owner} = ?`;
    });
    const params = kinds.flatMap(() => [...wanted, viewer.organizationId]);
    const rows = await ctx.em.getConnection().execute<{ id: string; kind: number }[]>(selects.join(' union all '), params);
    for (const row of rows) kindOf.set(row.id, kinds[Number(row.kind)]!);
  }
  const found = new Map<string, object | null>();
  for (const [id, kind] of kindOf) {
    const value = await kind.load(ctx, id).catch((error: unknown) => {
      // Gone between the two reads: null, as for any unknown id.
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    found.set(id, value && Object.assign(value, { [TYPE_NAME]: kind.typeName }));
  }
  return ids.map((id) => found.get(id.toLowerCase()) ?? null);
}

@Resolver()
export class NodeResolver {
  @Query(() => NodeInterface, {
    nullable: true,
    description:
      "Any object of your organization by its id; null for an unknown id or another organization's (never an error that says it exists). Refused as the type's own query is (role, token scope)",
  })
  async node(
    @Arg('id', () => ID, { description: 'The id, as any query or REST path gives it' }) id: string,
    @Ctx() ctx: GraphQLContext<never>,
  ) {
    const [value] = await loadNodes(ctx, [id]);
    return value;
  }

  @Query(() => [NodeInterface], {
    nullable: 'items',
    description: `Several objects by id, of any types, in the order asked (null where node(id:) would be null); at most ${NODES_LIMIT} ids`,
  })
  async nodes(
    @Arg('ids', () => [ID], { description: `The ids, at most ${NODES_LIMIT}` }) ids: string[],
    @Ctx() ctx: GraphQLContext<never>,
  ) {
    if (ids.length > NODES_LIMIT) throw new ValidationError(`At most ${NODES_LIMIT} ids at once`, { ids: `At most ${NODES_LIMIT} ids` });
    return loadNodes(ctx, ids);
  }
}
