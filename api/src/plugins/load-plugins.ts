import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { createPluginRegistry, discoverPlugins, pluginLoggerFrom, type PluginRegistry } from './plugin-registry';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Boot step: discover built-in and configured plugins, validate them all, build the registry. */
export async function loadPlugins(config: Pick<Config, 'plugins'>, logger: Logger): Promise<PluginRegistry> {
  const found = await discoverPlugins({ rootDir: REPO_ROOT, pluginNames: config.plugins });
  return createPluginRegistry(found, { logger: pluginLoggerFrom(logger) });
}
