/**
 * GraphQL's names for the values of a closed set: the stored and REST value stays as the spec has it
 * ('awaiting_issuer', 'deep dive', 'content:write'); GraphQL names it in the upper case partners expect
 * (AWAITING_ISSUER, DEEP_DIVE, CONTENT_WRITE). One rule, shared with the web app (`@api-enum`).
 */
type Separator = ' ' | '-' | ':' | '.';
type Underscored<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Separator ? '_' : H}${Underscored<T>}` : S;
export type EnumName<V extends string> = Uppercase<Underscored<V>>;

/** The GraphQL enum name of a value: 'deep dive' -> DEEP_DIVE. */
export function enumName<V extends string>(value: V): EnumName<V> {
  return value.toUpperCase().replace(/[ \-:.]/g, '_') as EnumName<V>;
}

/** The value a GraphQL enum name stands for among `values` (DEEP_DIVE -> 'deep dive'); undefined if none. */
export function enumValue<const V extends string>(values: readonly V[], name: string): V | undefined {
  return values.find((value) => enumName(value) === name);
}

/** The `{ NAME: value }` map type-graphql registers as an enum. */
export function enumMap<const V extends string>(values: readonly V[]): { [K in V as EnumName<K>]: K } {
  return Object.fromEntries(values.map((value) => [enumName(value), value])) as { [K in V as EnumName<K>]: K };
}

/**
 * The GraphQL enum name of a plugin id (PlatformId, NewswireProviderId): the rule above ('globenewswire' ->
 * GLOBENEWSWIRE, 'x-pro' -> X_PRO), with '_' before a leading digit, which a GraphQL name cannot start with
 * ('24wire' -> _24WIRE). Plugin ids are lower-case letters, digits and dashes, so the name maps back.
 */
export function pluginEnumName(id: string): string {
  const name = enumName(id);
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/** The plugin id a PlatformId or NewswireProviderId name stands for: GLOBENEWSWIRE -> 'globenewswire'. */
export function pluginIdOf(name: string): string {
  return name.replace(/^_/, '').toLowerCase().replace(/_/g, '-');
}
