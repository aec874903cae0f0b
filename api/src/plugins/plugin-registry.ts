import { existsSync, statSync } from 'node:fs';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  isDefinedPlugin,
  isPluginError,
  issuerwireFieldSchema,
  loadPlugin,
  parsePluginOptions,
  redactOptions,
  REDACTED,
  secretValues,
  silentLogger,
  type AnyPlugin,
  type MarketDataProvider,
  type NewswireProvider,
  type PluginHostOptions,
  type PluginCheck,
  type PluginKind,
  type PluginLogger,
  type PublishPlatform,
  type VendorCallRecord,
} from '@issuerwire/plugin-sdk';

// Plugin discovery (workspace packages under plugins/, packages or folders named in PLUGINS, packages installed
// in PLUGINS_DIR) and the registry the modules read providers from. Every problem is collected; boot fails once,
// listing them all.

/** How a plugin's entry module is loaded; the built API (scripts/api-build.mjs) loads the ones it compiled ahead. */
export const pluginImporter = { load: (file: string): Promise<unknown> => import(pathToFileURL(file).href) };

/** The api package folder: packages named in PLUGINS resolve from here, as `import()` would. */
const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export class PluginLoadError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`IssuerWire could not load its plugins (${count}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'PluginLoadError';
    this.problems = problems;
  }
}

export interface DiscoverPluginsOptions {
  /** The repository root: its plugins/ folder holds the built-in plugins. */
  rootDir: string;
  /** From PLUGINS: package names, or absolute paths of a package folder or its entry file. */
  pluginNames?: string[];
  /** Where PLUGINS names are resolved from (its node_modules, then each parent's). Default: the api folder. */
  resolveFrom?: string;
  /** PLUGINS_DIR: a folder where packages were installed (`npm install <tarball>`); every plugin in its node_modules loads. */
  pluginsDir?: string;
}

export interface DiscoveredPlugin {
  packageName: string;
  packageDir: string;
  source: 'workspace' | 'PLUGINS' | 'PLUGINS_DIR';
  /** The package's version, when its package.json says one. */
  version?: string;
  plugin: AnyPlugin;
}

interface PackageJson {
  name?: unknown;
  version?: unknown;
  main?: unknown;
  exports?: unknown;
  issuerwire?: unknown;
}

interface Candidate {
  packageName: string;
  packageDir: string;
  source: DiscoveredPlugin['source'];
  manifest: PackageJson;
  /** An entry file named in PLUGINS instead of the package's own. */
  entry?: string;
}

const DEFINE_HELPER: Record<PluginKind, string> = {
  newswire: 'defineNewswirePlugin',
  platform: 'definePlatformPlugin',
  'market-data': 'defineMarketDataPlugin',
};

async function readManifest(packageDir: string): Promise<PackageJson> {
  return JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as PackageJson;
}

/** The folder of an installed package, looked up like Node does: node_modules of each parent. */
function findInstalledPackage(name: string, from: string): string | null {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** The module file a package's `import` resolves to: exports '.', then main, then index.js. */
function packageEntry(packageDir: string, manifest: PackageJson): string {
  const pick = (target: unknown): string | null => {
    if (typeof target === 'string') return target;
    if (Array.isArray(target)) return target.map(pick).find((t) => t !== null) ?? null;
    if (typeof target === 'object' && target !== null) {
      const conditions = target as Record<string, unknown>;
      for (const condition of ['import', 'node', 'default']) {
        const found = condition in conditions ? pick(conditions[condition]) : null;
        if (found) return found;
      }
    }
    return null;
  };
  const { exports } = manifest;
  let target: string | null = null;
  if (exports !== undefined) {
    const isSubpathMap =
      typeof exports === 'object' && exports !== null && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'));
    target = pick(isSubpathMap ? (exports as Record<string, unknown>)['.'] : exports);
  }
  target ??= typeof manifest.main === 'string' ? manifest.main : 'index.js';
  return join(packageDir, target);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/** Problems for ids claimed by more than one package. */
function duplicateIdProblems(entries: { id: string; packageName: string }[]): string[] {
  const byId = new Map<string, string[]>();
  for (const { id, packageName } of entries) byId.set(id, [...(byId.get(id) ?? []), packageName]);
  return [...byId]
    .filter(([, names]) => names.length > 1)
    .map(
      ([id, names]) =>
        `plugin id '${id}' is declared by more than one package: ${names.map((n) => `'${n}'`).join(' and ')}; ids must be unique`,
    );
}

interface Named {
  name: string;
  packageDir: string;
  entry?: string;
  source: 'PLUGINS' | 'PLUGINS_DIR';
  /** Named by the operator: not being a plugin is a problem (in PLUGINS_DIR it only means a dependency). */
  required: boolean;
}

/** An absolute path in PLUGINS: a package folder, or a file in one (its entry; the nearest package.json above it). */
function locatePath(target: string): { packageDir: string; entry?: string } | { problem: string } {
  if (!existsSync(target)) return { problem: `plugin path '${target}' does not exist` };
  if (statSync(target).isDirectory()) {
    return existsSync(join(target, 'package.json'))
      ? { packageDir: target }
      : { problem: `plugin path '${target}' is a folder without a package.json` };
  }
  for (let dir = dirname(target); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return { packageDir: dir, entry: target };
    if (dirname(dir) === dir) return { problem: `plugin file '${target}' is in no package (no package.json above it)` };
  }
}

/** Every package in a folder's node_modules (scoped ones too), in name order. */
async function installedPackages(folder: string): Promise<Named[]> {
  const modules = join(folder, 'node_modules');
  if (!existsSync(modules)) return [];
  const found: Named[] = [];
  const visit = async (dir: string, scope: string | null): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || (!entry.isDirectory() && !entry.isSymbolicLink())) continue;
      const packageDir = join(dir, entry.name);
      if (!scope && entry.name.startsWith('@')) await visit(packageDir, entry.name);
      else if (existsSync(join(packageDir, 'package.json'))) {
        found.push({ name: scope ? `${scope}/${entry.name}` : entry.name, packageDir, source: 'PLUGINS_DIR', required: false });
      }
    }
  };
  await visit(modules, null);
  return found;
}

async function collectCandidates(options: DiscoverPluginsOptions, problems: string[]): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();

  const pluginsDir = join(options.rootDir, 'plugins');
  const entries = existsSync(pluginsDir) ? await readdir(pluginsDir, { withFileTypes: true }) : [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
    const packageDir = join(pluginsDir, entry.name);
    if (!existsSync(join(packageDir, 'package.json'))) continue;
    let manifest: PackageJson;
    try {
      manifest = await readManifest(packageDir);
    } catch (error) {
      problems.push(`plugins/${entry.name}/package.json could not be read: ${describeError(error)}`);
      continue;
    }
    if (manifest.issuerwire === undefined) continue; // the SDK and other helpers are not plugins
    const packageName = typeof manifest.name === 'string' ? manifest.name : `plugins/${entry.name}`;
    seen.add(await realpath(packageDir));
    candidates.push({ packageName, packageDir, source: 'workspace', manifest });
  }

  const names = [...new Set((options.pluginNames ?? []).map((n) => n.trim()).filter(Boolean))];
  const named: Named[] = [];
  for (const name of names) {
    const located = isAbsolute(name)
      ? locatePath(name)
      : { packageDir: findInstalledPackage(name, options.resolveFrom ?? API_DIR), entry: undefined };
    if ('problem' in located) problems.push(located.problem);
    else if (!located.packageDir) problems.push(`plugin package '${name}' was not found: is it installed?`);
    else named.push({ name, packageDir: located.packageDir, entry: located.entry, source: 'PLUGINS', required: true });
  }
  if (options.pluginsDir) {
    if (existsSync(options.pluginsDir)) named.push(...(await installedPackages(options.pluginsDir)));
    else problems.push(`PLUGINS_DIR '${options.pluginsDir}' does not exist`);
  }
  for (const { name, packageDir, entry, source, required } of named) {
    const real = await realpath(packageDir);
    if (seen.has(real)) continue; // a built-in plugin also listed in PLUGINS, or found twice
    seen.add(real);
    let manifest: PackageJson;
    try {
      manifest = await readManifest(packageDir);
    } catch (error) {
      problems.push(`plugin package '${name}': its package.json could not be read: ${describeError(error)}`);
      continue;
    }
    if (manifest.issuerwire === undefined) {
      // PLUGINS_DIR also holds the plugins' dependencies (the SDK, zod): only packages that say they are plugins load.
      if (required) problems.push(`plugin package '${name}' is not an IssuerWire plugin: its package.json has no "issuerwire" field`);
      continue;
    }
    const packageName = typeof manifest.name === 'string' && isAbsolute(name) ? manifest.name : name;
    candidates.push({ packageName, packageDir, source, manifest, entry });
  }
  return candidates;
}

/**
 * Finds, imports and checks every plugin. Throws one PluginLoadError listing every problem
 * (missing package, bad "issuerwire" field, failed import, wrong export, kind or id, duplicate id).
 */
export async function discoverPlugins(options: DiscoverPluginsOptions): Promise<DiscoveredPlugin[]> {
  const { found, problems } = await surveyPlugins(options);
  if (problems.length > 0) throw new PluginLoadError(problems);
  return found;
}

export interface PluginSurvey {
  found: DiscoveredPlugin[];
  problems: string[];
  /** Ids declared in package.json, loaded or not (a broken plugin's options are still its own). */
  claimedIds: string[];
}

/** discoverPlugins without throwing: the plugins that loaded and every problem, for one report at boot. */
export async function surveyPlugins(options: DiscoverPluginsOptions): Promise<PluginSurvey> {
  const problems: string[] = [];
  const candidates = await collectCandidates(options, problems);
  const found: DiscoveredPlugin[] = [];
  const claimed: { id: string; packageName: string }[] = [];

  for (const candidate of candidates) {
    const { packageName } = candidate;
    const field = issuerwireFieldSchema.safeParse(candidate.manifest.issuerwire);
    if (!field.success) {
      const detail = field.error.issues.map((i) => `${i.path.join('.') || 'issuerwire'}: ${i.message}`).join('; ');
      problems.push(
        `plugin package '${packageName}' has an invalid "issuerwire" field (${detail}); expected { "kind": "newswire" | "platform" | "market-data", "id": "<id>" }`,
      );
      continue;
    }
    const { kind, id } = field.data;
    claimed.push({ id, packageName });

    let loaded: unknown;
    try {
      const entry = candidate.entry ?? packageEntry(candidate.packageDir, candidate.manifest);
      const module = (await pluginImporter.load(entry)) as { default?: unknown };
      loaded = module.default;
    } catch (error) {
      problems.push(`plugin package '${packageName}' could not be imported: ${describeError(error)}`);
      continue;
    }
    if (!isDefinedPlugin(loaded)) {
      problems.push(`plugin package '${packageName}' must default-export what ${DEFINE_HELPER[kind]}() returns`);
      continue;
    }
    if (loaded.kind !== kind) {
      problems.push(`plugin package '${packageName}' declares kind '${kind}' in package.json but exports a '${loaded.kind}' plugin`);
      continue;
    }
    if (loaded.id !== id) {
      problems.push(`plugin package '${packageName}' declares id '${id}' in package.json but exports plugin id '${loaded.id}'`);
      continue;
    }
    const version = typeof candidate.manifest.version === 'string' ? candidate.manifest.version : undefined;
    found.push({ packageName, packageDir: candidate.packageDir, source: candidate.source, version, plugin: loaded });
  }

  problems.push(...duplicateIdProblems(claimed));
  return { found, problems, claimedIds: claimed.map((c) => c.id) };
}

export interface PluginRegistryOptions {
  /** Options per plugin id, validated by each plugin's zod schema. Absent: {}. */
  optionsById?: Record<string, unknown>;
  /** Forces sandbox per plugin id. Absent: sandbox when the plugin's options carry no credentials. */
  sandboxById?: Record<string, boolean>;
  /** Which market-data plugin answers; needed only when several are installed. */
  marketDataId?: string;
  logger?: PluginLogger;
  /** Tests only: HTTP overrides for every plugin (e.g. loopback to a fake vendor). */
  http?: PluginHostOptions['http'];
  /** Private hosts (or host:port) the operator opened to plugins (PLUGIN_ALLOWED_HOSTS). */
  allowHosts?: string[];
  /** The app's public base URL (PUBLIC_URL): each plugin is told its callback address under it. */
  publicUrl?: string;
  /** Where each plugin's options came from (the file, variable names): said in its mode's reason. */
  sourcesById?: Record<string, string[]>;
  /** Problems found before (discovery, the configuration file, variables): reported with the registry's own. */
  problems?: string[];
}

export interface RegisteredPlugin {
  id: string;
  kind: PluginKind;
  name: string;
  packageName: string | null;
  version: string | null;
  /** It has a verify() ("Test connection"). */
  testable: boolean;
  /** True when the plugin sends nothing to its vendor; the UI says so. */
  sandbox: boolean;
  mode: 'live' | 'sandbox';
  /** Why it runs in that mode, in a sentence an operator can act on. */
  modeReason: string;
  /** Its options as validated, every secret replaced by [redacted]. */
  options: unknown;
}

export interface PluginRegistry {
  newswire(id: string): NewswireProvider | undefined;
  newswires(): NewswireProvider[];
  platform(id: string): PublishPlatform | undefined;
  platforms(): PublishPlatform[];
  /** The market-data provider in use; throws when none is installed. */
  marketData(): MarketDataProvider;
  isSandbox(id: string): boolean;
  list(): RegisteredPlugin[];
  /** The plugin's last call to its vendor since this process started, or null. */
  lastCall(id: string): VendorCallRecord | null;
  /** "Test connection": the plugin's verify(); never throws, never sends in sandbox. */
  verify(id: string): Promise<PluginCheck>;
}

/** A plugin's log lines carry its id. */
function loggerFor(logger: PluginLogger, id: string): PluginLogger {
  return {
    info: (message, data) => logger.info(message, { plugin: id, ...data }),
    warn: (message, data) => logger.warn(message, { plugin: id, ...data }),
    error: (message, data) => logger.error(message, { plugin: id, ...data }),
  };
}

/**
 * Validates each plugin's options, decides sandbox, builds every provider and checks it against its
 * contract. Throws one PluginLoadError listing every problem.
 */
export async function createPluginRegistry(
  plugins: (DiscoveredPlugin | AnyPlugin)[],
  options: PluginRegistryOptions = {},
): Promise<PluginRegistry> {
  const entries = plugins.map((p) => ('plugin' in p ? p : { plugin: p, packageName: null, version: undefined }));
  const problems: string[] = [
    ...(options.problems ?? []),
    ...duplicateIdProblems(entries.map((e) => ({ id: e.plugin.id, packageName: e.packageName ?? `plugin '${e.plugin.id}'` }))),
  ];
  const optionsById = options.optionsById ?? {};
  const known = new Set(entries.map((e) => e.plugin.id));
  for (const id of Object.keys(optionsById)) {
    if (!known.has(id)) problems.push(`options are configured for plugin '${id}', which is not installed`);
  }

  const registered: RegisteredPlugin[] = [];
  const newswires = new Map<string, NewswireProvider>();
  const platforms = new Map<string, PublishPlatform>();
  const marketData = new Map<string, MarketDataProvider>();
  const lastCalls = new Map<string, VendorCallRecord>();
  const secretsById = new Map<string, string[]>();

  for (const { plugin, packageName, version } of entries) {
    const raw = optionsById[plugin.id];
    const secrets = secretValues(plugin.optionsSchema, raw);
    secretsById.set(plugin.id, secrets);
    try {
      const forced = options.sandboxById?.[plugin.id];
      const { instance, sandbox } = await loadPlugin(plugin, raw, {
        sandbox: forced,
        logger: loggerFor(options.logger ?? silentLogger, plugin.id),
        http: options.http,
        allowHosts: options.allowHosts,
        publicUrl: options.publicUrl,
        onCall: (record) => lastCalls.set(plugin.id, { ...record, outcome: scrub(record.outcome, secrets) }),
      });
      if (plugin.kind === 'newswire') newswires.set(plugin.id, instance as NewswireProvider);
      else if (plugin.kind === 'platform') platforms.set(plugin.id, instance as PublishPlatform);
      else marketData.set(plugin.id, instance as MarketDataProvider);
      registered.push({
        id: plugin.id,
        kind: plugin.kind,
        name: plugin.name,
        packageName,
        version: version ?? null,
        testable: typeof (instance as { verify?: unknown }).verify === 'function',
        sandbox,
        mode: sandbox ? 'sandbox' : 'live',
        modeReason: modeReason(plugin, sandbox, forced !== undefined, options.sourcesById?.[plugin.id] ?? []),
        options: redactOptions(plugin.optionsSchema, parsePluginOptions(plugin, raw)),
      });
    } catch (error) {
      // Option and contract errors already name the plugin and every offending field; a secret never shows.
      const message = isPluginError(error) ? error.message : `plugin '${plugin.id}' failed to start: ${describeError(error)}`;
      problems.push(scrub(message, secrets));
    }
  }

  let marketDataId = options.marketDataId;
  if (marketDataId !== undefined && !entries.some((e) => e.plugin.id === marketDataId && e.plugin.kind === 'market-data')) {
    problems.push(`the market-data plugin '${marketDataId}' chosen in the settings is not installed`);
  }
  if (marketDataId === undefined && marketData.size > 1) {
    problems.push(`several market-data plugins are installed (${[...marketData.keys()].join(', ')}): choose the one to use`);
  }
  if (problems.length > 0) throw new PluginLoadError(problems);
  marketDataId ??= marketData.keys().next().value;

  const sandboxIds = new Set(registered.filter((r) => r.sandbox).map((r) => r.id));
  return {
    newswire: (id) => newswires.get(id),
    newswires: () => [...newswires.values()],
    platform: (id) => platforms.get(id),
    platforms: () => [...platforms.values()],
    marketData() {
      const provider = marketDataId === undefined ? undefined : marketData.get(marketDataId);
      if (!provider) throw new Error('No market-data plugin is installed.');
      return provider;
    },
    isSandbox: (id) => sandboxIds.has(id),
    list: () => registered.map((r) => ({ ...r })),
    lastCall: (id) => lastCalls.get(id) ?? null,
    async verify(id) {
      const entry = registered.find((r) => r.id === id);
      const instance = (newswires.get(id) ?? platforms.get(id) ?? marketData.get(id)) as
        { verify?: () => Promise<PluginCheck> } | undefined;
      if (!entry || !instance) return { ok: false, message: `No plugin '${id}' is installed.` };
      if (!instance.verify) return { ok: false, message: `${entry.name} has no connection test.` };
      if (entry.sandbox) return { ok: false, message: `Sandbox: ${entry.modeReason}. Nothing was tried.` };
      try {
        const check = await instance.verify();
        return { ok: check.ok === true, message: scrub(String(check.message), secretsById.get(id) ?? []) };
      } catch (error) {
        return { ok: false, message: scrub(describeError(error), secretsById.get(id) ?? []) };
      }
    },
  };
}

/** Why a plugin runs live or in sandbox, in words an operator can act on. */
function modeReason(plugin: AnyPlugin, sandbox: boolean, forced: boolean, sources: string[]): string {
  if (forced) return sandbox ? 'the host runs it in sandbox (a test setting)' : 'the host runs it live (a test setting)';
  if (!plugin.hasCredentials) return 'it needs no operator credentials';
  if (!sandbox) return `its credentials are configured${sources.length ? ` (${sources.join(', ')})` : ''}`;
  const prefix = `PLUGIN_${plugin.id.toUpperCase().replace(/-/g, '_')}_`;
  return `no credentials are configured: set them under "${plugin.id}" in the plugins file (PLUGINS_CONFIG) or in ${prefix}… variables`;
}

/** The text with every secret value replaced. */
function scrub(text: string, secrets: string[]): string {
  return secrets.reduce((out, value) => out.split(value).join(REDACTED), text);
}

/** Adapts a pino-style logger (object first, message second) to the plugin logger. */
export function pluginLoggerFrom(base: {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}): PluginLogger {
  return {
    info: (message, data) => base.info(data ?? {}, message),
    warn: (message, data) => base.warn(data ?? {}, message),
    error: (message, data) => base.error(data ?? {}, message),
  };
}
