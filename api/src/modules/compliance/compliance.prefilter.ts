// Where a pattern can possibly match, computed once from the regex source, so that a check runs each
// pattern only at the few places that start with one of its opening words instead of scanning the whole
// text with every pattern. Purely an optimisation: findings are exactly those of a full scan
// (compliance.prefilter.test.ts compares the two over the corpus and generated articles).
//
// The analysis is conservative: anything it does not understand makes the pattern "unknown", and an
// unknown pattern is scanned in full as before.
//
// Kept (not deleted) because it pays for itself: without it the engine takes about 1.3 ms instead of
// 0.15 ms on a 1,200-word article, which would put POST /api/compliance/check under its 1,000 checks/s.
// The patterns are read by regexpp (ESLint's regex parser), not by hand.

import { RegExpParser, type AST } from '@eslint-community/regexpp';

type Pattern = AST.Pattern;
type Alternative = AST.Alternative;
type Element = AST.Element;

/** One way a match can start: its first characters (lowercase, whitespace as a space) and whether a `\b` precedes them. */
export interface StartPrefix {
  s: string;
  /** The prefix follows a `\b` and starts with a word character: the match starts at a word start. */
  wordStart: boolean;
}

// Past these sizes a set says little and costs more to probe than a scan; longer sets are cut to shorter prefixes (shrink).
const MAX_SET = 256;
const MAX_PREFIX = 8;

type Node =
  | { kind: 'lit'; chars: string[] } // one position; alternatives for a letter class ([Tt])
  | { kind: 'any' } // a character we do not enumerate (\w, \s, [^...], .)
  | { kind: 'wordStart' } // \b
  | { kind: 'assert' } // other zero-width assertions (lookarounds, ^, $, \B)
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; branches: Node[] }
  | { kind: 'repeat'; min: number; max: number; child: Node };

class Unsupported extends Error {}

/** The pattern as our nodes, read by ESLint's regex parser (regexpp); what the analysis does not handle throws Unsupported. */
function parse(source: string): Node {
  let pattern: Pattern;
  try {
    pattern = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, { unicode: false });
  } catch {
    throw new Unsupported('syntax');
  }
  return alternatives(pattern.alternatives);
}

function alternatives(list: Alternative[]): Node {
  const branches = list.map((a): Node => ({ kind: 'seq', items: a.elements.map(element) }));
  return branches.length === 1 ? branches[0] : { kind: 'alt', branches };
}

function element(e: Element): Node {
  switch (e.type) {
    case 'Character':
      return lit(String.fromCodePoint(e.value));
    case 'CharacterSet':
      // \d enumerates; \s is the space of the folded text (see TextMatches); \D, \w, . and the rest are "some character".
      if (e.kind === 'digit' && !e.negate) return { kind: 'lit', chars: [...'0123456789'] };
      return e.kind === 'space' && !e.negate ? { kind: 'lit', chars: [' '] } : { kind: 'any' };
    case 'CharacterClass': {
      // Only plain letter classes ([Tt], [mbk]) are enumerated; any other class is "some character".
      const letters = e.elements.map((c) => (c.type === 'Character' ? String.fromCodePoint(c.value) : ''));
      if (!e.negate && letters.length && letters.every((c) => /^[A-Za-z]$/.test(c))) {
        return { kind: 'lit', chars: [...new Set(letters.join('').toLowerCase())] };
      }
      return { kind: 'any' };
    }
    case 'Assertion':
      if (e.kind === 'word') return e.negate ? { kind: 'assert' } : { kind: 'wordStart' };
      // A lookbehind that puts a non-word character (or the start) before the match works like a `\b`
      // for a match that starts with a word character: `(?<=... )in the making`, `(?<![\w$])X`.
      return e.kind === 'lookbehind' && lookbehindEndsNonWord(e) ? { kind: 'wordStart' } : { kind: 'assert' };
    case 'Group':
    case 'CapturingGroup':
      return alternatives(e.alternatives);
    case 'Quantifier':
      if (e.element.type === 'Assertion') throw new Unsupported('quantified assertion');
      return { kind: 'repeat', min: e.min, max: e.max, child: element(e.element) };
    default:
      throw new Unsupported(e.type); // back-references and what only the u/v flags allow
  }
}

/** Whether a lookbehind only holds after a non-word character: `(?<=...\s+)`, or after no word character: `(?<![\w$])`. */
function lookbehindEndsNonWord(e: AST.LookbehindAssertion): boolean {
  if (!e.negate) return e.alternatives.every((a) => a.elements.length > 0 && nonWordChar(a.elements[a.elements.length - 1]));
  if (e.alternatives.length !== 1 || e.alternatives[0].elements.length !== 1) return false;
  const only = e.alternatives[0].elements[0];
  const isWordSet = (c: AST.Node) => c.type === 'CharacterSet' && c.kind === 'word' && !c.negate;
  return isWordSet(only) || (only.type === 'CharacterClass' && !only.negate && only.elements.some(isWordSet));
}

/** Whether the element always matches exactly one last character that is not a word character (`\s`, `\s+`, " "). */
function nonWordChar(e: Element): boolean {
  if (e.type === 'Quantifier') return e.min >= 1 && nonWordChar(e.element);
  if (e.type === 'CharacterSet') return e.kind === 'space' && !e.negate;
  if (e.type === 'Character') return !/[A-Za-z0-9_]/.test(String.fromCodePoint(e.value));
  return false;
}

function lit(c: string): Node {
  // The text is searched with every whitespace character folded to a space.
  if (/\s/.test(c)) return { kind: 'lit', chars: [' '] };
  // A cased non-ASCII character (é, Σ, Ⅰ) could match case variants that lowercasing does not line up with.
  if (c > '\u007f' && (c.toLowerCase() !== c || c.toUpperCase() !== c)) throw new Unsupported('cased non-ASCII character');
  return { kind: 'lit', chars: [c.toLowerCase()] };
}

// ---------------------------------------------------------------------------------------------
// Sets of strings a node can match (exact) and can start with (prefix)
// ---------------------------------------------------------------------------------------------

/**
 * A prefix entry: `s` the lowercase start of a match; `wordStart` whether the match there follows a `\b`;
 * `empty` marks "the node matched nothing" (the match starts with whatever follows).
 */
interface Start {
  s: string;
  wordStart: boolean;
  empty: boolean;
}

/** Every string the node can match, if few and finite; `null` otherwise. Assertions match "". */
function exact(node: Node): string[] | null {
  switch (node.kind) {
    case 'lit':
      return node.chars;
    case 'wordStart':
    case 'assert':
      return [''];
    case 'any':
      return null;
    case 'seq': {
      let out: string[] | null = [''];
      for (const item of node.items) {
        const e = exact(item);
        if (!e) return null;
        out = cross(out, e);
        if (!out) return null;
      }
      return out;
    }
    case 'alt': {
      const out = new Set<string>();
      for (const b of node.branches) {
        const e = exact(b);
        if (!e) return null;
        for (const s of e) out.add(s);
      }
      return out.size > MAX_SET ? null : [...out];
    }
    case 'repeat': {
      // A run of whitespace is one space in a prefix: the trie walk reads a run of spaces as one.
      if (node.min >= 1 && isSpace(node.child)) return [' '];
      if (node.max > 1) return null;
      const e = exact(node.child);
      if (!e) return null;
      return node.min === 0 ? [...new Set(['', ...e])] : e;
    }
  }
}

function isSpace(node: Node): boolean {
  return node.kind === 'lit' && node.chars.length === 1 && node.chars[0] === ' ';
}

function cross(a: string[], b: string[]): string[] | null {
  if (a.length * b.length > MAX_SET) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/** What every match of the node starts with; `null` when unknown. */
function starts(node: Node): Start[] | null {
  switch (node.kind) {
    case 'lit':
      return node.chars.map((s) => ({ s, wordStart: false, empty: false }));
    case 'any':
      return null;
    case 'wordStart':
      return [{ s: '', wordStart: true, empty: true }];
    case 'assert':
      return [{ s: '', wordStart: false, empty: true }];
    case 'alt': {
      const out: Start[] = [];
      for (const b of node.branches) {
        const p = starts(b);
        if (!p) return null;
        out.push(...p);
      }
      return shrink(out);
    }
    case 'repeat': {
      const p = starts(node.child);
      if (!p) return null;
      return node.min === 0 ? [...p, { s: '', wordStart: false, empty: true }] : p;
    }
    case 'seq':
      return seqStarts(node.items, 0);
  }
}

function seqStarts(items: Node[], from: number): Start[] | null {
  if (from >= items.length) return [{ s: '', wordStart: false, empty: true }];
  const head = items[from];
  const rest = () => seqStarts(items, from + 1);
  const e = exact(head);
  if (e) {
    // A fixed head: extend each of its strings with what follows (longer prefixes probe more precisely).
    const tail = rest();
    const wordStart = head.kind === 'wordStart';
    const out: Start[] = [];
    for (const s of e) {
      if (!tail) {
        if (s === '') return null;
        out.push({ s, wordStart, empty: false });
        continue;
      }
      for (const t of tail) {
        const joined = (s + t.s).slice(0, MAX_PREFIX);
        // A `\b` counts only directly before the first character.
        const ws = s === '' ? wordStart || t.wordStart : false;
        out.push({ s: joined, wordStart: ws, empty: t.empty && s === '' });
      }
    }
    return shrink(out);
  }
  const p = starts(head);
  if (!p) return null;
  const out: Start[] = [];
  let tail: Start[] | null | undefined;
  for (const start of p) {
    if (!start.empty) {
      out.push(start);
      continue;
    }
    if (tail === undefined) tail = rest();
    if (!tail) return null;
    for (const t of tail) out.push({ s: t.s, wordStart: start.wordStart || t.wordStart, empty: t.empty });
  }
  return shrink(out);
}

/** Too many prefixes: shorter ones, each the start of some longer one, until few enough (or null). */
function shrink(list: Start[]): Start[] | null {
  for (let length = MAX_PREFIX - 1; list.length > MAX_SET && length >= 1; length--) {
    const shorter = new Map<string, Start>();
    for (const x of list) {
      const s = x.s.slice(0, length);
      const key = `${x.wordStart ? 'w' : '-'}${x.empty ? 'e' : '-'}${s}`;
      if (!shorter.has(key)) shorter.set(key, { ...x, s });
    }
    list = [...shorter.values()];
  }
  return list.length > MAX_SET ? null : list;
}

const WORD_CHAR = /^[a-z0-9_]/;

/**
 * The ways every match of a pattern can start, or null when they cannot be bounded (the pattern is then
 * scanned in full). A prefix that another one extends is dropped: its positions are found anyway.
 */
export function startPrefixesOf(re: RegExp): StartPrefix[] | null {
  if (/[uvmsy]/.test(re.flags)) return null;
  let node: Node;
  try {
    node = parse(re.source);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  const p = starts(node);
  if (!p || p.length === 0 || p.some((x) => x.empty || x.s === '')) return null;
  const all = new Map<string, StartPrefix>();
  for (const x of p) {
    // Two spaces in a row cannot be walked (a space takes the whole run): the prefix ends at the first.
    const run = x.s.indexOf('  ');
    if (run >= 0) x.s = x.s.slice(0, run + 1);
    const wordStart = x.wordStart && WORD_CHAR.test(x.s);
    const key = `${wordStart ? 'w' : '-'}${x.s}`;
    if (!all.has(key)) all.set(key, { s: x.s, wordStart });
  }
  const entries = [...all.values()].sort((a, b) => a.s.length - b.s.length || (a.s < b.s ? -1 : 1));
  const kept: StartPrefix[] = [];
  for (const e of entries) {
    if (!kept.some((k) => e.s.startsWith(k.s) && (!k.wordStart || e.wordStart))) kept.push(e);
  }
  return kept;
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

  constructor(patterns: Iterable<RegExp>) {
    const atWords: { id: number; s: string }[] = [];
    const anywhere: { id: number; s: string }[] = [];
    for (const re of patterns) {
      if (this.ids.has(re)) continue;
      const id = this.prepared.length;
      this.ids.set(re, id);
      const prefixes = startPrefixesOf(re);
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
