import { LRUCache } from 'lru-cache';
import type { EventBus, PayloadOf, TopicName } from './event-bus';

interface RevocableCacheOptions<V, T extends TopicName> {
  /** Entries remembered at once (the most recently used). */
  max: number;
  /** How long an entry is trusted without asking the database again. */
  ttlMs: number;
  events: EventBus;
  /** The topic announcing what ended (here or on another instance). */
  topic: T;
  /** True when the announcement ends this entry. */
  ends: (event: PayloadOf<T>, value: V) => boolean;
}

/**
 * What a secret (keyed by its hash) resolved to, trusted for `ttlMs`. An announcement on `topic` drops the
 * entries it ends at once; a gap in the bus (or a closed bus) drops them all, since an announcement from
 * another instance may have been missed. Sessions and partner tokens are cached this way.
 */
export class RevocableCache<V extends { checkedAt: number }, T extends TopicName> {
  private readonly entries: LRUCache<string, V>;

  constructor(private readonly options: RevocableCacheOptions<V, T>) {
    this.entries = new LRUCache<string, V>({ max: options.max });
    void this.followEndings();
    void this.forgetAfterBusGaps();
  }

  /** The entry when it was checked less than `ttlMs` before `now` (and not after it: a clock set back). */
  fresh(key: string, now: number): V | undefined {
    const value = this.entries.get(key);
    return value && now - value.checkedAt < this.options.ttlMs && now >= value.checkedAt ? value : undefined;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry the announcement ends, here only (publishing it is the caller's). */
  evict(event: PayloadOf<T>): void {
    for (const [key, value] of [...this.entries.entries()]) {
      if (this.options.ends(event, value)) this.entries.delete(key);
    }
  }

  private async followEndings(): Promise<void> {
    try {
      for await (const event of this.options.events.subscribe(this.options.topic)) this.evict(event);
    } catch {
      // The bus closed or fell behind: the time limit still bounds what is remembered.
      this.entries.clear();
    }
  }

  private async forgetAfterBusGaps(): Promise<void> {
    try {
      for await (const _gap of this.options.events.subscribe('bus.reconnected')) this.entries.clear();
    } catch {
      this.entries.clear();
    }
  }
}
