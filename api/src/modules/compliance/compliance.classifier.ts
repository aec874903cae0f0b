// A trained sentence classifier (issue 18 point 1): logistic regression over words and word pairs, trained only on
// the tuning parts of the labelled passages (compliance.classifier.train.ts writes the model, shipped as
// JSON). It adds recall where no rule matched: a sentence it scores as promotion gets a finding that names
// the words that weighed most, so a reviewer sees why. The rules stay the explanation of every other finding.

import model from './compliance.classifier-model.json';
import { DISCLOSURE_PATTERNS, type SentenceIndex } from './compliance.disclosure-reader';
import { type TextMatches } from './compliance.prefilter';
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
const SENTENCE_PATTERNS = DISCLOSURE_PATTERNS.filter((r) => !r.global);
const GLOBAL_DISCLOSURE_PATTERNS = DISCLOSURE_PATTERNS.filter((r) => r.global);

// Shipped as JSON (bundled with the API by esbuild like any import).
const MODEL = model as ClassifierModel;

/** Words and adjacent word pairs; digits and cashtags folded so that "$GLXY" and "$BRDG" count as one. */
export function features(text: string): string[] {
  const words = wordsOf(text);
  const out = new Set<string>(words);
  for (let i = 0; i + 1 < words.length; i++) out.add(`${words[i]}_${words[i + 1]}`);
  return [...out];
}

function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\$[a-z]{2,5}\b/g, ' cashtag ')
      .replace(/\d+/g, '0')
      .match(/[a-z0']+|[!?%$]/g) ?? []
  );
}

export interface Classified {
  score: number;
  /** The features that pushed the score up most, as words ("gonna", "you_should"). */
  cues: string[];
}

// A model's weights as a Map, built once per model: a lookup in the JSON object is slower, and would find
// Object.prototype's members ("constructor") as if they were weights.
const WEIGHT_MAPS = new WeakMap<ClassifierModel, Map<string, number>>();
// The weights of word pairs by first word, then second: a pair is looked up without building its name.
const PAIR_MAPS = new WeakMap<ClassifierModel, Map<string, Map<string, number>>>();

export function weightsOf(m: ClassifierModel): Map<string, number> {
  let map = WEIGHT_MAPS.get(m);
  if (!map) WEIGHT_MAPS.set(m, (map = new Map(Object.entries(m.weights))));
  return map;
}

function pairWeightsOf(m: ClassifierModel): Map<string, Map<string, number>> {
  let map = PAIR_MAPS.get(m);
  if (!map) {
    map = new Map();
    for (const [f, w] of weightsOf(m)) {
      // Words never hold "_" (features), so the one "_" of a pair splits it.
      const cut = f.indexOf('_');
      if (cut < 0) continue;
      const first = f.slice(0, cut);
      let seconds = map.get(first);
      if (!seconds) map.set(first, (seconds = new Map()));
      seconds.set(f.slice(cut + 1), w);
    }
    PAIR_MAPS.set(m, map);
  }
  return map;
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

/** The promotion score of a sentence and its strongest cues; null below the model's threshold. */
export function classifyPromotion(sentence: string, m: ClassifierModel = MODEL): Classified | null {
  // The features of features(), in its order (words, then pairs, each once), without naming every pair:
  // the score is summed in that order so that it is the same to the last bit.
  const words = wordsOf(sentence);
  const unique = [...new Set(words)];
  const pairStarts: number[] = [];
  // A repeated pair is found by comparing words (short sentences) or by its name (long ones, to stay linear).
  const named = words.length > 64 ? new Set<string>() : null;
  for (let i = 0; i + 1 < words.length; i++) {
    let seen = false;
    if (named) {
      const name = `${words[i]}_${words[i + 1]}`;
      seen = named.has(name);
      named.add(name);
    } else
      for (let k = 0; k < pairStarts.length && !seen; k++)
        seen = words[pairStarts[k]] === words[i] && words[pairStarts[k] + 1] === words[i + 1];
    if (!seen) pairStarts.push(i);
  }
  if (unique.length + pairStarts.length < 3) return null;
  const weights = weightsOf(m);
  const pairs = pairWeightsOf(m);
  let sum = 0;
  const contributions: [string, number][] = [];
  for (const f of unique) {
    const w = weights.get(f);
    if (w !== undefined) {
      sum += w;
      contributions.push([f, w]);
    }
  }
  for (const i of pairStarts) {
    const w = pairs.get(words[i])?.get(words[i + 1]);
    if (w !== undefined) {
      sum += w;
      contributions.push([`${words[i]}_${words[i + 1]}`, w]);
    }
  }
  const score = scoreOf(m, sum, unique.length + pairStarts.length);
  if (score <= m.threshold) return null;
  contributions.sort((a, b) => b[1] - a[1]);
  return { score, cues: contributions.slice(0, 4).map(([f]) => f.replace(/_/g, ' ')) };
}

/** What the classifier reports for one sentence: its score and cues, or null (below threshold, or a disclosure sentence). */
function reportedPromotion(sentence: string): Classified | null {
  // Scored first: most sentences score below the threshold, and then the disclosure test is not needed.
  const found = classifyPromotion(sentence);
  return !found || SENTENCE_PATTERNS.some((re) => re.test(sentence)) ? null : found;
}

// About 5,000 article sentences, about 2 MB in all (a verdict costs little beside its sentence).
const VERDICTS = new SentenceMemo<{ found: Classified | null }>(1_000_000);

/** Sentences (by index) the classifier reports, skipping disclosure sentences and those `skip` says are explained. */
export function classifiedSentences(
  text: string,
  sentences: SentenceIndex,
  matches: TextMatches,
  skip: (index: number) => boolean,
): { start: number; end: number; through: number; found: Classified }[] {
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
    const { found } = VERDICTS.get(sentence, (own) => ({ found: reportedPromotion(own) }));
    if (!found) continue;
    // The span is the sentence; its removal takes the space after it too (`through`).
    out.push({ start, end: start + sentence.trimEnd().length, through: end, found });
  }
  return out;
}
