import { describe, expect, it } from 'vitest';
import { diffRuns } from './diff-runs';

describe('diffRuns', () => {
  it('keeps changes with one line of context and collapses long unchanged stretches', () => {
    const lines = ['a', 'b', 'c', 'd'].map((text) => ({ op: 'EQUAL' as const, text }));
    const runs = diffRuns([
      ...lines,
      { op: 'REMOVE' as const, text: 'old' },
      { op: 'ADD' as const, text: 'new' },
      { op: 'EQUAL' as const, text: 'e' },
      { op: 'EQUAL' as const, text: 'f' },
    ]);
    expect(runs).toEqual([
      { kind: 'skipped', count: 3 },
      { kind: 'line', op: 'EQUAL', text: 'd' },
      { kind: 'line', op: 'REMOVE', text: 'old' },
      { kind: 'line', op: 'ADD', text: 'new' },
      { kind: 'line', op: 'EQUAL', text: 'e' },
      { kind: 'skipped', count: 1 },
    ]);
  });
});
