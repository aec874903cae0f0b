import { registerEnumType } from 'type-graphql';
import { enumMap, enumName, type EnumName } from '../lib/graphql-enum';

/**
 * Registers a closed set as a GraphQL enum named in upper case, from the same list the zod schemas and
 * the database use: resolvers keep returning and receiving the stored values ('awaiting_issuer'), GraphQL
 * shows AWAITING_ISSUER. `values` describes each value (every one, so the contract is documented).
 */
export function graphqlEnum<const V extends string>(
  list: readonly V[],
  name: string,
  description: string,
  values: Record<V, string>,
): { [K in V as EnumName<K>]: K } {
  const map = enumMap(list);
  registerEnumType(map, {
    name,
    description,
    valuesConfig: Object.fromEntries(list.map((value) => [enumName(value), { description: values[value] }])) as Record<
      string,
      { description: string }
    >,
  });
  return map;
}
