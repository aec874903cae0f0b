import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import type { ContentModel, ContentRequest, GeneratedContent, GenerateOptions } from './content-model';
import { ContentModelError } from './content-model.error';
import { countWords, splitTitle } from './content-text.utils';
import { buildMessages } from './prompt';

export const DEFAULT_OPENAI_TIMEOUT_MS = 60_000;

export interface OpenAiContentModelOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; the OpenAI API when absent. */
  baseUrl?: string;
  model: string;
  /** Longest wait for the first answer and, while streaming, between two chunks. */
  timeoutMs?: number;
}

interface CallState {
  timedOut: boolean;
  signal?: AbortSignal;
}

/** Content written by an OpenAI-compatible chat-completions model, streamed by default. */
export class OpenAiContentModel implements ContentModel {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly baseUrl: string;

  constructor(options: OpenAiContentModelOptions) {
    this.name = options.model;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS;
    // Retries are the caller's decision (a user clicking Regenerate), not a hidden multiplier on cost and latency.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl || undefined,
      timeout: this.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
    });
    this.baseUrl = this.client.baseURL;
  }

  async generate(req: ContentRequest, opts: GenerateOptions = {}): Promise<GeneratedContent> {
    const { signal, onDelta, stream = true } = opts;
    if (signal?.aborted) throw new ContentModelError('aborted');

    const controller = new AbortController();
    const state: CallState = { timedOut: false, signal };
    const abortFromCaller = (): void => controller.abort();
    signal?.addEventListener('abort', abortFromCaller, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const armTimer = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        state.timedOut = true;
        controller.abort();
      }, this.timeoutMs);
    };

    try {
      armTimer();
      const text = stream
        ? await this.streamed(req, controller.signal, armTimer, onDelta)
        : await this.plain(req, controller.signal, onDelta);
      // The SDK ends a stream quietly when it is aborted, so an abort must be checked after the fact.
      throwIfStopped(state);
      return this.toContent(req, text);
    } catch (error) {
      throw this.toError(error, state);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  private async streamed(
    req: ContentRequest,
    signal: AbortSignal,
    onChunk: () => void,
    onDelta: ((text: string) => void) | undefined,
  ): Promise<string> {
    const chunks = await this.client.chat.completions.create({ model: this.name, messages: buildMessages(req), stream: true }, { signal });
    let text = '';
    for await (const chunk of chunks) {
      onChunk();
      if (!chunk || !Array.isArray(chunk.choices)) {
        throw new ContentModelError('malformed', 'The AI provider sent a stream the product could not read; try again.');
      }
      const delta = chunk.choices[0]?.delta?.content;
      if (typeof delta === 'string' && delta.length > 0) {
        text += delta;
        onDelta?.(delta);
      }
    }
    return text;
  }

  private async plain(req: ContentRequest, signal: AbortSignal, onDelta: ((text: string) => void) | undefined): Promise<string> {
    const completion: unknown = await this.client.chat.completions.create({ model: this.name, messages: buildMessages(req) }, { signal });
    const content = readMessageContent(completion);
    if (content === undefined) {
      throw new ContentModelError('malformed', 'The AI provider returned an answer the product could not read; try again.');
    }
    if (content) onDelta?.(content);
    return content;
  }

  private toContent(req: ContentRequest, text: string): GeneratedContent {
    if (!text.trim()) throw new ContentModelError('malformed', 'The AI provider returned an empty answer; try again.');
    const { title, body } = splitTitle(text);
    if (!body.trim()) throw new ContentModelError('malformed', 'The AI provider returned a title but no text; try again.');
    return {
      title: title ?? (req.title?.trim() || `${req.companyName} (${req.ticker})`),
      body,
      model: this.name,
      wordCount: countWords(body),
    };
  }

  /** Every failure becomes a ContentModelError whose message tells the user what happened. */
  private toError(error: unknown, state: CallState): ContentModelError {
    if (state.timedOut || error instanceof APIConnectionTimeoutError) {
      return new ContentModelError(
        'timeout',
        `The AI provider did not answer within ${Math.round(this.timeoutMs / 1000)} seconds; try again.`,
        { cause: error },
      );
    }
    if (state.signal?.aborted || error instanceof APIUserAbortError) return new ContentModelError('aborted', undefined, { cause: error });
    if (error instanceof ContentModelError) return error;
    if (error instanceof RateLimitError) {
      return new ContentModelError('rate_limited', undefined, { retryAfterMs: retryAfterMs(error), cause: error });
    }
    if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
      return new ContentModelError('upstream_error', 'The AI provider rejected the API key; check the OPENAI_API_KEY setting.', {
        cause: error,
      });
    }
    if (error instanceof NotFoundError) {
      return new ContentModelError(
        'upstream_error',
        `The AI provider does not offer the model ${this.name}; check the OPENAI_MODEL setting.`,
        { cause: error },
      );
    }
    if (error instanceof BadRequestError) {
      return new ContentModelError('upstream_error', `The AI provider refused the request: ${providerMessage(error)}`, { cause: error });
    }
    if (error instanceof InternalServerError) {
      return new ContentModelError('upstream_error', `The AI provider had an internal error (HTTP ${error.status}); try again later.`, {
        cause: error,
      });
    }
    if (error instanceof APIConnectionError) {
      return new ContentModelError(
        'upstream_error',
        `The AI provider at ${this.baseUrl} could not be reached; check OPENAI_BASE_URL and the network.`,
        { cause: error },
      );
    }
    if (error instanceof APIError) {
      // An error event inside a stream carries no HTTP status.
      const where = error.status ? ` (HTTP ${error.status})` : '';
      return new ContentModelError('upstream_error', `The AI provider reported an error${where}: ${providerMessage(error)}`, {
        cause: error,
      });
    }
    if (error instanceof SyntaxError) {
      return new ContentModelError('malformed', 'The AI provider returned an answer that could not be read; try again.', { cause: error });
    }
    return new ContentModelError('upstream_error', undefined, { cause: error });
  }
}

function throwIfStopped(state: CallState): void {
  if (state.timedOut) throw new ContentModelError('timeout');
  if (state.signal?.aborted) throw new ContentModelError('aborted');
}

/** `choices[0].message.content` of a chat completion, or undefined when the answer has another shape. */
function readMessageContent(completion: unknown): string | undefined {
  if (!completion || typeof completion !== 'object') return undefined;
  const choices = (completion as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const message = (choices[0] as { message?: { content?: unknown } } | undefined)?.message;
  return typeof message?.content === 'string' ? message.content : undefined;
}

function retryAfterMs(error: APIError): number | undefined {
  const ms = Number(error.headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const header = error.headers?.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function providerMessage(error: APIError): string {
  const inner = (error.error as { message?: unknown } | undefined)?.message;
  const text = typeof inner === 'string' && inner ? inner : error.message;
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
