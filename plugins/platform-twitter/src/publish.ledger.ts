// X takes no idempotency key, so the plugin remembers, per publication key, which posts X already
// accepted: a repeated publish (after a crash, or a thread cut short by a rate limit) continues
// instead of posting twice. In memory, per process: a best effort on top of the caller's own records.

export interface LedgerEntry {
  /** The texts of the whole publication, in order. */
  texts: string[];
  /** Ids X gave the first texts, in the same order. */
  postIds: string[];
}

export class PublishLedger {
  private readonly entries = new Map<string, LedgerEntry>();

  constructor(private readonly capacity = 1_000) {}

  /** What was already posted for this key, if the texts are the same publication. */
  progress(key: string, texts: string[]): string[] {
    const entry = this.entries.get(key);
    if (!entry || entry.texts.length !== texts.length || entry.texts.some((t, i) => t !== texts[i])) return [];
    return [...entry.postIds];
  }

  record(key: string, texts: string[], postIds: string[]): void {
    this.entries.delete(key); // re-inserted last, so the oldest key is evicted first
    this.entries.set(key, { texts: [...texts], postIds: [...postIds] });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
