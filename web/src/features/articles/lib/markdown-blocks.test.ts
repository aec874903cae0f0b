import { describe, expect, it } from 'vitest';
import { inlineRuns, markdownBlocks } from './markdown-blocks';
import { diffRuns } from './diff-runs';

describe('markdownBlocks', () => {
  it('reads headings, lists, rules and paragraphs', () => {
    expect(markdownBlocks('## Risks\n\n- one\n- two\n\n---\n\nPlain text\nsecond line')).toEqual([
      { kind: 'heading', level: 2, text: 'Risks' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'rule' },
      { kind: 'paragraph', text: 'Plain text\nsecond line' },
    ]);
  });

  it('splits bold runs without producing markup', () => {
    expect(inlineRuns('**Paid content:** <b>x</b>')).toEqual([
      { text: 'Paid content:', strong: true },
      { text: ' <b>x</b>', strong: false },
    ]);
  });
});

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
