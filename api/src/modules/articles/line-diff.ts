// A small line diff (longest common subsequence) for the article history; no dependency needed.

export interface DiffLine {
  op: 'equal' | 'add' | 'remove';
  text: string;
}

/** Above this many cells the table costs too much; the diff then shows a full replacement. */
const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.replace(/\r\n?/g, '\n').split('\n');
  const b = after === '' ? [] : after.replace(/\r\n?/g, '\n').split('\n');

  // Common head and tail need no table.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;

  const out: DiffLine[] = a.slice(0, head).map((text) => ({ op: 'equal', text }));
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  out.push(...middle(x, y));
  out.push(...a.slice(a.length - tail).map((text): DiffLine => ({ op: 'equal', text })));
  return out;
}

function middle(x: string[], y: string[]): DiffLine[] {
  const n = x.length;
  const m = y.length;
  if (n === 0) return y.map((text) => ({ op: 'add', text }));
  if (m === 0) return x.map((text) => ({ op: 'remove', text }));
  if (n * m > MAX_CELLS) return [...x.map((text): DiffLine => ({ op: 'remove', text })), ...y.map((text): DiffLine => ({ op: 'add', text }))];

  // lcs[i][j] = LCS length of x[i..] and y[j..], in one flat array.
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] = x[i] === y[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      out.push({ op: 'equal', text: x[i] });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
      out.push({ op: 'remove', text: x[i++] });
    } else {
      out.push({ op: 'add', text: y[j++] });
    }
  }
  while (i < n) out.push({ op: 'remove', text: x[i++] });
  while (j < m) out.push({ op: 'add', text: y[j++] });
  return out;
}

/** Applies a diff to its "before" side: what the "after" text must be (used to check a diff is faithful). */
export function applyDiff(diff: DiffLine[]): { before: string; after: string } {
  return {
    before: diff.filter((d) => d.op !== 'add').map((d) => d.text).join('\n'),
    after: diff.filter((d) => d.op !== 'remove').map((d) => d.text).join('\n'),
  };
}
