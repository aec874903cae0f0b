// Typed errors every plugin throws, so the API can decide (retry, reconnect, show the vendor's words)
// without knowing the vendor. Messages are plain and never carry credentials.

const PLUGIN_ERROR = Symbol.for('issuerwire.plugin-error');

export type PluginErrorCode =
  | 'auth_expired'
  | 'rate_limited'
  | 'invalid_content'
  | 'disconnected'
  | 'vendor_error'
  | 'invalid_options'
  | 'sandbox_violation'
  | 'address_refused'
  | 'contract_violation';

export interface PluginErrorOptions {
  retryable?: boolean;
  /** The request may have been carried out by the vendor (see PluginError.outcomeUnknown). */
  outcomeUnknown?: boolean;
  cause?: unknown;
}

export class PluginError extends Error {
  readonly code: PluginErrorCode;
  readonly retryable: boolean;
  /**
   * An irreversible call (a publish, an order) failed after it may have reached the vendor: it may have
   * been carried out. Never retryable; the caller must check with the vendor before sending it again.
   */
  readonly outcomeUnknown: boolean;
  readonly [PLUGIN_ERROR] = true;

  constructor(code: PluginErrorCode, message: string, options: PluginErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PluginError';
    this.code = code;
    this.outcomeUnknown = options.outcomeUnknown ?? false;
    this.retryable = !this.outcomeUnknown && (options.retryable ?? false);
  }
}

/** The vendor refused the credentials (401/403): the user must reconnect; retrying will not help. */
export class AuthExpired extends PluginError {
  constructor(message = 'The vendor refused the credentials: reconnect the account.', options: PluginErrorOptions = {}) {
    super('auth_expired', message, { ...options, retryable: false });
    this.name = 'AuthExpired';
  }
}

/** The vendor asked us to slow down; `retryAfterMs` is when it said to come back. */
export class RateLimited extends PluginError {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number, message = 'The vendor is rate limiting requests.', options: PluginErrorOptions = {}) {
    super('rate_limited', message, { ...options, retryable: true });
    this.name = 'RateLimited';
    this.retryAfterMs = Math.max(0, Math.round(retryAfterMs));
  }
}

/** The vendor refused the content (400/422); `message` carries the vendor's own words. */
export class InvalidContent extends PluginError {
  constructor(message: string, options: PluginErrorOptions = {}) {
    super('invalid_content', message, { ...options, retryable: false });
    this.name = 'InvalidContent';
  }
}

/**
 * The vendor could not be reached or did not answer in time. Retryable unless the request may have
 * reached the vendor and was not safe to repeat (the outcome is then unknown).
 */
export class Disconnected extends PluginError {
  constructor(message: string, options: PluginErrorOptions = {}) {
    super('disconnected', message, { retryable: true, ...options });
    this.name = 'Disconnected';
  }
}

/** Any other vendor failure; `status` is the HTTP status when there was one. */
export class VendorError extends PluginError {
  readonly status: number | null;
  readonly retryAfterMs: number | null;

  constructor(status: number | null, message: string, options: PluginErrorOptions & { retryAfterMs?: number | null } = {}) {
    super('vendor_error', message, { retryable: status !== null && status >= 500, ...options });
    this.name = 'VendorError';
    this.status = status;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

export interface OptionsIssue {
  /** Dotted path of the offending field, '' for the options object itself. */
  field: string;
  message: string;
}

/** A plugin's options failed its zod schema; the message names every offending field. */
export class PluginOptionsError extends PluginError {
  readonly pluginId: string;
  readonly issues: OptionsIssue[];

  constructor(pluginId: string, issues: OptionsIssue[]) {
    const list = issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ');
    super('invalid_options', `plugin '${pluginId}' has invalid options: ${list}`);
    this.name = 'PluginOptionsError';
    this.pluginId = pluginId;
    this.issues = issues;
  }
}

/** What a plugin's factory built does not honour its kind's contract (e.g. a missing method). */
export class PluginContractError extends PluginError {
  readonly pluginId: string;
  readonly problems: string[];

  constructor(pluginId: string, problems: string[]) {
    super('contract_violation', `plugin '${pluginId}' breaks its contract: ${problems.join('; ')}`);
    this.name = 'PluginContractError';
    this.pluginId = pluginId;
    this.problems = problems;
  }
}

/** A plugin tried to reach its vendor while running in sandbox mode. */
export class SandboxViolation extends PluginError {
  constructor(message = 'Sandbox mode: no request may be sent to the vendor.') {
    super('sandbox_violation', message);
    this.name = 'SandboxViolation';
  }
}

/** The HTTP helper refused an address (private, loopback, link-local, ...): SSRF protection. */
export class AddressRefused extends PluginError {
  constructor(message: string) {
    super('address_refused', message);
    this.name = 'AddressRefused';
  }
}

/** True for any PluginError, even one thrown by another copy of the SDK (instanceof would miss it). */
export function isPluginError(error: unknown): error is PluginError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[PLUGIN_ERROR] === true;
}
