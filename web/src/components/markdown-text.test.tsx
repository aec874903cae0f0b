import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('MarkdownText (the preview reads an article as the hosted page does)', () => {
  it('shows headings, lists, bold and safe links; raw HTML stays text', () => {
    const { container } = render(
      <MarkdownText
        markdown={
          '## Overview\n\nRevenue **grew**. <img src=x onerror=alert(1)>\n\n- one\n- two\n\n[IR](https://issuer.example/ir) [bad](javascript:alert(1))'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('strong')?.textContent).toBe('grew');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://issuer.example/ir']);
    expect(links[0].getAttribute('rel')).toBe('nofollow noopener');
  });
});
