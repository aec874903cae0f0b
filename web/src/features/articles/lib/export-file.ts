import { articlePlainText } from '@api-schemas/articles/articles.markdown';

export type ExportFormat = 'txt' | 'md';

/** Spec: the title lowercased, every non-alphanumeric character replaced by an underscore. */
export function exportFileName(title: string, format: ExportFormat): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.${format}`;
}

/** Markdown: the title as a heading, then the content (disclosures included). */
export function articleAsMarkdown(title: string, content: string): string {
  return `# ${title}\n\n${content}\n`;
}

export function exportArticle(title: string, content: string, format: ExportFormat): { fileName: string; text: string; type: string } {
  return format === 'md'
    ? { fileName: exportFileName(title, 'md'), text: articleAsMarkdown(title, content), type: 'text/markdown;charset=utf-8' }
    : { fileName: exportFileName(title, 'txt'), text: articlePlainText(title, content), type: 'text/plain;charset=utf-8' };
}
