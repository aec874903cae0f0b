import { describe, expect, it } from 'vitest';
import { articlePlainText, countPlainWords, markdownToText, renderMarkdown, safeUrl } from './articles.markdown';

describe('article markdown (preview, hosted page and export alike)', () => {
  it('renders headings (from level 2 down), paragraphs, lists, quotes and rules', () => {
    const html = renderMarkdown(
      '## Results\n\nRevenue grew.\nMargins held.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n---\n\nEnd.',
    );
    expect(html).toBe(
      [
        '<h3>Results</h3>',
        '<p>Revenue grew.\nMargins held.</p>',
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
        '<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
        '<blockquote>\n<p>quoted</p>\n</blockquote>',
        '<hr>',
        '<p>End.</p>',
      ].join('\n'),
    );
  });

  it('starts headings where the caller says (the disclosures under the page title)', () => {
    expect(renderMarkdown('# A\n\n###### B', { headingBase: 3 })).toBe('<h3>A</h3>\n<h6>B</h6>');
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

  it('keeps only http(s) and mailto links; others stay text', () => {
    expect(renderMarkdown('[click](javascript:alert`1`)')).not.toContain('<a');
    expect(renderMarkdown('[data](data:text/html,x)')).not.toContain('<a');
    expect(renderMarkdown('[site](https://issuer.example/ir)')).toBe(
      '<p><a href="https://issuer.example/ir" rel="nofollow noopener">site</a></p>',
    );
    expect(safeUrl('mailto:ir@issuer.example')).toBe('mailto:ir@issuer.example');
  });

  it('renders bold and italic, and leaves snake_case words alone', () => {
    expect(renderMarkdown('**Paid content:** it is *not* advice; see file_name_here')).toBe(
      '<p><strong>Paid content:</strong> it is <em>not</em> advice; see file_name_here</p>',
    );
  });

  it('lets a caller rewrite outbound links (a click counter)', () => {
    const html = renderMarkdown('[IR](https://issuer.example/)', { linkHref: (url) => `/out?u=${encodeURIComponent(url)}` });
    expect(html).toBe('<p><a href="/out?u=https%3A%2F%2Fissuer.example%2F" rel="nofollow noopener">IR</a></p>');
  });

  it('shows code literally', () => {
    expect(renderMarkdown('```\n<b>**x**</b>\n```')).toBe('<pre><code>&lt;b&gt;**x**&lt;/b&gt;\n</code></pre>');
  });

  it('exports plain text without the markers: blocks apart, list items on their lines, link addresses kept', () => {
    const text = markdownToText(
      '## Results\n\nRevenue **grew** by *12%*.\nMargins held.\n\n- one\n- two with [IR](https://issuer.example/ir)\n\n1. first\n2. second\n\n---\n\n**Disclosure:** paid.',
    );
    expect(text).toBe(
      [
        'Results',
        'Revenue grew by 12%. Margins held.',
        '- one\n- two with IR (https://issuer.example/ir)',
        '1. first\n2. second',
        '---',
        'Disclosure: paid.',
      ].join('\n\n'),
    );
  });

  it('leaves no Markdown mark in the plain text: headings on their own lines, "- " lists, code, images, tables, bare links', () => {
    const markdown = [
      '# Acme opens a plant',
      '## Highlights',
      '* **Revenue** up _12%_ with `SKU-1`',
      '* ~~old~~ new line',
      '> "We are proud," said the CEO.',
      '![Acme logo](https://issuer.example/logo.png)',
      '| Metric | Value |\n| --- | --- |\n| Sites | 4 |',
      'Mail <ir@issuer.example> or see <https://issuer.example/ir>.',
      '### About Acme\nAcme makes tools.',
    ].join('\n\n');
    const text = markdownToText(markdown);
    expect(text).toBe(
      [
        'Acme opens a plant',
        'Highlights',
        '- Revenue up 12% with SKU-1\n- old new line',
        '"We are proud," said the CEO.',
        'Acme logo',
        'Metric | Value\nSites | 4',
        'Mail ir@issuer.example or see https://issuer.example/ir.',
        'About Acme',
        'Acme makes tools.',
      ].join('\n\n'),
    );
    expect(text).not.toMatch(/[#*_`>~]|\]\(|!\[/);
  });

  it('gives the article as the .txt export, the clipboard and the wires take it: title, blank line, text', () => {
    expect(articlePlainText(' Acme opens a plant ', '## Results\n\n**Revenue** grew.')).toBe(
      'Acme opens a plant\n\nResults\n\nRevenue grew.\n',
    );
  });

  it('counts words as a reader would: no bullets, rules or lone marks', () => {
    expect(countPlainWords('Results\n\n- Revenue grew 12%\n\n---\n\n1. first — second')).toBe(7);
    expect(countPlainWords('')).toBe(0);
  });
});
