import { describe, expect, it } from 'vitest';
import { renderInline, renderMarkdown, safeUrl } from './hosted.markdown';

describe('hosted page markdown', () => {
  it('renders headings, paragraphs, lists, quotes and rules', () => {
    const html = renderMarkdown(
      '## Results\n\nRevenue grew.\nMargins held.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n---\n\nEnd.',
    );
    expect(html).toBe(
      [
        '<h3>Results</h3>',
        '<p>Revenue grew. Margins held.</p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<blockquote><p>quoted</p></blockquote>',
        '<hr>',
        '<p>End.</p>',
      ].join('\n'),
    );
  });

  it('escapes every piece of HTML, inside emphasis and links too', () => {
    const html = renderMarkdown('<script>alert(1)</script> **<b>bold</b>** [<i>x</i>](https://example.com/?a=1&b="2")');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<strong>&lt;b&gt;bold&lt;/b&gt;</strong>');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=%222%22"');
  });

  it('keeps only http(s) and mailto links; others become their text', () => {
    expect(renderInline('[click](javascript:alert`1`)')).toBe('click');
    expect(renderInline('[data](data:text/html,x)')).toBe('data');
    expect(renderInline('[site](https://issuer.example/ir)')).toBe('<a href="https://issuer.example/ir" rel="nofollow noopener">site</a>');
    expect(safeUrl('mailto:ir@issuer.example')).toBe('mailto:ir@issuer.example');
  });

  it('renders bold and italic, and leaves snake_case words alone', () => {
    expect(renderInline('**Paid content:** it is *not* advice; see file_name_here')).toBe(
      '<strong>Paid content:</strong> it is <em>not</em> advice; see file_name_here',
    );
  });

  it('lets a caller rewrite outbound links (a click counter)', () => {
    const html = renderInline('[IR](https://issuer.example/)', { linkHref: (url) => `/out?u=${encodeURIComponent(url)}` });
    expect(html).toBe('<a href="/out?u=https%3A%2F%2Fissuer.example%2F" rel="nofollow noopener">IR</a>');
  });

  it('shows code literally', () => {
    expect(renderMarkdown('```\n<b>**x**</b>\n```')).toBe('<pre><code>&lt;b&gt;**x**&lt;/b&gt;</code></pre>');
  });
});
