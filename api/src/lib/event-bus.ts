/**
 * Domain events for live updates (generation streams, notifications, later engagement and
 * distribution status). In one process the bus is in memory; several instances swap in an
 * implementation over PostgreSQL LISTEN/NOTIFY behind the same interface.
 *
 * Modules declare their topics by augmenting `EventMap`:
 *   declare module '../../lib/event-bus' { interface EventMap { 'article.generation': ArticleGenerationEvent } }
 * A topic is a name from the map, optionally narrowed by a key: `article.generation:<campaignId>`.
 */

// Empty here on purpose: each module adds its events by declaration merging.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventMap {}

export type TopicName = keyof EventMap & string;
export type Topic = TopicName | `${TopicName}:${string}`;

/** The payload type of a topic: the map entry of its name (the part before the first colon). */
export type PayloadOf<T extends string> = T extends `${infer N}:${string}`
  ? N extends TopicName
    ? EventMap[N]
    : never
  : T extends TopicName
    ? EventMap[T]
    : never;

/** `topic('article.generation', id)` -> `article.generation:<id>`. */
export function topic<N extends TopicName>(name: N, key?: string): N | `${N}:${string}` {
  return key === undefined ? name : `${name}:${key}`;
}

export interface SubscribeOptions {
  /** Ends the subscription when aborted. */
  signal?: AbortSignal;
  /**
   * Most events held for a slow reader. Past it the subscription ends with an error rather than
   * silently dropping events (a stream with a hole would show a wrong article). Default 10 000.
   */
  bufferLimit?: number;
}

/** Async iteration over one topic; `return()` (or `break` in for-await) unsubscribes. */
export type EventStream<T> = AsyncIterableIterator<T> & { return(): Promise<IteratorResult<T>> };

export interface EventBus {
  publish<T extends Topic>(topic: T, payload: PayloadOf<T>): void;
  /** Listens from the moment of the call: events published after it returns are never missed. */
  subscribe<T extends Topic>(topic: T, options?: SubscribeOptions): EventStream<PayloadOf<T>>;
  /** How many subscriptions are listening on a topic (tests, metrics). */
  listenerCount(topic: Topic): number;
  /** Ends every subscription (shutdown). */
  close(): void;
}

export class EventBufferOverflowError extends Error {
  constructor(topic: string, limit: number) {
    super(`Event subscription on ${topic} fell more than ${limit} events behind and was closed.`);
    this.name = 'EventBufferOverflowError';
  }
}

const DEFAULT_BUFFER_LIMIT = 10_000;

interface Listener {
  push(payload: unknown): void;
  end(error?: Error): void;
}

/** The single-process bus: synchronous fan-out into per-subscriber queues. */
export class InMemoryEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  publish<T extends Topic>(topicName: T, payload: PayloadOf<T>): void {
    const set = this.listeners.get(topicName);
    if (!set) return;
    // Copy: a listener may unsubscribe while we deliver.
    for (const listener of [...set]) listener.push(payload);
  }

  listenerCount(topicName: Topic): number {
    return this.listeners.get(topicName)?.size ?? 0;
  }

  close(): void {
    for (const set of this.listeners.values()) for (const listener of [...set]) listener.end();
    this.listeners.clear();
  }

  subscribe<T extends Topic>(topicName: T, options: SubscribeOptions = {}): EventStream<PayloadOf<T>> {
    type P = PayloadOf<T>;
    const limit = options.bufferLimit ?? DEFAULT_BUFFER_LIMIT;
    const queue: P[] = [];
    const waiting: { resolve(result: IteratorResult<P>): void; reject(error: Error): void }[] = [];
    let done = false;
    let failure: Error | undefined;

    const detach = () => {
      const set = this.listeners.get(topicName);
      set?.delete(listener);
      if (set && set.size === 0) this.listeners.delete(topicName);
      options.signal?.removeEventListener('abort', onAbort);
    };

    const listener: Listener = {
      push(payload) {
        if (done) return;
        const next = waiting.shift();
        if (next) return next.resolve({ value: payload as P, done: false });
        if (queue.length >= limit) return listener.end(new EventBufferOverflowError(topicName, limit));
        queue.push(payload as P);
      },
      end(error) {
        if (done) return;
        done = true;
        failure = error;
        detach();
        for (const w of waiting.splice(0)) {
          if (error) w.reject(error);
          else w.resolve({ value: undefined, done: true });
        }
      },
    };
    const onAbort = () => listener.end();

    if (options.signal?.aborted) done = true;
    else {
      let set = this.listeners.get(topicName);
      if (!set) this.listeners.set(topicName, (set = new Set()));
      set.add(listener);
      options.signal?.addEventListener('abort', onAbort, { once: true });
    }

    const stream: EventStream<P> = {
      next(): Promise<IteratorResult<P>> {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift() as P, done: false });
        if (done) return failure ? Promise.reject(failure) : Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
      },
      return(): Promise<IteratorResult<P>> {
        queue.length = 0;
        failure = undefined;
        listener.end();
        return Promise.resolve({ value: undefined, done: true });
      },
      throw(error?: unknown): Promise<IteratorResult<P>> {
        listener.end();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return stream;
      },
    };
    return stream;
  }
}
