import type { z } from 'zod';
import { PluginContractError, PluginOptionsError } from './errors.js';
import { marketDataProviderProblems, type MarketDataPlugin, type MarketDataProvider } from './market-data.contract.js';
import { newswireBehaviourProblems, newswireProviderProblems, type NewswirePlugin, type NewswireProvider } from './newswire.contract.js';
import { publishPlatformProblems, type PlatformPlugin, type PublishPlatform } from './platform.contract.js';
import { createPluginHost, DEFAULT_PUBLIC_URL, type PluginHostOptions } from './plugin-host.js';
import {
  PLUGIN_BRAND,
  PLUGIN_ID_PATTERN,
  PLUGIN_KINDS,
  pluginCallbackUrl,
  type PluginDefinition,
  type PluginHost,
  type PluginKind,
} from './plugin.contract.js';

// The define…Plugin helpers a plugin's entry default-exports, and the one loader that validates
// options, decides sandbox and checks what the factory built.

export type AnyPlugin = NewswirePlugin | PlatformPlugin | MarketDataPlugin;

/** What a plugin of each kind builds: its provider contract. */
export interface ProviderByKind {
  newswire: NewswireProvider;
  platform: PublishPlatform;
  'market-data': MarketDataProvider;
}

/** The provider a plugin's create() builds, by its kind: `PluginProvider<typeof plugin>`. */
export type PluginProvider<P extends { kind: PluginKind }> = ProviderByKind[P['kind']];

export interface PluginSpec<S extends z.ZodType, P> {
  id: string;
  name: string;
  optionsSchema: S;
  hasCredentials?(options: z.output<S>): boolean;
  create(options: z.output<S>, host: PluginHost): P | Promise<P>;
}

function define<K extends PluginKind, S extends z.ZodType, P>(kind: K, spec: PluginSpec<S, P>): PluginDefinition<K, S, P> {
  if (typeof spec.id !== 'string' || !PLUGIN_ID_PATTERN.test(spec.id)) {
    throw new TypeError(`plugin id '${String(spec.id)}' must be lower-case letters, digits and dashes`);
  }
  if (typeof spec.name !== 'string' || spec.name.trim() === '') throw new TypeError(`plugin '${spec.id}' needs a name`);
  if (typeof (spec.optionsSchema as { safeParse?: unknown } | undefined)?.safeParse !== 'function') {
    throw new TypeError(`plugin '${spec.id}': optionsSchema must be a zod schema`);
  }
  if (typeof spec.create !== 'function') throw new TypeError(`plugin '${spec.id}': create must be a function`);
  const plugin = {
    kind,
    id: spec.id,
    name: spec.name,
    optionsSchema: spec.optionsSchema,
    create: spec.create,
    ...(spec.hasCredentials ? { hasCredentials: spec.hasCredentials } : {}),
  };
  Object.defineProperty(plugin, PLUGIN_BRAND, { value: true });
  return Object.freeze(plugin);
}

export function defineNewswirePlugin<S extends z.ZodType>(spec: PluginSpec<S, NewswireProvider>): NewswirePlugin<S> {
  return define('newswire', spec);
}

/** `C` is the platform's credentials type, inferred from its credentialsSchema. */
export function definePlatformPlugin<S extends z.ZodType, C>(spec: PluginSpec<S, PublishPlatform<C>>): PlatformPlugin<S> {
  return define('platform', spec as PluginSpec<S, PublishPlatform>);
}

export function defineMarketDataPlugin<S extends z.ZodType>(spec: PluginSpec<S, MarketDataProvider>): MarketDataPlugin<S> {
  return define('market-data', spec);
}

/** True for a value a define…Plugin helper returned (of any copy of the SDK). */
export function isDefinedPlugin(value: unknown): value is AnyPlugin {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<PropertyKey, unknown>;
  return candidate[PLUGIN_BRAND] === true && PLUGIN_KINDS.includes(candidate.kind as PluginKind);
}

/** The plugin's options parsed by its schema; PluginOptionsError names every offending field. */
export function parsePluginOptions<S extends z.ZodType>(plugin: { id: string; optionsSchema: S }, rawOptions: unknown): z.output<S> {
  const result = plugin.optionsSchema.safeParse(rawOptions ?? {});
  if (result.success) return result.data;
  throw new PluginOptionsError(
    plugin.id,
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
  );
}

export interface LoadedPlugin<I> {
  instance: I;
  sandbox: boolean;
}

export type LoadPluginOptions = Omit<PluginHostOptions, 'sandbox' | 'callbackUrl'> & {
  /** Forces sandbox on or off; absent: sandbox when the plugin says its options carry no credentials. */
  sandbox?: boolean;
  /** The app's public base URL (PUBLIC_URL): the plugin is told its callback address under it. */
  publicUrl?: string;
};

/**
 * Validates the options, decides sandbox, calls the factory and checks what it built against the
 * kind's contract. Throws PluginOptionsError or PluginContractError.
 */
export async function loadPlugin(
  plugin: NewswirePlugin,
  rawOptions: unknown,
  options?: LoadPluginOptions,
): Promise<LoadedPlugin<NewswireProvider>>;
export async function loadPlugin(
  plugin: PlatformPlugin,
  rawOptions: unknown,
  options?: LoadPluginOptions,
): Promise<LoadedPlugin<PublishPlatform>>;
export async function loadPlugin(
  plugin: MarketDataPlugin,
  rawOptions: unknown,
  options?: LoadPluginOptions,
): Promise<LoadedPlugin<MarketDataProvider>>;
export async function loadPlugin(
  plugin: AnyPlugin,
  rawOptions: unknown,
  options?: LoadPluginOptions,
): Promise<LoadedPlugin<NewswireProvider | PublishPlatform | MarketDataProvider>>;
export async function loadPlugin(
  plugin: AnyPlugin,
  rawOptions: unknown,
  options: LoadPluginOptions = {},
): Promise<LoadedPlugin<NewswireProvider | PublishPlatform | MarketDataProvider>> {
  const parsed = parsePluginOptions(plugin, rawOptions);
  const sandbox = options.sandbox ?? (plugin.hasCredentials ? !plugin.hasCredentials(parsed) : false);
  const { publicUrl, ...hostOptions } = options;
  const callbackUrl = pluginCallbackUrl(publicUrl ?? DEFAULT_PUBLIC_URL, plugin.id);
  const host = createPluginHost({ ...hostOptions, sandbox, callbackUrl });
  const instance: unknown = await plugin.create(parsed, host);
  const problems =
    plugin.kind === 'newswire'
      ? newswireProviderProblems(instance, plugin.id)
      : plugin.kind === 'platform'
        ? publishPlatformProblems(instance, plugin.id)
        : marketDataProviderProblems(instance);
  if (problems.length === 0 && plugin.kind === 'newswire') {
    problems.push(...newswireBehaviourProblems(instance as NewswireProvider).map((p) => `behaviour: ${p}`));
  }
  if (problems.length > 0) throw new PluginContractError(plugin.id, problems);
  return { instance: instance as NewswireProvider | PublishPlatform | MarketDataProvider, sandbox };
}
