import { diffArrays } from 'diff';

// The article history's line diff (jsdiff's Myers diff over lines).

export interface DiffLine {
  op: 'equal' | 'add' | 'remove';
  text: string;
}

function lines(text: string): string[] {
  return text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n');
}

export function lineDiff(before: string, after: string): DiffLine[] {
  return diffArrays(lines(before), lines(after)).flatMap((change) =>
    change.value.map((text): DiffLine => ({ op: change.added ? 'add' : change.removed ? 'remove' : 'equal', text })),
  );
}

/** Applies a diff to its "before" side: what the "after" text must be (used to check a diff is faithful). */
export function applyDiff(diff: DiffLine[]): { before: string; after: string } {
  return {
    before: diff
      .filter((d) => d.op !== 'add')
      .map((d) => d.text)
      .join('\n'),
    after: diff
      .filter((d) => d.op !== 'remove')
      .map((d) => d.text)
      .join('\n'),
  };
}
