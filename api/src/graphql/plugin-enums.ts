import { PLUGIN_ID_PATTERN } from '@issuerwire/plugin-sdk';
import { registerEnumType } from 'type-graphql';
import { pluginEnumName } from '../lib/graphql-enum';

/**
 * Platform and newswire ids are plugin ids: the set differs per installation (vendors add plugins). So their
 * enums are filled from this installation's plugins when a schema is built (graphql-schema.ts), not from a
 * list in the code; resolvers keep receiving and returning the stored ids ('globenewswire').
 */

/** One value of a plugin enum: the stored id and what the schema says of it. */
export interface PluginEnumValue {
  id: string;
  description: string;
  /** Set for an id still named by stored records whose plugin is no longer installed. */
  deprecationReason?: string;
}

/** What a schema's PlatformId and NewswireProviderId hold. */
export interface PluginEnumValues {
  platforms: PluginEnumValue[];
  newswires: PluginEnumValue[];
}

/** An installed plugin as the registry lists it. */
export interface InstalledPlugin {
  id: string;
  kind: string;
  name: string;
  packageName: string | null;
}

/** Ids that stored records name, by kind (plugins removed since keep their records readable). */
export interface StoredPluginIds {
  platforms: string[];
  newswires: string[];
}

/** Platforms every installation has, not plugins: the organization's own newsroom (modules/newsroom). */
const BUILT_IN_PLATFORMS: PluginEnumValue[] = [
  { id: 'newsroom', description: "The organization's own newsroom (/newsroom/<slug>) and its RSS, Atom and JSON feeds (built in)" },
];

const GONE = 'Its plugin is no longer installed here; kept because stored records name it';

/**
 * The values for an installation: each installed platform and newswire plugin (described by its name and
 * package), then each id stored records still name whose plugin is gone (deprecated; an output value only,
 * since the services refuse it as input). Without them, reading an old order would fail to serialize.
 */
export function pluginEnumValues(installed: readonly InstalledPlugin[], stored: StoredPluginIds = { platforms: [], newswires: [] }) {
  const of = (kind: string, storedIds: string[], builtIn: PluginEnumValue[] = []): PluginEnumValue[] => {
    const values: PluginEnumValue[] = installed
      .filter((p) => p.kind === kind)
      .map((p): PluginEnumValue => ({ id: p.id, description: p.packageName ? `${p.name} (${p.packageName})` : p.name }))
      .concat(builtIn);
    const known = new Set(values.map((v) => pluginEnumName(v.id)));
    for (const id of storedIds) {
      // Stored ids were plugin ids; anything else could not be named (and no plugin could answer it).
      if (!PLUGIN_ID_PATTERN.test(id) || known.has(pluginEnumName(id))) continue;
      known.add(pluginEnumName(id));
      values.push({ id, description: id, deprecationReason: GONE });
    }
    return values.sort((a, b) => a.id.localeCompare(b.id));
  };
  return { platforms: of('platform', stored.platforms, BUILT_IN_PLATFORMS), newswires: of('newswire', stored.newswires) };
}

/** The values a schema is built with, keyed so two installations with the same plugins share one schema. */
export function pluginEnumKey(values: PluginEnumValues): string {
  return JSON.stringify(values);
}

type EnumObject = Record<string, string>;
type ValuesConfig = Record<string, { description: string; deprecationReason?: string }>;

/**
 * type-graphql reads an enum's keys and valuesConfig when a schema is built (synchronously, in
 * buildSchemaSync), so these are registered once and refilled right before each build: the built schema
 * holds its own copy, unchanged by the next build.
 */
export const PlatformIdEnum: EnumObject = {};
export const NewswireProviderIdEnum: EnumObject = {};
const platformConfig: ValuesConfig = {};
const newswireConfig: ValuesConfig = {};

registerEnumType(PlatformIdEnum, {
  name: 'PlatformId',
  description:
    "A publishing platform: the id of a platform plugin installed here (the value names the plugin's id: medium -> MEDIUM). Another installation's plugins give other values.",
  valuesConfig: platformConfig,
});
registerEnumType(NewswireProviderIdEnum, {
  name: 'NewswireProviderId',
  description:
    "A newswire: the id of a newswire plugin installed here (the value names the plugin's id: globenewswire -> GLOBENEWSWIRE). Another installation's plugins give other values.",
  valuesConfig: newswireConfig,
});

/** No plugin of a kind: GraphQL wants one value at least; its stored value '' is no plugin id, so every service refuses it. */
const NONE: PluginEnumValue = { id: '', description: 'No plugin of this kind is installed here: nothing accepts this value' };

function refill(target: EnumObject, config: ValuesConfig, values: PluginEnumValue[]) {
  for (const key of Object.keys(target)) delete target[key];
  for (const key of Object.keys(config)) delete config[key];
  for (const value of values.length ? values : [NONE]) {
    const name = value.id ? pluginEnumName(value.id) : 'NONE';
    target[name] = value.id;
    config[name] = { description: value.description, ...(value.deprecationReason ? { deprecationReason: value.deprecationReason } : {}) };
  }
}

/** Sets the plugin enums' values for the schema about to be built (call synchronously before buildSchemaSync). */
export function fillPluginEnums(values: PluginEnumValues): void {
  refill(PlatformIdEnum, platformConfig, values.platforms);
  refill(NewswireProviderIdEnum, newswireConfig, values.newswires);
}

/** Runs one read on the ORM's connection (PGlite has one). */
type Query = (sql: string) => Promise<{ kind: string; id: string }[]>;

/**
 * The platform and newswire ids stored records name, read once when the server starts: records are only
 * written for installed plugins, so the ids of plugins removed since are all there by then.
 */
export async function storedPluginIds(query: Query): Promise<StoredPluginIds> {
  const rows = await query(
    `select 'platform' as kind, platform as id from publications
     union select 'platform', platform from platform_connections
     union select 'platform', unnest(platforms) from articles
     union select 'newswire', provider from newswire_orders`,
  );
  return {
    platforms: rows.filter((r) => r.kind === 'platform').map((r) => r.id),
    newswires: rows.filter((r) => r.kind === 'newswire').map((r) => r.id),
  };
}
