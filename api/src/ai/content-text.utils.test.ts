import { describe, expect, it } from 'vitest';
import { countWords, numberTokens, splitTitle } from './content-text.utils';

describe('countWords', () => {
  it('counts words as a reader does, ignoring markdown markers and lone punctuation', () => {
    expect(countWords('## Risks and considerations\n\n- **Market cap:** $410M — as of 2025-01-15')).toBe(9);
    expect(countWords('')).toBe(0);
  });
});

describe('numberTokens', () => {
  it('finds numbers with separators as single tokens', () => {
    expect(numberTokens('Revenue grew 34% to $12.5M; 3,500 units in 2024.')).toEqual(['34', '12.5', '3,500', '2024']);
  });
});

describe('splitTitle', () => {
  it('takes the first heading as the title and the rest as the body', () => {
    expect(splitTitle('\n# A Title #\n\nFirst paragraph.\n\n## Section\n\nMore.')).toEqual({
      title: 'A Title',
      body: 'First paragraph.\n\n## Section\n\nMore.',
    });
  });

  it('leaves text without a leading heading whole', () => {
    expect(splitTitle('Intro line.\n\n# Later heading')).toEqual({ title: undefined, body: 'Intro line.\n\n# Later heading' });
  });

  it('unwraps an answer fenced as a markdown code block', () => {
    expect(splitTitle('```markdown\n# **Fenced**\n\nBody.\n```')).toEqual({ title: 'Fenced', body: 'Body.' });
  });
});
