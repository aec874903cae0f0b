// Sentence reading with wink-nlp and its English model (both shipped inside the npm packages: no network,
// no model download). It tags tokens with part of speech, negation scope and entities (money, numbers).
// About 3 ms per 1,200 words, so the engine reads only the few sentences a cheap cue selects (disclosure
// candidates), never the whole text.

import { createRequire } from 'node:module';
import type model from 'wink-eng-lite-web-model';
import type winkNLP from 'wink-nlp';
import { SentenceMemo } from './compliance.sentence-memo';

export interface NlpToken {
  text: string;
  lower: string;
  /** Universal part of speech: PROPN, NOUN, VERB, AUX, NUM, SYM, PUNCT... */
  pos: string;
  /** Inside the scope of a negation ("not", "no", "neither ... nor"). */
  negated: boolean;
  /** Entity type covering the token (MONEY, CARDINAL, PERCENT, DATE...), or null. */
  entity: string | null;
  /** Offsets into the text passed to readTokens (plus its offset). */
  start: number;
  end: number;
}

let instance: ReturnType<typeof winkNLP> | null = null;

// Required on first use, not imported: the model is a large object (about 60 ms to load), and a process
// that never reads a disclosure sentence with it (most checks) should not carry it on its heap.
const requireLazily = createRequire(import.meta.url);

function nlp(): ReturnType<typeof winkNLP> {
  if (!instance) {
    const load = requireLazily('wink-nlp') as typeof winkNLP;
    instance = load(requireLazily('wink-eng-lite-web-model') as typeof model);
  }
  return instance;
}

// Readings by text, offsets from 0 (only the few sentences a payment cue selects are read). A reading
// holds about 24 bytes a character: at most about 5 MB.
const READINGS = new SentenceMemo<readonly NlpToken[]>(200_000);

/** Tokens of `text`, tagged; offsets are shifted by `offset` (wink's tokens rebuild the text exactly). */
export function readTokens(text: string, offset = 0): NlpToken[] {
  return READINGS.get(text, readWithWink).map((t) => ({
    text: t.text,
    lower: t.lower,
    pos: t.pos,
    negated: t.negated,
    entity: t.entity,
    start: t.start + offset,
    end: t.end + offset,
  }));
}

function readWithWink(text: string): NlpToken[] {
  const reader = nlp();
  const its = reader.its;
  const doc = reader.readDoc(text);
  const values = doc.tokens().out(its.value);
  const spaces = doc.tokens().out(its.precedingSpaces);
  const pos = doc.tokens().out(its.pos);
  const negated = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const entity: (string | null)[] = values.map(() => null);
  const spans = doc.entities().out(its.span) as unknown as [number, number][];
  const types = doc.entities().out(its.type);
  spans.forEach(([from, to], k) => {
    for (let i = from; i <= to; i++) entity[i] = types[k];
  });
  const tokens: NlpToken[] = [];
  let at = 0;
  values.forEach((value, i) => {
    at += spaces[i].length;
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      pos: pos[i],
      negated: negated[i],
      entity: entity[i],
      start: at,
      end: at + value.length,
    });
    at += value.length;
  });
  return tokens;
}
