/** Words as a reader counts them: markdown markers and lone punctuation are not words. */
export function countWords(markdown: string): number {
  const tokens = markdown
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .split(/\s+/);
  return tokens.filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** Every number written with digits, e.g. `2024`, `1.2`, `3,500`. */
export function numberTokens(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

/** Splits model markdown into its first heading (the title) and the rest (the body). */
export function splitTitle(markdown: string): { title: string | undefined; body: string } {
  // Some models wrap their whole answer in a markdown code fence.
  const text = markdown
    .replace(/\r\n/g, '\n')
    .trim()
    .replace(/^```(?:markdown|md)?\n([\s\S]*?)\n```$/, '$1')
    .trim();
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.trim() !== '');
  if (index === -1) return { title: undefined, body: '' };
  const heading = /^\s{0,3}#{1,3}\s+(.+?)\s*#*\s*$/.exec(lines[index]);
  if (!heading) return { title: undefined, body: text };
  const title = heading[1].replace(/\*\*/g, '').trim();
  const body = lines
    .slice(index + 1)
    .join('\n')
    .trim();
  return { title, body };
}
