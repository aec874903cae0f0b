import { isPluginError, newswireOrderResultSchema, type PluginCallbackRequest } from '@issuerwire/plugin-sdk';
import { AppError, NotFoundError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { OrderPolling } from './order-polling';

/** What the vendor is answered. */
export interface CallbackReply {
  status: number;
  body: unknown;
}

/**
 * POST /api/plugins/{id}/callback: the raw request goes to the plugin's handleCallback (which verifies the
 * vendor's signature); the news it answers moves the orders as a poll would. A refusal is the plugin's 4xx.
 */
export async function handlePluginCallback(
  deps: { plugins: PluginRegistry; polling: OrderPolling; logger: Logger },
  pluginId: string,
  request: PluginCallbackRequest,
): Promise<CallbackReply> {
  const provider = deps.plugins.newswire(pluginId);
  if (!provider?.handleCallback) throw new NotFoundError(`No plugin '${pluginId}' takes callbacks on this server.`, 'not_found');
  let answer;
  try {
    answer = await provider.handleCallback(request);
  } catch (error) {
    if (!isPluginError(error)) throw error;
    throw new AppError('callback_refused', `${provider.name} callback refused: ${error.message}`, 400);
  }
  let updated = 0;
  for (const news of answer.orders ?? []) {
    const parsed = newswireOrderResultSchema.safeParse(news);
    if (!parsed.success) {
      deps.logger.warn({ plugin: pluginId, issues: parsed.error.issues.length }, 'a plugin answered malformed order news from a callback');
      continue;
    }
    if (await deps.polling.news(pluginId, provider.name, parsed.data)) updated += 1;
  }
  // The plugin's status as it chose it (401 for a forged call, 503 to have the vendor retry); anything else: 200.
  const status =
    answer.status !== undefined && Number.isInteger(answer.status) && answer.status >= 200 && answer.status < 600 ? answer.status : 200;
  return { status, body: answer.body ?? { received: true, updated } };
}
