import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { gatherPluginOptions } from './plugin-config';
import { createPluginRegistry, pluginLoggerFrom, surveyPlugins, type DiscoverPluginsOptions, type PluginRegistry } from './plugin-registry';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

type PluginConfig = Pick<Config, 'plugins'> &
  Partial<Pick<Config, 'twitter' | 'pluginsConfig' | 'pluginEnv' | 'pluginAllowedHosts' | 'pluginsDir' | 'publicUrl'>>;

/**
 * Boot step: discover built-in and configured plugins, gather the operator's options (file, variables),
 * validate them all and build the registry. Every problem of every stage is reported in one
 * PluginLoadError. Each plugin's mode (live or sandbox, and why) is logged, secrets redacted.
 */
export async function loadPlugins(
  config: PluginConfig,
  logger: Logger,
  options: Pick<DiscoverPluginsOptions, 'resolveFrom'> & { rootDir?: string } = {},
): Promise<PluginRegistry> {
  const survey = await surveyPlugins({
    rootDir: options.rootDir ?? REPO_ROOT,
    pluginNames: config.plugins,
    pluginsDir: config.pluginsDir,
    resolveFrom: options.resolveFrom,
  });
  const gathered = gatherPluginOptions(
    {
      file: config.pluginsConfig ?? { file: '', explicit: false },
      env: config.pluginEnv ?? {},
      base: { byId: builtInPluginOptions(config), source: 'TWITTER_CLIENT_ID' },
    },
    survey.found.map((f) => f.plugin),
    survey.claimedIds,
  );
  const installed = new Set(survey.found.map((f) => f.plugin.id));
  const registry = await createPluginRegistry(survey.found, {
    logger: pluginLoggerFrom(logger),
    optionsById: Object.fromEntries(Object.entries(gathered.byId).filter(([id]) => installed.has(id))),
    sourcesById: gathered.sourcesById,
    allowHosts: config.pluginAllowedHosts,
    publicUrl: config.publicUrl,
    problems: [...survey.problems, ...gathered.problems],
  });
  for (const p of registry.list()) {
    logger.info(
      { plugin: p.id, kind: p.kind, package: p.packageName, mode: p.mode, options: p.options },
      `plugin ${p.id}: ${p.mode}, ${p.modeReason}`,
    );
  }
  return registry;
}

/** Operator settings that configure built-in plugins (the X app through which users connect). */
export function builtInPluginOptions(config: Partial<Pick<Config, 'twitter'>>): Record<string, unknown> {
  const twitter = config.twitter;
  return twitter?.clientId
    ? { twitter: { clientId: twitter.clientId, ...(twitter.clientSecret ? { clientSecret: twitter.clientSecret } : {}) } }
    : {};
}
