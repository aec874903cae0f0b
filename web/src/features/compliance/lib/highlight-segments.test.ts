import { describe, expect, it } from 'vitest';
import { locateSpan, segmentText, topSeverity } from './highlight-segments';

const finding = (severity: string, start: number, end: number, text: string) => ({ severity, span: { start, end, text } });

describe('segmentText', () => {
  it('cuts the text at each span and keeps every character once, in order', () => {
    const text = 'Shares will double and are headed to $20 soon.';
    const double = finding('critical', 7, 18, 'will double');
    const target = finding('critical', 37, 40, '$20');
    const segments = segmentText(text, [target, double]);

    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.findings.length > 0).map((s) => [s.start, s.end, s.text])).toEqual([
      [7, 18, 'will double'],
      [37, 40, '$20'],
    ]);
    for (const s of segments) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('splits overlapping spans into pieces that carry every finding covering them', () => {
    const text = 'A guaranteed winner now.';
    const word = finding('critical', 2, 12, 'guaranteed');
    const phrase = finding('important', 2, 19, 'guaranteed winner');
    const segments = segmentText(text, [phrase, word]);

    expect(segments.map((s) => [s.text, s.findings.length])).toEqual([
      ['A ', 0],
      ['guaranteed', 2],
      [' winner', 1],
      [' now.', 0],
    ]);
    expect(segments[2].findings).toEqual([phrase]);
  });

  it('handles a span nested strictly inside another', () => {
    const text = 'act now before it is too late';
    const outer = finding('important', 0, 29, text);
    const inner = finding('critical', 4, 14, 'now before');
    const pieces = segmentText(text, [outer, inner]).map((s) => [s.text, topSeverity(s.findings)]);
    expect(pieces).toEqual([
      ['act ', 'IMPORTANT'],
      ['now before', 'CRITICAL'],
      [' it is too late', 'IMPORTANT'],
    ]);
  });

  it('leaves findings without a span (a missing disclosure) out of the text', () => {
    const text = 'Plain text.';
    const segments = segmentText(text, [{ severity: 'critical', span: null }]);
    expect(segments).toEqual([{ start: 0, end: 11, text, findings: [] }]);
  });

  it('returns no segment for empty text', () => {
    expect(segmentText('', [])).toEqual([]);
  });
});

describe('locateSpan', () => {
  it('trusts offsets that still point at the span text', () => {
    expect(locateSpan('it is guaranteed', { start: 6, end: 16, text: 'guaranteed' })).toEqual({ start: 6, end: 16 });
  });

  it('finds the nearest occurrence when the offsets drifted', () => {
    const text = 'best of all, truly the best';
    expect(locateSpan(text, { start: 21, end: 25, text: 'best' })).toEqual({ start: 23, end: 27 });
    expect(locateSpan(text, { start: 2, end: 6, text: 'best' })).toEqual({ start: 0, end: 4 });
  });

  it('gives up when the text is no longer there', () => {
    expect(locateSpan('nothing to see', { start: 0, end: 4, text: 'hype' })).toBeNull();
  });
});
