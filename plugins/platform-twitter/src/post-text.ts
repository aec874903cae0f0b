// The text of X posts: X's weighted character count, markdown flattened to plain text, the link post
// and the split of an article into a numbered thread. Pure functions, no I/O.

/** X's limit for one post, in weighted characters (twitter-text v3 configuration). */
export const MAX_POST_LENGTH = 280;
/** Every link counts as this many characters, whatever its length (it is shortened to t.co). */
export const URL_LENGTH = 23;

// twitter-text v3: code points in these ranges weigh 1, every other code point (CJK, emoji...) 2.
const LIGHT_RANGES: [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
const SCHEME_URL = /https?:\/\/[^\s<>"]+/gi;
// A bare domain X may turn into a link; counted as at least a link so the count never falls short.
const BARE_DOMAIN = /(?<![\w@./-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/[^\s<>"]*)?/gi;

function codePointWeight(codePoint: number): number {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
}

function plainWeight(text: string): number {
  let weight = 0;
  for (const char of text) weight += codePointWeight(char.codePointAt(0)!);
  return weight;
}

/** The length X counts for a post: NFC text, links as 23, heavy code points as 2. */
export function weightedLength(text: string): number {
  let weight = 0;
  const rest = text
    .normalize('NFC')
    .replace(SCHEME_URL, () => {
      weight += URL_LENGTH;
      return '';
    })
    .replace(BARE_DOMAIN, (domain) => {
      weight += Math.max(URL_LENGTH, plainWeight(domain));
      return '';
    });
  return weight + plainWeight(rest);
}

/** Markdown flattened to the plain text a post carries: no markup, links written out. */
export function markdownToPlain(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  text = text.replace(/^```[^\n]*\n([\s\S]*?)^```[ \t]*$/gm, '$1'); // fenced code keeps its content
  text = text.replace(/<!--[\s\S]*?-->/g, '');
  text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1'); // an image leaves its alt text
  text = text.replace(/\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, (_m, label: string, url: string) =>
    label.trim() === url ? url : `${label} (${url})`,
  );
  text = text.replace(/<\/?[a-z][^>]*>/gi, '');
  text = text.replace(/^ {0,3}#{1,6}[ \t]+(.*?)[ \t]*#*[ \t]*$/gm, '$1');
  text = text.replace(/^ {0,3}(?:[-*_][ \t]*){3,}$/gm, '');
  text = text.replace(/^ {0,3}>[ \t]?/gm, '');
  text = text.replace(/^([ \t]*)[-*+][ \t]+/gm, '$1• ');
  text = text.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2');
  text = text.replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, '$1$2');
  text = text.replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?![\w_])/g, '$1$2');
  text = text.replace(/~~(?=\S)([^~\n]*?\S)~~/g, '$1');
  text = text.replace(/`([^`\n]+)`/g, '$1');
  text = text.replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1');
  text = text.replace(/[ \t]+$/gm, '');
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** Cuts text to at most `budget` weighted characters, on a word when it can, ending with an ellipsis. */
export function truncateToLength(text: string, budget: number): string {
  if (weightedLength(text) <= budget) return text;
  const chars = [...text];
  let cut = chars.length;
  while (cut > 0 && weightedLength(`${chars.slice(0, cut).join('').trimEnd()}…`) > budget) cut--;
  let head = chars.slice(0, cut).join('');
  const lastSpace = head.lastIndexOf(' ');
  if (lastSpace > head.length / 2) head = head.slice(0, lastSpace);
  return `${head.trimEnd()}…`;
}

/** A single post: the title and the link to the hosted article, the title shortened if needed. */
export function linkPostText(title: string, url: string): string {
  const link = `\n\n${url}`;
  const titleBudget = MAX_POST_LENGTH - weightedLength(link);
  return `${truncateToLength(title.trim(), titleBudget)}${link}`;
}

/** Pieces of at most `budget`: paragraphs, else sentences, else words, else characters. */
function pieces(paragraph: string, budget: number): string[] {
  if (weightedLength(paragraph) <= budget) return [paragraph];
  const sentences = paragraph.split(/(?<=[.!?…])\s+/);
  if (sentences.length > 1)
    return pack(
      sentences.flatMap((s) => pieces(s, budget)),
      budget,
      ' ',
    );
  const words = paragraph.split(/\s+/);
  if (words.length > 1)
    return pack(
      words.flatMap((w) => pieces(w, budget)),
      budget,
      ' ',
    );
  const out: string[] = [];
  let current = '';
  for (const char of paragraph) {
    if (current && weightedLength(current + char) > budget) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  return current ? [...out, current] : out;
}

/** Greedily joins pieces with `glue` while each result stays within `budget`. */
function pack(items: string[], budget: number, glue: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const item of items) {
    const joined = current ? `${current}${glue}${item}` : item;
    if (current && weightedLength(joined) > budget) {
      out.push(current);
      current = item;
    } else {
      current = joined;
    }
  }
  return current ? [...out, current] : out;
}

/**
 * The article as a thread: every post within X's limit with a ` i/n` counter, the whole text kept
 * (disclosures included), the last post pointing to the hosted article.
 */
export function threadTexts(title: string, markdown: string, url: string, maxPosts: number): string[] {
  let body = markdownToPlain(markdown);
  if (!body.startsWith(title.trim())) body = `${title.trim()}\n\n${body}`;
  const counterReserve = ` ${maxPosts}/${maxPosts}`.length;
  const budget = MAX_POST_LENGTH - counterReserve;
  const paragraphs = body
    .split(/\n{2,}/)
    .flatMap((p) => pieces(p.trim(), budget))
    .filter(Boolean);
  const closing = `Full article: ${url}`;
  const posts = pack([...paragraphs, closing], budget, '\n\n');
  return posts.map((post, i) => `${post} ${i + 1}/${posts.length}`);
}
