/** The few Markdown shapes the articles use, as blocks to render (no HTML is ever produced from text). */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'rule' }
  | { kind: 'paragraph'; text: string };

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const block = raw.trim();
    if (!block) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(block);
    if (heading && !block.includes('\n')) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      continue;
    }
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(block)) {
      blocks.push({ kind: 'rule' });
      continue;
    }
    const lines = block.split('\n');
    if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.replace(/^\s*[-*]\s+/, '')) });
      continue;
    }
    blocks.push({ kind: 'paragraph', text: block });
  }
  return blocks;
}

/** Splits `**bold**` runs out of a line of text. */
export function inlineRuns(text: string): { text: string; strong: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4
        ? { text: part.slice(2, -2), strong: true }
        : { text: part, strong: false },
    );
}
