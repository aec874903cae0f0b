// What the engine derives from one sentence alone (the classifier's verdict, wink's reading) depends only
// on its text, and an editor re-checks a text whose sentences mostly did not change: such results are kept
// by the sentence's text, in bounded memory. Findings never depend on it (a miss computes the same value).

import { LRUCache } from 'lru-cache';

// Every memo, so that all can be emptied at once.
const MEMOS = new Set<{ clear(): void }>();

/** Empties every memo: the next check reads its text for the first time (benchmarks and tests measure that). */
export function clearSentenceMemos(): void {
  for (const memo of MEMOS) memo.clear();
}

/** Values computed from a sentence's text, by that text; the least recently used go first past `maxChars`. */
export class SentenceMemo<V extends object> {
  private readonly cache: LRUCache<string, V>;

  /** `maxChars`: the sentence characters held, which bounds the memory (the caller knows its cost per character). */
  constructor(maxChars: number) {
    this.cache = new LRUCache<string, V>({ maxSize: maxChars, sizeCalculation: (_, sentence) => sentence.length + 1 });
    MEMOS.add(this);
  }

  get(sentence: string, compute: (sentence: string) => V): V {
    let value = this.cache.get(sentence);
    if (value === undefined) {
      // A sentence is a slice of its text, and a slice keeps the whole text alive: the memo holds (and
      // computes from) a copy of its own.
      const own = Buffer.from(sentence, 'utf16le').toString('utf16le');
      value = compute(own);
      this.cache.set(own, value);
    }
    return value;
  }

  clear(): void {
    this.cache.clear();
  }
}
