import { iso } from '../../lib/clock';
import type { SubmissionPackage } from '@issuerwire/plugin-sdk';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { ReleaseMove } from '../vendor-calls';
import type { Publication, PublicationStatus } from './publication.entity';
import { PUBLISH_MESSAGES } from './publishing.schemas';

/** What the publishing screen and the publish answer show of one publication. */
export interface PublicationView {
  id: string;
  articleId: string;
  campaignId: string;
  articleTitle: string;
  platform: string;
  platformName: string;
  status: PublicationStatus;
  scheduledFor: string | null;
  publishedAt: string | null;
  postId: string | null;
  url: string | null;
  sandbox: boolean;
  attempts: number;
  /** Why it failed (or why the last attempt did, while it is retried). */
  lastError: string | null;
  /** Pending: what to post by hand on the platform, then confirm with the post's URL. */
  submission: SubmissionPackage | null;
  /** The date the calendar puts it on: published, else scheduled, else created. */
  at: string;
  createdAt: string;
  updatedAt: string;
}

export function publicationView(plugins: PluginRegistry, pub: Publication): PublicationView {
  const article = pub.article;
  return {
    id: pub.id,
    articleId: article.id,
    campaignId: article.campaign.id,
    articleTitle: article.title,
    platform: pub.platform,
    platformName: plugins.platform(pub.platform)?.name ?? pub.platform,
    status: pub.status,
    scheduledFor: iso(pub.scheduledFor),
    publishedAt: iso(pub.publishedAt),
    postId: pub.postId ?? null,
    url: pub.url ?? null,
    sandbox: pub.sandbox,
    attempts: pub.attempts,
    lastError: pub.lastError ?? null,
    submission: (pub.submission as SubmissionPackage | null | undefined) ?? null,
    at: (pub.publishedAt ?? pub.scheduledFor ?? pub.createdAt).toISOString(),
    createdAt: pub.createdAt.toISOString(),
    updatedAt: pub.updatedAt.toISOString(),
  };
}

export interface PublishAnswer {
  message: string;
  publications: PublicationView[];
  /** The hosted article page, the canonical URL the platforms link to. */
  hostedUrl: string;
  /** Present when the requested time came before the article's newswire release and was moved after it. */
  movedAfterDistribution?: { from: string; to: string };
  /** Present when the request named the newsroom: the release's permalink there and its time. */
  newsroom?: { url: string; version: number; at: string };
}

export function publishMessage(views: PublicationView[], existing: Set<string>, moved: ReleaseMove | null): string {
  const parts: string[] = [];
  const published = views.filter((v) => v.status === 'published');
  const scheduled = views.filter((v) => v.status === 'scheduled');
  const pending = views.filter((v) => v.status === 'pending');
  const failed = views.filter((v) => v.status === 'failed');
  if (published.length && !scheduled.length && !failed.length && !pending.length) parts.push(PUBLISH_MESSAGES.published);
  else if (published.length) parts.push(`Published on ${published.map((v) => v.platformName).join(', ')}.`);
  if (scheduled.length) {
    parts.push(
      published.length || failed.length ? `Scheduled on ${scheduled.map((v) => v.platformName).join(', ')}.` : PUBLISH_MESSAGES.scheduled,
    );
  }
  if (moved) parts.push(`Moved to ${moved.to.toISOString()} so that the newswire release goes out first.`);
  const sandboxed = published.filter((v) => v.sandbox);
  if (sandboxed.length)
    parts.push(
      `Sandbox: nothing was posted to ${sandboxed.map((v) => v.platformName).join(', ')}; the article is on its hosted page only.`,
    );
  for (const v of pending) parts.push(`${v.platformName}: post the prepared text there, then record the post's URL.`);
  for (const v of failed) parts.push(`${v.platformName} failed: ${v.lastError ?? 'unknown reason'}`);
  const kept = views.filter((v) => existing.has(v.id));
  if (kept.length) parts.push(`Already ${kept.map((v) => `${v.status} on ${v.platformName}`).join(', ')}: nothing was posted again.`);
  return parts.join(' ');
}
