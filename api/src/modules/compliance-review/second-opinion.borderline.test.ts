import { describe, expect, it } from 'vitest';
import type { Finding } from '../compliance';
import { borderlineSentences, sentencesOf } from './second-opinion.borderline';

function finding(severity: Finding['severity'], text: string, in_: string): Finding {
  const start = in_.indexOf(text);
  return {
    ruleId: 'price.r',
    category: 'price',
    title: 't',
    severity,
    citation: 'c',
    message: 'm',
    suggestion: 's',
    rewrite: null,
    span: { start, end: start + text.length, text },
  };
}

describe('borderline sentences (what the model is asked about)', () => {
  const text = [
    '# Northwind Ships Routing Software',
    '',
    'Northwind shipped its routing software to three carriers in March. We believe demand will grow next year.',
    'Our shares are guaranteed to double and will soar.',
    'The company has 120 employees in two offices.',
    '',
    '---',
    '',
    'This article is paid for by Northwind and may contain forward-looking statements that will change.',
  ].join('\n');
  const bodyEnd = text.indexOf('---');

  it('are sentences of the text with their offsets', () => {
    for (const s of sentencesOf(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('take cue words and non-critical findings, never a critical sentence or the disclosures', () => {
    const findings = [finding('critical', 'guaranteed to double', text), finding('advisory', '120 employees', text)];
    expect(borderlineSentences(text, bodyEnd, findings).map((s) => s.text)).toEqual([
      'We believe demand will grow next year.',
      'The company has 120 employees in two offices.',
    ]);
  });
});
