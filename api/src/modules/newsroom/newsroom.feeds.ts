import { createHash } from 'node:crypto';
import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith';
import { markdownToText, renderMarkdown } from '../articles';
import type { PublicNewsroom, PublicRelease } from './newsroom.service';

// The newsroom's three feeds, made by feedsmith (a maintained generator that also parses them, in the tests).

export const FEED_FORMATS = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** A feed's body and what conditional GET compares. */
export interface FeedDocument {
  body: string;
  etag: string;
  lastModified: Date;
}

function contentHtml(release: PublicRelease): string {
  return `${renderMarkdown(release.latest.body)}\n<h2>Disclosures</h2>\n${renderMarkdown(release.latest.disclosures, { headingBase: 3 })}`;
}

function contentText(release: PublicRelease): string {
  return `${markdownToText(release.latest.body)}\n\nDisclosures\n\n${markdownToText(release.latest.disclosures)}`.trim();
}

/** The feed's time: its newest release or correction, else when the newsroom was made (a title change shows in the ETag). */
function updatedOf(newsroom: PublicNewsroom, releases: PublicRelease[]): Date {
  let at = newsroom.createdAt;
  for (const r of releases) if (r.latest.liveAt > at) at = r.latest.liveAt;
  return at;
}

/** The feed in `format`; its ETag is the body's hash, its Last-Modified the newest change, to the second. */
export function renderFeed(format: FeedFormat, newsroom: PublicNewsroom, releases: PublicRelease[]): FeedDocument {
  const updated = updatedOf(newsroom, releases);
  const feedUrl = `${newsroom.url}/feed.${format}`;
  const description = `News releases of ${newsroom.companyName}`;
  let body: string;
  if (format === 'rss') {
    body = generateRssFeed({
      title: newsroom.title,
      link: newsroom.url,
      description,
      language: 'en',
      lastBuildDate: updated,
      atom: { links: [{ href: feedUrl, rel: 'self', type: 'application/rss+xml' }] },
      items: releases.map((r) => ({
        title: r.latest.title,
        link: r.url,
        guid: { value: r.url, isPermaLink: true },
        description: r.summary,
        pubDate: r.firstLiveAt,
        content: { encoded: contentHtml(r) },
      })),
    });
  } else if (format === 'atom') {
    body = generateAtomFeed({
      id: newsroom.url,
      title: { value: newsroom.title },
      subtitle: { value: description },
      updated,
      links: [
        { href: newsroom.url, rel: 'alternate', type: 'text/html' },
        { href: feedUrl, rel: 'self', type: 'application/atom+xml' },
      ],
      authors: [{ name: newsroom.companyName }],
      entries: releases.map((r) => ({
        id: r.url,
        title: { value: r.latest.title },
        links: [{ href: r.url, rel: 'alternate', type: 'text/html' }],
        published: r.firstLiveAt,
        updated: r.latest.liveAt,
        summary: { value: r.summary },
        content: { type: 'html', value: contentHtml(r) },
      })),
    });
  } else {
    body = JSON.stringify(
      generateJsonFeed({
        title: newsroom.title,
        home_page_url: newsroom.url,
        feed_url: feedUrl,
        description,
        language: 'en',
        authors: [{ name: newsroom.companyName }],
        items: releases.map((r) => ({
          id: r.url,
          url: r.url,
          title: r.latest.title,
          summary: r.summary,
          content_html: contentHtml(r),
          content_text: contentText(r),
          date_published: r.firstLiveAt,
          ...(r.versions.length > 1 ? { date_modified: r.latest.liveAt } : {}),
        })),
      }),
    );
  }
  return documentOf(body, updated);
}

function documentOf(body: string, updated: Date): FeedDocument {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, lastModified: new Date(Math.floor(updated.getTime() / 1000) * 1000) };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The newsroom's sitemap (sitemaps.org 0.9): the list page and every release live now, each with its last change.
 * Written here: a urlset of locs and lastmods needs no library.
 */
export function renderSitemap(newsroom: PublicNewsroom, releases: PublicRelease[]): FeedDocument {
  const updated = updatedOf(newsroom, releases);
  const entry = (url: string, at: Date) =>
    `<url><loc>${url.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])}</loc><lastmod>${at.toISOString()}</lastmod></url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(newsroom.url, updated),
    ...releases.map((r) => entry(r.url, r.latest.liveAt)),
    '</urlset>',
    '',
  ].join('\n');
  return documentOf(body, updated);
}
