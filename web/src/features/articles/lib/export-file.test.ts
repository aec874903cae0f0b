import { describe, expect, it } from 'vitest';
import { articleAsMarkdown, articleAsText, exportFileName } from './export-file';

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
    expect(articleAsText('Title', 'Body')).toBe('Title\n\nBody\n');
  });

  it('writes the .txt as plain text: no Markdown markers, the disclosures kept', () => {
    expect(articleAsText('Title', '## Results\n\nRevenue **grew**.\n\n---\n\n**Disclosure:** paid by the issuer.')).toBe(
      'Title\n\nResults\n\nRevenue grew.\n\n---\n\nDisclosure: paid by the issuer.\n',
    );
  });
});
