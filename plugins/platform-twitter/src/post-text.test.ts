import { describe, expect, it } from 'vitest';
import { linkPostText, markdownToPlain, threadTexts, truncateToLength, weightedLength } from './post-text';

describe('weightedLength (X counting)', () => {
  it('counts a link as 23 whatever its length, and heavy code points as 2', () => {
    expect(weightedLength('https://issuerwire.example/a/a-very-long-article-slug-for-the-third-quarter')).toBe(23);
    expect(weightedLength('Read: https://x.co/a')).toBe(6 + 23);
    expect(weightedLength('日本語')).toBe(6);
    expect(weightedLength('🚀')).toBe(2);
    expect(weightedLength('café')).toBe(4);
  });

  it('counts a bare domain X may link as at least a link, so a post never runs over', () => {
    expect(weightedLength('ir.northwind.com')).toBe(23);
    expect(weightedLength('e.g. U.S. revenue of $48.2 million')).toBe('e.g. U.S. revenue of $48.2 million'.length);
  });
});

describe('markdownToPlain', () => {
  it('drops markup, writes links out and keeps words with underscores', () => {
    const plain = markdownToPlain(
      '# Results\n\nRevenue **rose** 21%, see [the filing](https://sec.example/f) and snake_case_id.\n\n- one\n- two\n\n> quoted\n\n_Forward-looking statements apply._',
    );
    expect(plain).toBe(
      'Results\n\nRevenue rose 21%, see the filing (https://sec.example/f) and snake_case_id.\n\n• one\n• two\n\nquoted\n\nForward-looking statements apply.',
    );
  });
});

describe('truncateToLength and linkPostText', () => {
  it('cuts on a word with an ellipsis only when the text is too long', () => {
    expect(truncateToLength('short title', 50)).toBe('short title');
    const cut = truncateToLength('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(weightedLength(cut)).toBeLessThanOrEqual(20);
  });

  it('keeps the title whole when it fits with the link', () => {
    expect(linkPostText('Northwind: record quarter', 'https://issuerwire.example/a/nw')).toBe(
      'Northwind: record quarter\n\nhttps://issuerwire.example/a/nw',
    );
  });
});

describe('threadTexts', () => {
  const words = (s: string) => s.split(/\s+/).filter(Boolean);

  it('splits an unpunctuated wall of text within 280 per post without losing a word', () => {
    const wall = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const posts = threadTexts('Title', wall, 'https://issuerwire.example/a/x', 25);
    expect(posts.length).toBeGreaterThan(5);
    for (const post of posts) expect(weightedLength(post)).toBeLessThanOrEqual(280);
    const body = posts.map((p) => p.replace(/ \d+\/\d+$/, '')).join(' ');
    expect(words(body)).toEqual(['Title', ...words(wall), 'Full', 'article:', 'https://issuerwire.example/a/x']);
  });

  it('keeps the sentences of a long paragraph on one line, breaking between posts only', () => {
    const paragraph = Array.from({ length: 20 }, (_, i) => `Sentence ${i} tells of steady growth in orders.`).join(' ');
    const posts = threadTexts('Title', paragraph, 'https://issuerwire.example/a/x', 25);
    const middle = posts.slice(1, -1).map((p) => p.replace(/ \d+\/\d+$/, ''));
    expect(middle.length).toBeGreaterThan(0);
    for (const post of middle) expect(post).not.toContain('\n');
  });

  it('splits a single word longer than a post by characters', () => {
    const posts = threadTexts('T', 'z'.repeat(700), 'https://issuerwire.example/a/x', 25);
    for (const post of posts) expect(weightedLength(post)).toBeLessThanOrEqual(280);
    expect(
      posts
        .map((p) => p.replace(/ \d+\/\d+$/, ''))
        .join('')
        .replace(/[^z]/g, ''),
    ).toHaveLength(700);
  });

  it('puts the title first when the article does not open with it', () => {
    const [first] = threadTexts('Northwind Q3', 'Revenue rose.', 'https://issuerwire.example/a/x', 25);
    expect(first.startsWith('Northwind Q3\n\nRevenue rose.')).toBe(true);
  });
});
