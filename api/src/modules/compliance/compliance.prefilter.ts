// Where a pattern can possibly match, from the trigger words its rule declares (Matcher.triggers in
// rules/rule.ts), so that a check runs each pattern only at the few places that start with one of them
// instead of scanning the whole text with every pattern. Purely an optimisation: findings are exactly those
// of a full scan as long as the triggers cover every match (compliance.prefilter.test.ts compares the two over
// the corpus and generated articles; rules.test.ts over every rule's examples).
//
// It pays for itself: without it the engine takes about 1.3 ms instead of 0.15 ms on a 1,200-word article,
// which would put POST /api/compliance/check under its 1,000 checks/s.

/** One way a match can start: its first characters (lowercase, whitespace as a space) and whether it starts at a word start. */
export interface StartPrefix {
  s: string;
  /** The match starts at a word start (the prefix then starts with a word character). */
  wordStart: boolean;
}

/** A pattern and the declared starts of its matches; without triggers it is scanned in full. */
export interface PatternEntry {
  re: RegExp;
  triggers?: string;
}

const WORD_CHAR = /^[a-z0-9_]/;

/** Reads a `|`-separated trigger list: `*` in front of a start that may begin inside a word. */
export function parseTriggers(triggers: string): StartPrefix[] {
  return triggers.split('|').map((t) => {
    const anywhere = t.startsWith('*');
    const s = anywhere ? t.slice(1) : t;
    if (!s || s !== s.toLowerCase()) throw new Error(`A trigger is a non-empty lowercase start of a match: "${t}"`);
    return { s, wordStart: !anywhere && WORD_CHAR.test(s) };
  });
}

// ---------------------------------------------------------------------------------------------
// Finding matches
// ---------------------------------------------------------------------------------------------

interface Prepared {
  re: RegExp;
  /** The same pattern, sticky: tried at one candidate position. Null when the pattern is scanned in full. */
  sticky: RegExp | null;
}

// Every code unit `\s` matches (what the prefixes spell as a space), as a table.
const WHITESPACE = new Uint8Array(65536);
for (let c = 0; c < 65536; c++) if (/\s/.test(String.fromCharCode(c))) WHITESPACE[c] = 1;

/**
 * Prefixes as a trie over their characters, in flat typed arrays: the hot loop of every check walks it
 * a few steps at a time.
 */
class PrefixTrie {
  // Compact alphabet: the characters the prefixes use; 0 means "no prefix continues with it". Every
  // whitespace character is the space's symbol, so the text needs no folded copy.
  readonly symbol = new Uint16Array(65536);
  /** Characters some prefix starts with: a walk from anywhere else ends at its first step. */
  readonly first = new Uint8Array(65536);
  readonly width: number;
  readonly next: Int32Array;
  /** Pattern ids whose prefix ends at node k: ids[ends[k] .. ends[k + 1]). */
  readonly ends: Int32Array;
  readonly ids: Int32Array;

  constructor(entries: { id: number; s: string }[]) {
    const chars = [...new Set(entries.flatMap((e) => [...e.s]))].sort();
    chars.forEach((c, k) => (this.symbol[c.charCodeAt(0)] = k + 1));
    const space = this.symbol[32];
    if (space) for (let c = 0; c < 65536; c++) if (WHITESPACE[c]) this.symbol[c] = space;
    this.width = chars.length + 1;
    const next: number[] = [];
    const idsAt: number[][] = [[]];
    next.length = this.width;
    next.fill(0);
    for (const { id, s } of entries) {
      let node = 0;
      for (const c of s) {
        const slot = node * this.width + this.symbol[c.charCodeAt(0)];
        if (!next[slot]) {
          next[slot] = idsAt.length;
          idsAt.push([]);
          for (let k = 0; k < this.width; k++) next.push(0);
        }
        node = next[slot];
      }
      idsAt[node].push(id);
    }
    this.next = Int32Array.from(next);
    this.ends = new Int32Array(idsAt.length + 1);
    idsAt.forEach((list, k) => (this.ends[k + 1] = this.ends[k] + list.length));
    this.ids = Int32Array.from(idsAt.flat());
    for (let c = 0; c < 65536; c++) if (this.symbol[c] && this.next[this.symbol[c]]) this.first[c] = 1;
  }

  /** Records, once per pattern, every pattern with a prefix that `lower` holds at `at`. */
  walk(lower: string, at: number, out: Pairs): void {
    const { symbol, next, width, ends, ids } = this;
    const space = symbol[32];
    let node = 0;
    // NaN past the end leaves the trie like a character no prefix uses.
    for (let j = at; ; j++) {
      const sym = symbol[lower.charCodeAt(j)];
      if (!sym) return;
      node = next[node * width + sym];
      if (node === 0) return;
      // A space in a prefix stands for a run of whitespace (`\s+`): the rest of the run is skipped.
      if (sym === space) while (WHITESPACE[lower.charCodeAt(j + 1)] === 1) j++;
      for (let k = ends[node], end = ends[node + 1]; k < end; k++) out.add(ids[k], at);
    }
  }
}

/** (pattern id, position) pairs in text order; a pattern's repeat at the same position is dropped. */
class Pairs {
  ids: Int32Array = new Int32Array(1024);
  ats: Int32Array = new Int32Array(1024);
  count = 0;
  private readonly last: Int32Array;

  constructor(patterns: number) {
    this.last = new Int32Array(patterns).fill(-1);
  }

  add(id: number, at: number): void {
    if (this.last[id] === at) return;
    this.last[id] = at;
    if (this.count === this.ids.length) {
      this.ids = grow(this.ids);
      this.ats = grow(this.ats);
    }
    this.ids[this.count] = id;
    this.ats[this.count++] = at;
  }
}

/**
 * The patterns of the engine, analysed once. `forText` then finds, in one pass over the text, the few
 * positions where each pattern can match.
 */
export class PatternSet {
  private readonly prepared: Prepared[] = [];
  private readonly ids = new Map<RegExp, number>();
  /** Prefixes tried at word starts only, and prefixes tried at every position. */
  private readonly wordTrie: PrefixTrie;
  private readonly anyTrie: PrefixTrie;

  constructor(patterns: Iterable<PatternEntry>) {
    const atWords: { id: number; s: string }[] = [];
    const anywhere: { id: number; s: string }[] = [];
    for (const { re, triggers } of patterns) {
      if (this.ids.has(re)) continue;
      const id = this.prepared.length;
      this.ids.set(re, id);
      // Sticky, multiline and unicode patterns are scanned in full: the tries read UTF-16 code units, one line.
      const prefixes = triggers && !/[uvmsy]/.test(re.flags) ? parseTriggers(triggers) : null;
      this.prepared.push({ re, sticky: prefixes ? new RegExp(re.source, `${re.flags.replace('g', '')}y`) : null });
      for (const { s, wordStart } of prefixes ?? []) (wordStart ? atWords : anywhere).push({ id, s });
    }
    this.wordTrie = new PrefixTrie(atWords);
    this.anyTrie = new PrefixTrie(anywhere);
  }

  get size(): number {
    return this.prepared.length;
  }

  forText(text: string): TextMatches {
    return new TextMatches(this, text);
  }

  /** @internal The index of `re` in the set and its preparation, or null if it is not in the set. */
  prepare(re: RegExp): { id: number; prepared: Prepared } | null {
    const id = this.ids.get(re);
    return id === undefined ? null : { id, prepared: this.prepared[id] };
  }

  /** @internal Candidate positions of every bounded pattern in one text (see Candidates). */
  candidates(text: string, lower: string): Candidates {
    const count = this.prepared.length;
    const pairs = new Pairs(count);
    const { wordTrie, anyTrie } = this;
    // Where an anywhere-prefix can start at all: most positions are ruled out by one lookup.
    const anyFirst = anyTrie.first;
    const n = text.length;
    let prevWord = false;
    for (let at = 0; at < n; at++) {
      const c = text.charCodeAt(at);
      const word = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
      if (word && !prevWord) wordTrie.walk(lower, at, pairs);
      if (anyFirst[lower.charCodeAt(at)] !== 0) anyTrie.walk(lower, at, pairs);
      prevWord = word;
    }
    // Grouped by pattern with a counting sort; each pattern's positions stay ascending.
    const { ids: pairIds, ats: pairAts, count: total } = pairs;
    const start = new Int32Array(count + 1);
    for (let k = 0; k < total; k++) start[pairIds[k] + 1] += 1;
    for (let id = 0; id < count; id++) start[id + 1] += start[id];
    const positions = new Int32Array(total);
    const fill = start.slice(0, count);
    for (let k = 0; k < total; k++) positions[fill[pairIds[k]]++] = pairAts[k];
    const length = new Int32Array(count);
    for (let id = 0; id < count; id++) length[id] = start[id + 1] - start[id];
    return { start, length, positions };
  }
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Ascending candidate positions of pattern `id`: positions[start[id] .. start[id] + length[id]). */
interface Candidates {
  start: Int32Array;
  length: Int32Array;
  positions: Int32Array;
}

/** The matches of a pattern set's patterns in one text. */
export class TextMatches {
  private readonly candidates: Candidates | null;

  constructor(
    private readonly set: PatternSet,
    readonly text: string,
  ) {
    // Searched lowercase; the tries read each whitespace character (one code unit each) as the space that
    // spells `\s` in a prefix. Offsets in the copy must be offsets in the text; a length change (e.g. "İ") rules that out.
    const lower = set.size > 0 ? text.toLowerCase() : '';
    this.candidates = set.size > 0 && lower.length === text.length ? set.candidates(text, lower) : null;
  }

  /**
   * The first match of `re` starting at or after `from`: what `re.exec(text)` gives a global regex with
   * `lastIndex = from`. Patterns outside the set, or unbounded ones, are run as they are.
   */
  exec(re: RegExp, from = 0): RegExpExecArray | null {
    const found = this.set.prepare(re);
    const sticky = found?.prepared.sticky;
    if (!found || !sticky || !this.candidates) {
      if (!re.global && from !== 0) throw new RangeError('a non-global pattern is only run from the start');
      re.lastIndex = from;
      return re.exec(this.text);
    }
    const { start, length, positions } = this.candidates;
    const end = start[found.id] + length[found.id];
    let lo = start[found.id];
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (positions[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < end; k++) {
      sticky.lastIndex = positions[k];
      const m = sticky.exec(this.text);
      if (m) return m;
    }
    return null;
  }

  /** Every match of `re` in order, as a global regex's exec loop finds them (an empty match moves on by one). */
  *all(re: RegExp): Generator<RegExpExecArray> {
    for (let m = this.exec(re, 0); m; m = this.exec(re, m.index + Math.max(1, m[0].length))) yield m;
  }

  /** Whether `re` matches anywhere in the text (`re.test(text)`). */
  test(re: RegExp): boolean {
    return this.exec(re, 0) !== null;
  }
}
