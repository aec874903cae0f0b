import { existsSync, readFileSync } from 'node:fs';
import { describeOptions, type OptionField } from '@issuerwire/plugin-sdk';
import type { z } from 'zod';

// The operator's plugin options, without code: a JSON file keyed by plugin id, then PLUGIN_<ID>_<OPTION>
// environment variables over it. Only gathered here; each plugin's optionsSchema validates them at boot.

export interface OperatorPluginOptions {
  /** Options per plugin id, file and variables merged (variables win). */
  byId: Record<string, Record<string, unknown>>;
  /** Where each plugin's options came from: the file, and each variable by name. */
  sourcesById: Record<string, string[]>;
  problems: string[];
}

export interface PluginConfigSources {
  /** The JSON file; `explicit`: named in PLUGINS_CONFIG, so it must exist. */
  file: { file: string; explicit: boolean };
  /** PLUGIN_<ID>_<OPTION> variables. */
  env: Record<string, string>;
  /** Options set by other settings (e.g. TWITTER_CLIENT_ID), under the file and the variables. */
  base?: { byId: Record<string, unknown>; source: string };
}

interface ConfigurablePlugin {
  id: string;
  optionsSchema: z.ZodType;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `accountId` -> `ACCOUNT_ID`; a path's segments are joined by `_`. */
function variablePart(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/** The variable prefix of a plugin: PLUGIN_BUSINESSWIRE_, PLUGIN_MARKET_EMBEDDED_. */
export function pluginVariablePrefix(id: string): string {
  return `PLUGIN_${variablePart(id)}_`;
}

/** The variable that sets one option, e.g. PLUGIN_BUSINESSWIRE_ACCOUNT_ID. */
export function optionVariable(id: string, path: string[]): string {
  return pluginVariablePrefix(id) + path.map(variablePart).join('_');
}

/** A variable's text as the option's kind expects it: true/false, a number, JSON for objects and lists. */
function coerce(text: string, field: OptionField): unknown {
  const trimmed = text.trim();
  if (field.kind === 'boolean') {
    if (/^(true|1|yes)$/i.test(trimmed)) return true;
    if (/^(false|0|no)$/i.test(trimmed)) return false;
    return text;
  }
  if (field.kind === 'number') return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
  if (field.kind === 'object' || field.kind === 'array') {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text; // the schema then says what it expected
    }
  }
  return text;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isRecord(value) && isRecord(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value;
  }
  return out;
}

function readConfigFile(source: PluginConfigSources['file'], problems: string[]): Record<string, unknown> {
  if (!existsSync(source.file)) {
    if (source.explicit) problems.push(`PLUGINS_CONFIG: the plugin configuration file ${source.file} does not exist`);
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(source.file, 'utf8'));
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(`${source.file} is not valid JSON: ${detail}`);
    return {};
  }
  if (!isRecord(parsed)) {
    problems.push(`${source.file} must hold one object keyed by plugin id, e.g. { "businesswire": { "email": "..." } }`);
    return {};
  }
  return parsed;
}

/**
 * Gathers every plugin's options from the file and the variables. `claimedIds`: ids of plugins found
 * but broken (their options are not "for a plugin that is not installed").
 */
export function gatherPluginOptions(
  sources: PluginConfigSources,
  plugins: ConfigurablePlugin[],
  claimedIds: string[] = [],
): OperatorPluginOptions {
  const problems: string[] = [];
  const byId: Record<string, Record<string, unknown>> = {};
  const sourcesById: Record<string, string[]> = {};
  const known = new Set([...plugins.map((p) => p.id), ...claimedIds]);
  const note = (id: string, source: string) => (sourcesById[id] ??= []).push(source);

  for (const [id, value] of Object.entries(sources.base?.byId ?? {})) {
    if (!isRecord(value)) continue;
    byId[id] = { ...value };
    note(id, sources.base!.source);
  }
  for (const [id, value] of Object.entries(readConfigFile(sources.file, problems))) {
    if (!known.has(id)) {
      problems.push(`${sources.file.file}: options are configured for plugin '${id}', which is not installed`);
      continue;
    }
    if (!isRecord(value)) {
      problems.push(`${sources.file.file}: the options of plugin '${id}' must be an object`);
      continue;
    }
    byId[id] = deepMerge(byId[id] ?? {}, value);
    note(id, sources.file.file);
  }

  // Longest prefix first: PLUGIN_MARKET_EMBEDDED_X belongs to 'market-embedded', not to 'market'.
  const byPrefix = plugins
    .map((plugin) => ({ plugin, prefix: pluginVariablePrefix(plugin.id) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  for (const name of Object.keys(sources.env).sort()) {
    const owner = byPrefix.find((p) => name.startsWith(p.prefix));
    if (!owner) {
      const claimed = [...known].some((id) => name.startsWith(pluginVariablePrefix(id)));
      if (!claimed) problems.push(`${name} names no installed plugin (installed: ${[...known].sort().join(', ') || 'none'})`);
      continue;
    }
    const { plugin } = owner;
    const fields = describeOptions(plugin.optionsSchema);
    const field = fields.find((f) => optionVariable(plugin.id, f.path) === name);
    if (!field) {
      const names = fields.filter((f) => f.path.length === 1).map((f) => optionVariable(plugin.id, f.path));
      problems.push(`${name}: plugin '${plugin.id}' has no such option (its options: ${names.join(', ') || 'none'})`);
      continue;
    }
    setPath((byId[plugin.id] ??= {}), field.path, coerce(sources.env[name], field));
    note(plugin.id, name);
  }
  return { byId, sourcesById, problems };
}
