// Whether an issuer's line is a sentence, and making it one: IR teams write highlights as fragments
// ("record quarterly revenue of $57.0 billion, up 22% …"), and a release prints sentences. wink-nlp tags the
// words (its English model ships in the npm package: no network); a line with no finite verb gets a subject
// and a verb, a line that opens with one ("Signed a contract …") gets a subject.
import { createRequire } from 'node:module';
import type model from 'wink-eng-lite-web-model';
import type winkNLP from 'wink-nlp';
import { capitalize, lowerFirst, opensWithVerb, sentence, stripEnd } from './composer.text';

let reader: ReturnType<typeof winkNLP> | null = null;
// Loaded on first use: the model is large, and most processes never compose.
const requireLazily = createRequire(import.meta.url);

function nlp(): ReturnType<typeof winkNLP> {
  if (!reader) reader = (requireLazily('wink-nlp') as typeof winkNLP)(requireLazily('wink-eng-lite-web-model') as typeof model);
  return reader;
}

export type LineShape = 'sentence' | 'opens-with-verb' | 'fragment';

const SHAPES = new Map<string, LineShape>();

/** A sentence (it has a finite verb), a predicate without its subject, or a fragment with no verb at all. */
export function lineShape(line: string): LineShape {
  const known = SHAPES.get(line);
  if (known) return known;
  const shape = readShape(line);
  if (SHAPES.size > 5_000) SHAPES.clear();
  SHAPES.set(line, shape);
  return shape;
}

const FIGURE_VERBS =
  /^(?:rises?|falls?|climbs?|increases?|decreases?|declines?|totals?|tops?|reach(?:es)?|exceeds?|surpass(?:es)?|jumps?|gains?|drops?|dips?|grows?|doubles?|triples?|hits?|soars?|surges?|slips?|improves?|expands?|widens?|narrows?|shrinks?|advances?)$/;

function readShape(line: string): LineShape {
  if (opensWithVerb(line)) return 'opens-with-verb';
  const { its } = nlp();
  const doc = nlp().readDoc(line);
  const words = doc.tokens().out(its.value);
  const tags = doc.tokens().out(its.pos);
  for (let i = 0; i < words.length; i++) {
    const word = words[i].toLowerCase();
    const before = i > 0 ? tags[i - 1] : '';
    const after = i + 1 < words.length ? tags[i + 1] : '';
    // The tagger reads some verbs as plural nouns: "the company hosts its …", "management plans to …".
    if (tags[i] === 'NOUN' && /[^s]s$/.test(word) && (before === 'NOUN' || before === 'PROPN') && /^(?:DET|PRON|PART)$/.test(after)) {
      return 'sentence';
    }
    // Verbs that move a figure, read as nouns before it: "customer count tops 1,800", "operating costs fall 4%".
    if (
      tags[i] === 'NOUN' &&
      FIGURE_VERBS.test(word) &&
      (before === 'NOUN' || before === 'PROPN') &&
      (after === 'NUM' || after === 'SYM')
    ) {
      return 'sentence';
    }
    if (tags[i] !== 'VERB' && tags[i] !== 'AUX') continue;
    // ", compared with …": a participle after a comma is no verb of the line.
    // After a closing bracket it is the verb: "Acme Inc. (NASDAQ: ACME) reported …".
    if (before === 'PUNCT' && words[i - 1] !== ')' && word.endsWith('ed')) continue;
    // "to build", "for accelerated computing", "customers deploying …": no finite verb.
    if (before === 'PART' || before === 'ADP' || before === 'SCONJ' || before === 'DET' || before === 'ADJ') continue;
    if (word.endsWith('ing') && before !== 'AUX') continue;
    if (i === 0) return 'opens-with-verb';
    return 'sentence';
  }
  return 'fragment';
}

/** "We signed" → "NVIDIA signed"; "our revenue" → "NVIDIA's revenue". */
function thirdPerson(line: string, subject: string): string {
  return line.replace(/^we\b/i, subject).replace(/^our\b/i, `${subject}'s`);
}

// "Founded in 1993 by …": a participle that describes the subject, not an act of it.
const PASSIVE = /^[A-Za-z]+(?:ed|en|wn|lt)\s+(?:in|by|on|at|as|to|from|with|under)\b/i;

/**
 * The line as a sentence of its own: as written when it is one, else with `subject` and, for a fragment,
 * `fragment` before it ("NVIDIA reported record quarterly revenue of $57.0 billion …"). `fragment` is a
 * verb after the subject, or a whole opening when it starts with a capital ("NVIDIA's customers include").
 */
export function asSentence(line: string, subject: string, fragment = 'reported'): string {
  const text = thirdPerson(stripEnd(line), subject);
  const shape = lineShape(text);
  if (shape === 'sentence') return sentence(capitalize(text));
  if (shape === 'opens-with-verb') return sentence(`${subject} ${PASSIVE.test(text) ? 'was ' : ''}${lowerFirst(text)}`);
  const opening = /^[A-Z]/.test(fragment) ? fragment : `${subject} ${fragment}`;
  return sentence(capitalize(`${opening} ${lowerFirst(text)}`));
}

/** The line after "today …" in a lead: "reported record revenue …", "signed a contract …", "announced that revenue grew …". */
export function leadPredicate(line: string, subject = 'it'): string {
  const text = thirdPerson(stripEnd(line), subject);
  const shape = lineShape(text);
  if (shape === 'sentence') return `announced that ${lowerFirst(text)}`;
  // "today announced that it signed …": the act may be older than the release.
  if (shape === 'opens-with-verb') return `announced that ${subject} ${PASSIVE.test(text) ? 'was ' : ''}${lowerFirst(text)}`;
  return `reported ${lowerFirst(text)}`;
}
