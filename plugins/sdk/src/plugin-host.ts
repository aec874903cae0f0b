import { SandboxViolation } from './errors.js';
import { createHttpClient, type HttpClient, type HttpClientFactory, type LoopbackPolicy } from './http.js';
import { pluginCallbackUrl, type PluginHost, type PluginLogger, type VendorCallRecord } from './plugin.contract.js';

// Builds the host a plugin's factory receives. The host, not the plugin, decides sandbox and loopback.

export interface PluginHostOptions {
  sandbox: boolean;
  /** The plugin's public callback address (pluginCallbackUrl); absent: under DEFAULT_PUBLIC_URL. */
  callbackUrl?: string;
  logger?: PluginLogger;
  now?: () => Date;
  /**
   * Hosts (or host:port) the operator opened although private (PLUGIN_ALLOWED_HOSTS): a vendor's staging
   * server. Replaces whatever a plugin asks for: only the operator opens a private host.
   */
  allowHosts?: string[];
  /** Told of every call a plugin makes to its vendor (the Integrations screen's "last vendor call"). */
  onCall?: (record: VendorCallRecord) => void;
  /** Overrides applied to every client the plugin creates (tests: loopback and short back-offs). */
  http?: {
    allowLoopback?: LoopbackPolicy;
    retryBaseDelayMs?: number;
    maxRetryDelayMs?: number;
    timeoutMs?: number;
  };
}

/** The app's public URL when none is configured (PUBLIC_URL unset): callbacks are addressed under it. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export const silentLogger: PluginLogger = { info() {}, warn() {}, error() {} };

/** In sandbox mode every request is refused before it leaves: the plugin cannot send by mistake. */
function sandboxClient(baseUrl: string): HttpClient {
  return {
    baseUrl,
    request: () => Promise.reject(new SandboxViolation()),
    close() {},
  };
}

/** The client, telling `onCall` of each request's outcome: method, host and path only (queries may carry keys). */
function recordingClient(client: HttpClient, onCall: (record: VendorCallRecord) => void, now: () => Date): HttpClient {
  const base = new URL(client.baseUrl);
  return {
    baseUrl: client.baseUrl,
    close: () => client.close(),
    async request(request) {
      const path = `${base.pathname.replace(/\/+$/, '')}/${request.path.split('?')[0].replace(/^\/+/, '')}`;
      const what = `${request.method} ${base.host}${path}`;
      try {
        const response = await client.request(request);
        onCall({ at: now(), request: what, ok: true, outcome: String(response.status) });
        return response;
      } catch (error) {
        onCall({ at: now(), request: what, ok: false, outcome: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
  };
}

export function createPluginHost(options: PluginHostOptions): PluginHost {
  const overrides = options.http ?? {};
  const http: HttpClientFactory = (clientOptions) => {
    if (options.sandbox) return sandboxClient(clientOptions.baseUrl);
    const merged = { ...clientOptions, allowLoopback: overrides.allowLoopback ?? false, allowHosts: options.allowHosts ?? [] };
    if (overrides.retryBaseDelayMs !== undefined) merged.retryBaseDelayMs = overrides.retryBaseDelayMs;
    if (overrides.maxRetryDelayMs !== undefined) merged.maxRetryDelayMs = overrides.maxRetryDelayMs;
    if (overrides.timeoutMs !== undefined) merged.timeoutMs = overrides.timeoutMs;
    const client = createHttpClient(merged);
    return options.onCall ? recordingClient(client, options.onCall, options.now ?? (() => new Date())) : client;
  };
  return {
    http,
    logger: options.logger ?? silentLogger,
    sandbox: options.sandbox,
    now: options.now ?? (() => new Date()),
    callbackUrl: options.callbackUrl ?? pluginCallbackUrl(DEFAULT_PUBLIC_URL, 'plugin'),
  };
}
