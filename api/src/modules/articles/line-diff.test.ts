import { describe, expect, it } from 'vitest';
import { applyDiff, lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('marks unchanged, removed and added lines in order', () => {
    const diff = lineDiff('a\nb\nc\nd', 'a\nc\nx\nd');
    expect(diff).toEqual([
      { op: 'equal', text: 'a' },
      { op: 'remove', text: 'b' },
      { op: 'equal', text: 'c' },
      { op: 'add', text: 'x' },
      { op: 'equal', text: 'd' },
    ]);
  });

  it('handles empty sides', () => {
    expect(lineDiff('', 'one\ntwo')).toEqual([
      { op: 'add', text: 'one' },
      { op: 'add', text: 'two' },
    ]);
    expect(lineDiff('one', '')).toEqual([{ op: 'remove', text: 'one' }]);
    expect(lineDiff('same', 'same')).toEqual([{ op: 'equal', text: 'same' }]);
  });

  it('keeps the longest run of common lines (a minimal diff)', () => {
    const diff = lineDiff('p\nq\nr\ns\nt', 'q\nr\ns\nt\np');
    expect(diff.filter((d) => d.op === 'equal').map((d) => d.text)).toEqual(['q', 'r', 's', 't']);
    expect(diff.filter((d) => d.op !== 'equal')).toHaveLength(2);
  });

  it('is faithful: both sides can be rebuilt from it, for random edits', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 50; round++) {
      const before = Array.from({ length: rand(30) }, () => `line ${rand(8)}`);
      const after = before.filter(() => rand(4) !== 0);
      for (let k = rand(5); k > 0; k--) after.splice(rand(after.length + 1), 0, `new ${rand(8)}`);
      const diff = lineDiff(before.join('\n'), after.join('\n'));
      expect(applyDiff(diff)).toEqual({ before: before.join('\n'), after: after.join('\n') });
    }
  });
});
