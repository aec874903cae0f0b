import { renderMarkdown, safeUrl } from '../articles';
import type { PublicNewsroom, PublicRelease, PublicVersion } from './newsroom.service';
import { NEWSROOM_STYLE } from './newsroom.style';
import { subscribeForm } from './alerts.page';
import { newsroomZone, zonedTimeText } from './newsroom.time';

// The public newsroom as server-rendered HTML: no script, one inline stylesheet, readable without JavaScript.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** `November 28, 2026 at 2:40 PM EST` in the zone given, inside a machine-readable <time>. */
function timeTag(at: Date, zone: string): string {
  return `<time datetime="${at.toISOString()}">${esc(zonedTimeText(at, zone))}</time>`;
}

function shell(newsroom: PublicNewsroom, title: string, head: string, main: string): string {
  const logo = newsroom.logoUrl ? safeUrl(newsroom.logoUrl) : null;
  const feeds = [
    `<link rel="alternate" type="application/rss+xml" title="${esc(newsroom.title)} (RSS)" href="${esc(newsroom.url)}/feed.rss">`,
    `<link rel="alternate" type="application/atom+xml" title="${esc(newsroom.title)} (Atom)" href="${esc(newsroom.url)}/feed.atom">`,
    `<link rel="alternate" type="application/feed+json" title="${esc(newsroom.title)} (JSON Feed)" href="${esc(newsroom.url)}/feed.json">`,
    `<link rel="sitemap" type="application/xml" href="${esc(newsroom.url)}/sitemap.xml">`,
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${esc(title)}</title>
${feeds}
${head}
<style>${NEWSROOM_STYLE}</style>
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header class="site"><div>${logo ? `<img src="${esc(logo)}" alt="" width="40" height="40">` : ''}<a href="${esc(newsroom.url)}">${esc(newsroom.title)}</a></div></header>
<main id="content">
${main}
</main>
<footer><p>${esc(newsroom.companyName)} · Subscribe: <a href="${esc(newsroom.url)}/feed.rss">RSS</a> · <a href="${esc(newsroom.url)}/feed.atom">Atom</a> · <a href="${esc(newsroom.url)}/feed.json">JSON Feed</a></p></footer>
</body>
</html>
`;
}

/** The list: newest first, each with its date, time and time zone, title and summary; paginated. */
export function renderNewsroomPage(newsroom: PublicNewsroom, list: { releases: PublicRelease[]; page: number; pages: number }): string {
  const zone = newsroomZone(newsroom.exchange);
  const items = list.releases
    .map(
      (r) => `<li>
<h2><a href="${esc(r.url)}">${esc(r.latest.title)}</a></h2>
<p class="meta">${timeTag(r.firstLiveAt, zone)}${r.versions.length > 1 ? ` · Updated ${timeTag(r.latest.liveAt, zone)}` : ''}</p>
<p>${esc(r.summary)}</p>
</li>`,
    )
    .join('\n');
  const pageLink = (n: number) => (n === 1 ? esc(newsroom.url) : `${esc(newsroom.url)}?page=${n}`);
  const nav =
    list.pages > 1
      ? `<nav class="pages" aria-label="Pages">${list.page > 1 ? `<a href="${pageLink(list.page - 1)}" rel="prev">Newer releases</a>` : '<span></span>'}<span>Page ${list.page} of ${list.pages}</span>${list.page < list.pages ? `<a href="${pageLink(list.page + 1)}" rel="next">Older releases</a>` : '<span></span>'}</nav>`
      : '';
  const main = `<h1>${esc(newsroom.title)}</h1>
<p class="feeds">News releases of ${esc(newsroom.companyName)}, newest first. Times are ${esc(zone === 'UTC' ? 'UTC' : `${(zone.split('/').pop() ?? zone).replace(/_/g, ' ')} time`)}.</p>
${subscribeForm(newsroom.slug)}
${items ? `<ol class="releases" reversed>\n${items}\n</ol>` : '<p>No releases yet.</p>'}
${nav}`;
  const head = `<link rel="canonical" href="${list.page === 1 ? esc(newsroom.url) : pageLink(list.page)}">\n<meta name="description" content="${esc(`News releases of ${newsroom.companyName}`)}">`;
  return shell(newsroom, list.page === 1 ? newsroom.title : `${newsroom.title} · page ${list.page}`, head, main);
}

/** One release at its permalink: the shown version (the latest unless asked), its history and its disclosures. */
export function renderReleasePage(newsroom: PublicNewsroom, release: PublicRelease, shown: PublicVersion): string {
  const zone = newsroomZone(newsroom.exchange);
  const history =
    release.versions.length > 1
      ? `<section class="history" aria-labelledby="history"><h2 id="history">History</h2><ol>${release.versions
          .map(
            (v) =>
              `<li>${v.version === shown.version ? '<strong>' : `<a href="${esc(release.url)}?version=${v.version}">`}${v === release.versions[0] ? 'Released' : 'Corrected'} ${timeTag(v.liveAt, zone)}${v.version === shown.version ? ' (shown)</strong>' : '</a>'}</li>`,
          )
          .join('')}</ol></section>`
      : '';
  const older =
    shown.version !== release.latest.version
      ? `<p class="history">This is an earlier version. <a href="${esc(release.url)}">Read the current version</a>.</p>`
      : '';
  const main = `<article class="release">
<h1>${esc(shown.title)}</h1>
<p class="meta">${timeTag(release.firstLiveAt, zone)} · ${esc(newsroom.companyName)}</p>
${older}${history}
${renderMarkdown(shown.body, { headingBase: 2 })}
<section class="disclosures" aria-labelledby="disclosures">
<h2 id="disclosures">Disclosures</h2>
${renderMarkdown(shown.disclosures, { headingBase: 3 })}
</section>
</article>
<p><a href="${esc(newsroom.url)}">All releases</a></p>`;
  const head = [
    `<link rel="canonical" href="${esc(release.url)}">`,
    `<meta name="description" content="${esc(release.summary)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${esc(shown.title)}">`,
    `<meta property="og:url" content="${esc(release.url)}">`,
  ].join('\n');
  return shell(newsroom, `${shown.title} | ${newsroom.companyName}`, head, main);
}

/** The answer for an unknown newsroom or a release not out yet: the same page either way. */
export function renderNewsroomNotFound(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Page Not Found</title>
<meta name="robots" content="noindex">
<style>${NEWSROOM_STYLE}</style>
</head>
<body>
<main id="content">
<h1>Page Not Found</h1>
<p>There is no such newsroom or release.</p>
</main>
</body>
</html>
`;
}
