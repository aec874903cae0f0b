import { createHash } from 'node:crypto';
import { renderMarkdown, safeUrl, type MarkdownOptions } from '../articles';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// The hosted article page as server-rendered HTML: no script at all, one stylesheet allowed by its
// hash, so the page works under a CSP that forbids everything else.

export interface HostedArticle {
  title: string;
  /** Markdown without title and disclosures. */
  body: string;
  /** The disclosure block (markdown). */
  disclosures: string;
  companyName: string;
  ticker: string;
  exchange: string | null;
  publishedAt: Date | null;
  canonicalUrl: string;
  /** Nothing reached a real platform: shown as such and kept out of search engines. */
  sandboxOnly: boolean;
  /** Where else the article is (platform name and post URL), real posts only. */
  alsoOn: { name: string; url: string }[];
}

const STYLE = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#5b6470;--line:#d9dee5;--accent:#1d4ed8}
*{box-sizing:border-box}
body{margin:0;font:17px/1.65 Georgia,'Times New Roman',serif;color:var(--ink);background:#fff}
main{max-width:720px;margin:0 auto;padding:40px 20px 64px}
header p{margin:4px 0;color:var(--muted);font:15px/1.5 system-ui,sans-serif}
h1{font-size:2.1rem;line-height:1.2;margin:0 0 12px}
h2,h3,h4,h5,h6{line-height:1.3;margin:1.8em 0 .6em}
a{color:var(--accent)}
blockquote{margin:1em 0;padding:0 1em;border-left:3px solid var(--line);color:var(--muted)}
pre{overflow:auto;background:#f5f7fa;padding:12px;border-radius:6px}
hr{border:0;border-top:1px solid var(--line);margin:2em 0}
.sandbox{font:15px/1.5 system-ui,sans-serif;background:#fff7e6;border:1px solid #f2c46d;border-radius:6px;padding:10px 14px;margin:0 0 24px}
.disclosures{margin-top:40px;padding:16px 20px;border:1px solid var(--line);border-radius:8px;background:#f8fafc;font:15px/1.6 system-ui,sans-serif}
.disclosures h2{margin:0 0 8px;font-size:1.05rem}
footer{margin-top:32px;color:var(--muted);font:14px/1.5 system-ui,sans-serif}
`.trim();

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}`;

/** The page's own policy: nothing but its one stylesheet. */
export const HOSTED_PAGE_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A plain-text summary for the description meta tag. */
function summary(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text;
}

function shell(head: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<link rel="icon" type="image/svg+xml" href="/favicon.svg">\n${head}\n<style>${STYLE}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

export function renderHostedPage(article: HostedArticle, options: MarkdownOptions = {}): string {
  const canonical = safeUrl(article.canonicalUrl) ?? article.canonicalUrl;
  const listing = article.exchange ? `${article.exchange}: ${article.ticker}` : article.ticker;
  const description = summary(article.body);
  const head = [
    `<title>${escapeHtml(article.title)} | ${escapeHtml(article.companyName)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${escapeHtml(article.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    article.sandboxOnly ? '<meta name="robots" content="noindex, nofollow">' : '',
  ]
    .filter(Boolean)
    .join('\n');
  const published = article.publishedAt
    ? `<p>Published <time datetime="${article.publishedAt.toISOString()}">${escapeHtml(longDate(article.publishedAt))}</time></p>`
    : '';
  const sandbox = article.sandboxOnly
    ? '<p class="sandbox"><strong>Sandbox.</strong> This article was published in sandbox mode: it was not posted to any social or blog platform.</p>'
    : '';
  const alsoOn = article.alsoOn
    .map((p) => ({ name: p.name, url: safeUrl(p.url) }))
    .filter((p): p is { name: string; url: string } => p.url !== null)
    .map((p) => `<a href="${escapeHtml(options.linkHref ? options.linkHref(p.url) : p.url)}" rel="noopener">${escapeHtml(p.name)}</a>`);
  const body = `<main>
<article>
${sandbox}<header>
<h1>${escapeHtml(article.title)}</h1>
<p>${escapeHtml(article.companyName)} (${escapeHtml(listing)})</p>
${published}
</header>
${renderMarkdown(article.body, options)}
<section class="disclosures" aria-labelledby="disclosures">
<h2 id="disclosures">Disclosures</h2>
${renderMarkdown(article.disclosures, { ...options, headingBase: 3 })}
</section>
</article>
<footer>${alsoOn.length ? `<p>Also on ${alsoOn.join(', ')}.</p>` : ''}<p>Issuer-paid content published with IssuerWire${article.publishedAt ? ` on ${isoDay(article.publishedAt)}` : ''}.</p></footer>
</main>`;
  return shell(head, body);
}

/** A scheduled article's page before its time: when it will be live, and nothing of its content. */
export function renderScheduledPage(scheduledFor: Date): string {
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(scheduledFor);
  return shell(
    '<title>Scheduled article</title>\n<meta name="robots" content="noindex">',
    `<main>\n<h1>This article is not published yet</h1>\n<p>It is scheduled to be live here on <time datetime="${scheduledFor.toISOString()}">${escapeHtml(when)} UTC</time>.</p>\n</main>`,
  );
}

export function renderNotFoundPage(): string {
  return shell(
    '<title>Page Not Found</title>\n<meta name="robots" content="noindex">',
    '<main>\n<h1>Page Not Found</h1>\n<p>This article does not exist or is not published.</p>\n</main>',
  );
}
