import { describe, expect, it } from 'vitest';
import { articleAsMarkdown, exportArticle, exportFileName } from './export-file';

const asText = (title: string, content: string) => exportArticle(title, content, 'txt').text;

describe('exportFileName', () => {
  it('lowercases the title and replaces every non-alphanumeric character with an underscore', () => {
    expect(exportFileName('Acme Robotics: Q3 Update!', 'txt')).toBe('acme_robotics__q3_update_.txt');
    expect(exportFileName('Demo Issuer Holdings Inc. (fictional) — Growth', 'md')).toBe(
      'demo_issuer_holdings_inc___fictional____growth.md',
    );
    expect(exportFileName('ABC123', 'md')).toBe('abc123.md');
  });
});

describe('export contents', () => {
  it('puts the title as a Markdown heading only in the .md file', () => {
    expect(articleAsMarkdown('Title', 'Body\n\n---\n\nDisclosure')).toBe('# Title\n\nBody\n\n---\n\nDisclosure\n');
    expect(asText('Title', 'Body')).toBe('Title\n\nBody\n');
  });

  it('writes the .txt as plain text: no Markdown markers, the disclosures kept', () => {
    expect(asText('Title', '## Results\n\nRevenue **grew**.\n\n---\n\n**Disclosure:** paid by the issuer.')).toBe(
      'Title\n\nResults\n\nRevenue grew.\n\n---\n\nDisclosure: paid by the issuer.\n',
    );
    expect(exportArticle('Title', '## Results\n\n- **one**\n- _two_', 'md').text).toBe('# Title\n\n## Results\n\n- **one**\n- _two_\n');
    expect(asText('Title', '## Results\n\n- **one**\n- _two_')).not.toMatch(/[#*_]/);
  });
});
