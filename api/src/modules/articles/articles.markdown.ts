import MarkdownIt, { type Token } from 'markdown-it';

// The one Markdown reading of an article: the web preview, the hosted page and the plain-text export all
// go through this file (the web app bundles it), so an article reads the same wherever it is shown.
// markdown-it with `html: false`: every piece of text is escaped, no raw HTML passes through.

export interface MarkdownOptions {
  /** Rewrites an outbound link's address (e.g. through a click counter); default: as written. */
  linkHref?: (url: string) => string;
  /** Heading levels start here (`#` becomes this level; the page title above it is the h1). Default 2. */
  headingBase?: number;
}

/** The address if it is safe to link to (http, https, mailto), otherwise null. */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (/^mailto:[^\s<>"]+$/i.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
// A link to anything else stays text.
md.validateLink = (url) => safeUrl(url) !== null;

function shiftHeading(token: Token, options: MarkdownOptions): void {
  const level = Number(token.tag.slice(1));
  token.tag = `h${Math.min(6, (options.headingBase ?? 2) + level - 1)}`;
}

md.renderer.rules.heading_open = (tokens, idx, opts, env, self) => {
  shiftHeading(tokens[idx], env as MarkdownOptions);
  return self.renderToken(tokens, idx, opts);
};
md.renderer.rules.heading_close = (tokens, idx, opts, env, self) => {
  shiftHeading(tokens[idx], env as MarkdownOptions);
  return self.renderToken(tokens, idx, opts);
};
md.renderer.rules.link_open = (tokens, idx, opts, env, self) => {
  const { linkHref } = env as MarkdownOptions;
  const token = tokens[idx];
  const url = safeUrl(String(token.attrGet('href') ?? ''));
  if (url) token.attrSet('href', linkHref ? linkHref(url) : url);
  token.attrSet('rel', 'nofollow noopener');
  return self.renderToken(tokens, idx, opts);
};

/** The article's Markdown as HTML (escaped text, safe links only). */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return md.render(markdown, { ...options }).trimEnd();
}

/** The article's Markdown as plain text: markers gone, a blank line between blocks, list items on "- " lines, a link's address after its label. */
export function markdownToText(markdown: string): string {
  const blocks: string[] = [];
  let line = '';
  let prefix = '';
  const ordered: number[] = [];
  let row: string[] | null = null;
  const inline = (children: Token[]): string => {
    let text = '';
    let href: string | null = null;
    let label = 0;
    for (const child of children) {
      // An image keeps its alt text; code its letters without the backticks.
      if (child.type === 'text' || child.type === 'code_inline' || child.type === 'image') text += child.content;
      else if (child.type === 'softbreak') text += ' ';
      else if (child.type === 'hardbreak') text += '\n';
      else if (child.type === 'link_open') {
        href = String(child.attrGet('href') ?? '');
        label = text.length;
      } else if (child.type === 'link_close' && href) {
        // A bare address (<https://...>) is not written twice.
        if (text.slice(label) !== href && `mailto:${text.slice(label)}` !== href) text += ` (${href})`;
        href = null;
      }
    }
    return text;
  };
  for (const token of md.parse(markdown, {})) {
    switch (token.type) {
      case 'bullet_list_open':
        ordered.push(0);
        break;
      case 'ordered_list_open':
        ordered.push(Number(token.attrGet('start') ?? 1));
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        ordered.pop();
        if (!ordered.length) {
          blocks.push(line.trimEnd());
          line = '';
        }
        break;
      case 'list_item_open': {
        const depth = ordered.length - 1;
        const n = ordered[depth];
        prefix = `${'  '.repeat(depth)}${n ? `${n}.` : '-'} `;
        if (n) ordered[depth] = n + 1;
        break;
      }
      case 'inline':
        if (row) row.push(inline(token.children ?? []));
        else if (ordered.length) line += `${prefix}${inline(token.children ?? [])}\n`;
        else blocks.push(inline(token.children ?? []));
        break;
      // A table row is one line, its cells apart.
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        line += `${(row ?? []).join(' | ')}\n`;
        row = null;
        break;
      case 'table_close':
        blocks.push(line.trimEnd());
        line = '';
        break;
      case 'fence':
      case 'code_block':
        blocks.push(token.content.trimEnd());
        break;
      case 'hr':
        blocks.push('---');
        break;
    }
  }
  return blocks.filter((b) => b.length).join('\n\n');
}

/** The article as plain text, as the .txt export, the clipboard copy and the newswires take it: the title, a blank line, the content. */
export function articlePlainText(title: string, content: string): string {
  return `${title.trim()}\n\n${markdownToText(content)}\n`;
}

/** Words in plain text: runs between spaces that hold a letter or a digit (a "-" bullet or "---" is no word). */
export function countPlainWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
