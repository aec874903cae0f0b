export type ContentModelErrorCode = 'timeout' | 'rate_limited' | 'upstream_error' | 'malformed' | 'aborted';

const DEFAULT_MESSAGES: Record<ContentModelErrorCode, string> = {
  timeout: 'The AI provider took too long to answer; try again.',
  rate_limited: 'The AI provider is rate-limiting requests; try again in a minute.',
  upstream_error: 'The AI provider had a problem generating this content; try again later.',
  malformed: 'The AI provider returned an answer that could not be read; try again.',
  aborted: 'Generation was cancelled.',
};

/** A failed generation, with a message a user can read and a code the API maps to a status. */
export class ContentModelError extends Error {
  readonly code: ContentModelErrorCode;
  /** For rate_limited: how long the provider asked us to wait, when it said so. */
  readonly retryAfterMs?: number;

  constructor(code: ContentModelErrorCode, message?: string, options?: { retryAfterMs?: number; cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ContentModelError';
    this.code = code;
    if (options?.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }

  static defaultMessage(code: ContentModelErrorCode): string {
    return DEFAULT_MESSAGES[code];
  }
}
