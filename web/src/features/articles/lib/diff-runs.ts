import type { DiffOp } from '../../../gql/graphql';

export interface DiffLine {
  op: DiffOp;
  text: string;
}

export type DiffRun = { kind: 'line'; op: 'ADD' | 'REMOVE' | 'EQUAL'; text: string } | { kind: 'skipped'; count: number };

/** Changed lines with `context` unchanged lines around them; longer unchanged stretches collapse to a count. */
export function diffRuns(lines: readonly DiffLine[], context = 1): DiffRun[] {
  const keep = lines.map((line) => line.op !== 'EQUAL');
  const visible = lines.map((_, index) => {
    for (let d = -context; d <= context; d += 1) if (keep[index + d]) return true;
    return false;
  });
  const runs: DiffRun[] = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    if (!visible[index]) {
      skipped += 1;
      return;
    }
    if (skipped) runs.push({ kind: 'skipped', count: skipped });
    skipped = 0;
    const op = line.op === 'ADD' || line.op === 'REMOVE' ? line.op : 'EQUAL';
    runs.push({ kind: 'line', op, text: line.text });
  });
  if (skipped) runs.push({ kind: 'skipped', count: skipped });
  return runs;
}
