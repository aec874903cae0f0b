// Texts as an editor sends them for re-checking: the engine keeps what it read of each sentence, so the
// benchmark never repeats a text. Shared by the in-process measure (compliance-engine.ts) and the API's.

/** Offsets of the full stops that end a sentence after a word (not "Inc." or "U.S."): where edits go. */
export function sentenceEnds(text) {
  return [...text.matchAll(/[a-z0-9)](?=\.\s)/g)].map((m) => m.index + 1);
}

/** Edit number `n`: one sentence (the n-th, in turn) gains words never seen before; the rest is unchanged. */
export function oneSentenceEdited(text, ends, n) {
  const at = ends[n % ends.length];
  return `${text.slice(0, at)} (draft ${n})${text.slice(at)}`;
}

/** Every sentence gains the edit's number: nothing of the text was read before (a first check). */
export function everySentenceNew(text, ends, n) {
  let out = '';
  let from = 0;
  for (const at of ends) {
    out += `${text.slice(from, at)} (draft ${n})`;
    from = at;
  }
  return out + text.slice(from);
}
