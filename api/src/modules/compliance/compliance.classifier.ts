// A trained sentence classifier (issue 18 point 1): logistic regression over stemmed words, figures and tickers
// folded into classes, negation scope and pairs of words (adjacent and one apart), trained only on the tuning
// parts of the labelled passages (compliance.classifier.train.ts writes the model, shipped as JSON). It adds
// recall where no rule matched: a sentence it scores as promotion gets a finding that names the words that
// weighed most, so a reviewer sees why. The rules stay the explanation of every other finding.

import model from './compliance.classifier-model.json';
import { DISCLOSURE_PATTERNS, type SentenceIndex } from './compliance.disclosure-reader';
import { type TextMatches } from './compliance.prefilter';
import { EXCHANGES } from './compliance.rules';
import { SentenceMemo } from './compliance.sentence-memo';

export interface ClassifierModel {
  /** The log odds of "block" before any feature. */
  bias: number;
  /** Each feature's weight (features seen at least twice in training); one never seen weighs nothing. */
  weights: Record<string, number>;
  /** Score (log odds) above which a sentence is reported (chosen by cross-validation on the tuning part). */
  threshold: number;
}

// The disclosure patterns that are not global are read per sentence; the global ones over the whole text.
const SENTENCE_PATTERNS = DISCLOSURE_PATTERNS.map((p) => p.re).filter((r) => !r.global);
const GLOBAL_DISCLOSURE_PATTERNS = DISCLOSURE_PATTERNS.map((p) => p.re).filter((r) => r.global);

// Shipped as JSON (bundled with the API by esbuild like any import).
const MODEL = model as ClassifierModel;

// Figures folded into classes so that "$4" and "C$1.50", "300%" and "40 per cent", "10x" and "ten-bagger"
// share a weight: a passage in new wording rarely repeats a figure, but often its kind. One pass, the first
// alternative that matches names the class.
const FIGURE =
  /((?:[a-z]{0,2}\$|£|€)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|m|bn|k)\b)?|\b\d+(?:\.\d+)?\s?(?:cents?|c|p|pence)\b)|(\b\d+(?:\.\d+)?\s?(?:%|percent|per cent))|(\b\d+(?:\.\d+)?\s?[x×]\b)|(\b(?:19|20)\d\d\b)|\d[\d,]*(?:\.\d+)?/g;
function figureClass(_: string, money?: string, percent?: string, multiple?: string, year?: string): string {
  return money ? ' <money> ' : percent ? ' <pct> ' : multiple ? ' <mult> ' : year ? ' <year> ' : ' <num> ';
}
const TICKER = /\b[A-Z]{3,5}\b/g;
// Capitals that are words, not tickers.
const ACRONYMS = new Set(['AND', 'THE', 'CEO', 'CFO', 'COO', 'USA', 'LLC', 'INC', 'IPO', 'ESG', 'SEC', 'FDA', 'GAAP', ...EXCHANGES]);
const PUNCTUATION = new Set(['.', ',', ';', ':', '"', '(', ')', '!', '?']);
const NEGATORS = new Set(['not', 'never', 'no', 'cannot', 'without', 'nor', 'none', 'nothing']);
// A contrast ends a negation's scope as punctuation does ("not paid, but ...", "no advice; yet ...").
const CONTRASTS = new Set(['but', 'yet', 'although', 'though', 'however', 'while', 'whereas']);
// What a class token looks like in a cue shown to a reviewer.
const CLASS_NAMES: Record<string, string> = {
  '<tick>': '[ticker]',
  '<money>': '[amount]',
  '<pct>': '[percentage]',
  '<mult>': '[multiple]',
  '<year>': '[year]',
  '<num>': '[number]',
};

/** A light suffix stripper so that inflections share a feature: triple, triples, tripled, tripling -> "tripl". */
export function stem(word: string): string {
  if (word.length <= 3 || word.startsWith('<')) return word;
  let s = word.replace(/'s?$/, '');
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('sses')) s = s.slice(0, -2);
  else if (s.endsWith('s') && !/(?:ss|us|is)$/.test(s) && s.length > 3) s = s.slice(0, -1);
  const suffix = /^(.{3,}?)(?:ing|ed)$/.exec(s);
  if (suffix) {
    s = suffix[1];
    // "stopped" -> "stop", but "sell" and "pass" keep their pair.
    if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(?:ll|ss|zz)$/.test(s)) s = s.slice(0, -1);
  } else s = /^(.{3,}?)ly$/.exec(s)?.[1] ?? s;
  if (s.endsWith('e') && s.length > 3) s = s.slice(0, -1);
  if (s.endsWith('y') && s.length > 3) s = `${s.slice(0, -1)}i`;
  return s;
}

/** A text's words: `stems` (what features are built from) and the words as written (`raws`), both
 * prefixed "~" inside a negation's scope, which runs from not/never/no/n't to punctuation or a contrast. */
export function wordsOf(text: string): { stems: string[]; raws: string[] } {
  // A ticker ("$GLXY", "ACME") is a class: a name seen in training says nothing about the next issuer's.
  let t = text.replace(TICKER, (word) => (ACRONYMS.has(word) ? word : ' <tick> '));
  // Each later pass only where it can match: most sentences hold no cashtag, "bagger" or figure.
  t = t.replace(/[\u2018\u2019]/g, "'").toLowerCase();
  if (t.includes('$')) t = t.replace(/\$[a-z]{2,5}\b/g, ' <tick> ');
  if (t.includes('bagger')) t = t.replace(/\b(?:two|three|four|five|ten|hundred)[- ]?bagger/g, ' <mult> bagger ');
  if (/\d/.test(t)) t = t.replace(FIGURE, figureClass);
  const stems: string[] = [];
  const raws: string[] = [];
  let negated = false;
  for (const token of t.match(/<[a-z]+>|[a-z']+|[!?%$]|[.,;:"()]/g) ?? []) {
    if (PUNCTUATION.has(token)) {
      negated = false;
      if (token === '!' || token === '?') {
        stems.push(token);
        raws.push(token);
      }
      continue;
    }
    if (CONTRASTS.has(token)) negated = false;
    const prefix = negated ? '~' : '';
    stems.push(prefix + stemOf(token));
    raws.push(prefix + token);
    if (NEGATORS.has(token) || token.endsWith("n't")) negated = true;
  }
  return { stems, raws };
}

// Stems already found: a vocabulary repeats, and stemming is most of reading a word. Bounded by clearing.
const STEMS = new Map<string, string>();

function stemOf(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    if (STEMS.size >= 50_000) STEMS.clear();
    STEMS.set(word, (s = stem(word)));
  }
  return s;
}

/**
 * A text's features, in order: its stems, the words as written where they differ from their stem, pairs of
 * adjacent stems ("a_b") and of stems one word apart ("a__b": "set to soar" and "set for soaring" share one).
 * A repeated feature counts each time (cross-validation found no loss against counting it once, and a
 * sentence is then read without looking for repeats). Words never hold "_".
 */
export function features(text: string): string[] {
  const { stems, raws } = wordsOf(text);
  const out = [...stems];
  for (let i = 0; i < raws.length; i++) if (raws[i] !== stems[i]) out.push(raws[i]);
  for (let i = 0; i + 1 < stems.length; i++) out.push(`${stems[i]}_${stems[i + 1]}`);
  for (let i = 0; i + 2 < stems.length; i++) out.push(`${stems[i]}__${stems[i + 2]}`);
  return out;
}

export interface Classified {
  score: number;
  /** The features that pushed the score up most, as written ("gonna", "you should", "is … to", "[amount]"). */
  cues: string[];
}

// A model's weights as a Map, built once per model: a lookup in the JSON object is slower, and would find
// Object.prototype's members ("constructor") as if they were weights.
const WEIGHT_MAPS = new WeakMap<ClassifierModel, Map<string, number>>();
// Each word's weights in one entry, built once per model: its own, and those of the pairs it starts ("a_b", then
// "a__b" one word apart) by second word, so that reading a word costs one lookup and a pair's name is never built.
const WORD_TABLES = new WeakMap<ClassifierModel, Map<string, WordWeights>>();
interface WordWeights {
  own?: number;
  next?: Map<string, number>;
  afterNext?: Map<string, number>;
}

export function weightsOf(m: ClassifierModel): Map<string, number> {
  let map = WEIGHT_MAPS.get(m);
  if (!map) WEIGHT_MAPS.set(m, (map = new Map(Object.entries(m.weights))));
  return map;
}

function wordTableOf(m: ClassifierModel): Map<string, WordWeights> {
  let table = WORD_TABLES.get(m);
  if (!table) {
    table = new Map();
    const entry = (word: string): WordWeights => {
      let e = table!.get(word);
      if (!e) table!.set(word, (e = {}));
      return e;
    };
    for (const [f, w] of weightsOf(m)) {
      // Words never hold "_" (features), so the first "_" of a pair splits it, and a second one marks a gap.
      const cut = f.indexOf('_');
      if (cut < 0) {
        entry(f).own = w;
        continue;
      }
      const e = entry(f.slice(0, cut));
      if (f[cut + 1] === '_') (e.afterNext ??= new Map()).set(f.slice(cut + 2), w);
      else (e.next ??= new Map()).set(f.slice(cut + 1), w);
    }
    WORD_TABLES.set(m, table);
  }
  return table;
}

/** The log odds: the weights' sum scaled by the square root of the feature count, so long and short texts compare. */
function scoreOf(m: ClassifierModel, sum: number, featureCount: number): number {
  return m.bias + sum / Math.sqrt(featureCount || 1);
}

/** A text's score as training computes it (every feature of features(), in its order). */
export function classifierScore(text: string, m: ClassifierModel = MODEL): number {
  const weights = weightsOf(m);
  const found = features(text);
  let sum = 0;
  for (const f of found) sum += weights.get(f) ?? 0;
  return scoreOf(m, sum, found.length);
}

/** A word as a reviewer reads it in a cue: as written, a class by its name ("[amount]"). */
function shown(raw: string): string {
  const word = raw.startsWith('~') ? raw.slice(1) : raw;
  return CLASS_NAMES[word] ?? word;
}

/** The promotion score of a sentence and its strongest cues; null below the model's threshold. */
export function classifyPromotion(sentence: string, m: ClassifierModel = MODEL): Classified | null {
  // The features of features(), read a word at a time (its own weight and those of the pairs it starts); the
  // sum is classifierScore's up to rounding.
  const { stems, raws } = wordsOf(sentence);
  const n = stems.length;
  const table = wordTableOf(m);
  let sum = 0;
  let count = n + Math.max(n - 1, 0) + Math.max(n - 2, 0);
  for (let i = 0; i < n; i++) {
    const e = table.get(stems[i]);
    if (e) sum += (e.own ?? 0) + (e.next?.get(stems[i + 1]) ?? 0) + (e.afterNext?.get(stems[i + 2]) ?? 0);
    if (raws[i] !== stems[i]) {
      count++;
      sum += table.get(raws[i])?.own ?? 0;
    }
  }
  if (count < 3) return null;
  const score = scoreOf(m, sum, count);
  if (score <= m.threshold) return null;
  // What weighed most (found again only for the few sentences reported), as [weight, position, gap].
  const weighed: [number, number, number][] = [];
  const note = (w: number | undefined, i: number, gap: number): void => {
    if (w !== undefined && w > 0) weighed.push([w, i, gap]);
  };
  for (let i = 0; i < n; i++) {
    const e = table.get(stems[i]);
    note(e?.own, i, 0);
    if (raws[i] !== stems[i]) note(table.get(raws[i])?.own, i, 0);
    note(e?.next?.get(stems[i + 1]), i, 1);
    note(e?.afterNext?.get(stems[i + 2]), i, 2);
  }
  weighed.sort((a, b) => b[0] - a[0]);
  const cues = new Set<string>();
  // A stem and its word as written, or a repeated word, show alike: each cue once.
  for (const [, i, gap] of weighed) {
    if (cues.size === 4) break;
    cues.add(gap === 0 ? shown(raws[i]) : `${shown(raws[i])} ${gap === 2 ? '… ' : ''}${shown(raws[i + gap])}`);
  }
  return { score, cues: [...cues] };
}

/** What the classifier reports for one sentence: its score and cues, or null (below threshold, or a disclosure sentence). */
function reportedPromotion(sentence: string): Classified | null {
  // Scored first: most sentences score below the threshold, and then the disclosure test is not needed.
  const found = classifyPromotion(sentence);
  return !found || SENTENCE_PATTERNS.some((re) => re.test(sentence)) ? null : found;
}

// About 5,000 article sentences, about 2 MB in all (a verdict costs little beside its sentence).
const VERDICTS = new SentenceMemo<{ found: Classified | null }>(1_000_000);

// A line of tickers or tags alone ("$HVRT") labels the post; it claims nothing.
const TAGS_ONLY = /^\s*(?:[$#][A-Za-z][\w.]{0,11}[\s,]*)+$/;

/** Sentences (by index) the classifier reports, skipping disclosure sentences and those `skip` says are explained. */
export function classifiedSentences(
  text: string,
  sentences: SentenceIndex,
  matches: TextMatches,
  skip: (index: number) => boolean,
  reader: { read(sentence: string): string; readKey: string } = { read: (sentence) => sentence, readKey: '' },
): { start: number; end: number; through: number; found: Classified }[] {
  // Kept by the sentence as written and what its reading depends on: an editor's re-check then neither reads nor
  // scores the sentences it has seen (reading them again was a twentieth of a re-check).
  const prefix = `${reader.readKey}\u0000`;
  // Disclosure sentences are the disclosure reader's business, never promotion (its matches are already found).
  const disclosure = new Set<number>();
  for (const re of GLOBAL_DISCLOSURE_PATTERNS) {
    for (const m of matches.all(re)) disclosure.add(sentences.sentenceAt(m.index));
  }
  const out: { start: number; end: number; through: number; found: Classified }[] = [];
  for (let i = 0; i < sentences.count; i++) {
    if (skip(i) || disclosure.has(i)) continue;
    const { start, end } = sentences.range(i);
    const sentence = text.slice(start, end);
    if (TAGS_ONLY.test(sentence)) continue;
    const { found } = VERDICTS.get(prefix + sentence, (own) => ({ found: reportedPromotion(reader.read(own.slice(prefix.length))) }));
    if (!found) continue;
    // The span is the sentence; its removal takes the space after it too (`through`).
    out.push({ start, end: start + sentence.trimEnd().length, through: end, found });
  }
  return out;
}
