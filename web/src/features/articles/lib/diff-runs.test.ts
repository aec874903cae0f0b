import { describe, expect, it } from 'vitest';
import { diffRuns } from './diff-runs';

describe('diffRuns', () => {
  it('keeps changes with one line of context and collapses long unchanged stretches', () => {
    const lines = ['a', 'b', 'c', 'd'].map((text) => ({ op: 'equal', text }));
    const runs = diffRuns([
      ...lines,
      { op: 'remove', text: 'old' },
      { op: 'add', text: 'new' },
      { op: 'equal', text: 'e' },
      { op: 'equal', text: 'f' },
    ]);
    expect(runs).toEqual([
      { kind: 'skipped', count: 3 },
      { kind: 'line', op: 'equal', text: 'd' },
      { kind: 'line', op: 'remove', text: 'old' },
      { kind: 'line', op: 'add', text: 'new' },
      { kind: 'line', op: 'equal', text: 'e' },
      { kind: 'skipped', count: 1 },
    ]);
  });
});
