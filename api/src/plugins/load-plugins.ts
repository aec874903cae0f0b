import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { createPluginRegistry, discoverPlugins, pluginLoggerFrom, type PluginRegistry } from './plugin-registry';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Boot step: discover built-in and configured plugins, validate them all, build the registry. */
export async function loadPlugins(
  config: Pick<Config, 'plugins'> & Partial<Pick<Config, 'twitter'>>,
  logger: Logger,
): Promise<PluginRegistry> {
  const found = await discoverPlugins({ rootDir: REPO_ROOT, pluginNames: config.plugins });
  return createPluginRegistry(found, { logger: pluginLoggerFrom(logger), optionsById: builtInPluginOptions(config) });
}

/** Operator settings that configure built-in plugins (the X app through which users connect). */
export function builtInPluginOptions(config: Partial<Pick<Config, 'twitter'>>): Record<string, unknown> {
  const twitter = config.twitter;
  return twitter?.clientId
    ? { twitter: { clientId: twitter.clientId, ...(twitter.clientSecret ? { clientSecret: twitter.clientSecret } : {}) } }
    : {};
}
