// A deliberately small Markdown renderer for the hosted article page: headings, paragraphs, lists,
// quotes, rules, code, links, bold and italic. Every piece of text is HTML-escaped; a link is kept only
// for http(s) and mailto addresses. No raw HTML passes through.

export interface MarkdownOptions {
  /** Rewrites an outbound link's address (e.g. through a click counter); default: as written. */
  linkHref?: (url: string) => string;
  /** Heading levels start here (the page title is the h1). Default 2. */
  headingBase?: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The address if it is safe to link to, otherwise null. */
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

// Order matters: code first (its content is literal), then links, then strong before emphasis.
const INLINE =
  /(`+)([^`]+?)\1|\[([^\]\n]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|(\*\*|__)(?=\S)([\s\S]+?\S)\5|(\*|_)(?=\S)([\s\S]+?\S)\7(?![\w*])/g;

export function renderInline(text: string, options: MarkdownOptions = {}): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    // An underscore inside a word (snake_case) is not emphasis.
    if (match[7] === '_' && at > 0 && /\w/.test(text[at - 1])) continue;
    html += escapeHtml(text.slice(last, at));
    last = at + match[0].length;
    if (match[1]) html += `<code>${escapeHtml(match[2])}</code>`;
    else if (match[3] !== undefined) {
      const url = safeUrl(match[4]);
      const label = renderInline(match[3], options);
      html += url ? `<a href="${escapeHtml(options.linkHref ? options.linkHref(url) : url)}" rel="nofollow noopener">${label}</a>` : label;
    } else if (match[5]) html += `<strong>${renderInline(match[6], options)}</strong>`;
    else html += `<em>${renderInline(match[8], options)}</em>`;
  }
  return html + escapeHtml(text.slice(last));
}

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'rule' }
  | { type: 'code'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; lines: string[] }
  | { type: 'paragraph'; lines: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;

function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i++;
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length, text: heading[2] });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    const listStart = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (listStart) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && lines[i].trim()) {
        const item = pattern.exec(lines[i]);
        if (item) items.push(item[1]);
        else if (items.length && /^\s+\S/.test(lines[i])) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) quoted.push(QUOTE.exec(lines[i++])![1]);
      blocks.push({ type: 'quote', lines: quoted });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !HEADING.test(lines[i]) &&
      !RULE.test(lines[i]) &&
      !FENCE.test(lines[i]) &&
      !QUOTE.test(lines[i]) &&
      !(paragraph.length === 0 && (BULLET.test(lines[i]) || NUMBERED.test(lines[i])))
    ) {
      paragraph.push(lines[i].trim());
      i++;
      if (i < lines.length && (BULLET.test(lines[i]) || NUMBERED.test(lines[i]))) break;
    }
    blocks.push({ type: 'paragraph', lines: paragraph });
  }
  return blocks;
}

export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const base = options.headingBase ?? 2;
  return parseBlocks(markdown)
    .map((block) => {
      switch (block.type) {
        case 'heading': {
          const level = Math.min(6, base + block.level - 1);
          return `<h${level}>${renderInline(block.text, options)}</h${level}>`;
        }
        case 'rule':
          return '<hr>';
        case 'code':
          return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((item) => `<li>${renderInline(item, options)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote>${renderMarkdown(block.lines.join('\n'), options)}</blockquote>`;
        case 'paragraph':
          return `<p>${renderInline(block.lines.join(' '), options)}</p>`;
      }
    })
    .join('\n');
}
