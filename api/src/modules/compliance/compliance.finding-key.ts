import { sha256 } from '../../lib/crypto';

/** A flagged passage as people read it: case, spacing and typographic quotes do not make it another one. */
export function normalizePassage(text: string | null): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** sha256 of the normalized passage ('' for a finding about the whole text). */
export function passageHash(text: string | null): string {
  return sha256(normalizePassage(text));
}

/** One finding of one version: its rule and its passage (what a dismissal is bound to, with the version's hash). */
export function findingKey(ruleId: string, passage: string | null): string {
  return `${ruleId}\u0000${passageHash(passage)}`;
}
