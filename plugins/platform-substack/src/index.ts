import { z } from 'zod';
import {
  InvalidContent,
  definePlatformPlugin,
  type PlatformArticle,
  type PublishPlatform,
  type SubmissionPackage,
} from '@issuerwire/plugin-sdk';

// Substack publishes no API for writing posts, so this is a Web Integration: publish() prepares the
// post (title, subtitle, markdown body ending with the canonical link) and answers 'pending'; the
// issuer pastes it into Substack's editor, publishes it there, and records the post's URL. Nothing is
// ever sent to Substack by this plugin.

export const DELIVERIES = ['email-and-web', 'web-only'] as const;

export const optionsSchema = z.object({
  /** What the package tells the issuer to choose when publishing: email subscribers too, or the web only. */
  delivery: z.enum(DELIVERIES).default('email-and-web'),
});
export type SubstackOptions = z.output<typeof optionsSchema>;

export const credentialsSchema = z.object({
  /** The publication's address, e.g. https://northwind.substack.com or its custom domain. */
  publicationUrl: z
    .url({ protocol: /^https$/, error: 'must be the https address of the Substack publication, e.g. https://northwind.substack.com' })
    // zod runs refinements after a failed format check too: only judge what parses as a URL.
    .refine((value) => !URL.canParse(value) || (['', '/'].includes(new URL(value).pathname) && !new URL(value).search), {
      error: 'must be the address of the publication itself, without a path',
    })
    .transform((value) => new URL(value).origin),
});
export type SubstackCredentials = z.output<typeof credentialsSchema>;

/** Substack shows subtitles under the title: one short sentence or two. */
export const MAX_SUBTITLE_LENGTH = 160;
const PENDING_PREFIX = 'substack-draft-';

const DELIVERY_TEXT: Record<SubstackOptions['delivery'], string> = {
  'email-and-web': 'Publish on the web and send by email to subscribers',
  'web-only': 'Publish on the web only (do not send by email)',
};

/** Markdown inline markup removed: for the subtitle, which Substack shows as plain text. */
function inlinePlain(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*_])[*_](?=\S)(.+?\S)[*_](?![\w*_])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}

/** The body without its leading title heading (Substack has a title field) and with the canonical link. */
export function substackBody(article: PlatformArticle): string {
  const markdown = article.markdown.trim();
  const heading = /^#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(markdown);
  const body = heading && heading[1].trim() === article.title.trim() ? markdown.slice(heading[0].length).trim() : markdown;
  const host = new URL(article.canonicalUrl).host;
  return `${body}\n\n---\n\n*Originally published at [${host}](${article.canonicalUrl}).*`;
}

/** The first paragraph of prose, as plain text, short enough for a subtitle. */
export function substackSubtitle(article: PlatformArticle): string {
  const prose = substackBody(article)
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .find((p) => p && !/^(#|>|[-*+] |\d+\. |---|```|!\[)/.test(p));
  return prose ? shorten(inlinePlain(prose), MAX_SUBTITLE_LENGTH) : '';
}

/** Where a post of this publication lives: https://<publication>/p/<slug>. */
function postUrlProblem(url: URL, publicationUrl: string): string | null {
  if (url.protocol !== 'https:') return 'it is not an https address';
  if (url.origin !== publicationUrl) return `it is not on ${publicationUrl}`;
  if (!/^\/p\/[A-Za-z0-9][A-Za-z0-9-]*\/?$/.test(url.pathname)) return 'it is not a post address (/p/<slug>)';
  return null;
}

export default definePlatformPlugin({
  id: 'substack',
  name: 'Substack',
  optionsSchema,
  create(
    options,
    host,
  ): PublishPlatform<SubstackCredentials> & {
    buildSubmission(article: PlatformArticle, credentials: SubstackCredentials): SubmissionPackage;
  } {
    // Substack's "New post" editor of the publication: opening it starts a draft.
    const editorUrl = (c: SubstackCredentials) => `${c.publicationUrl}/publish/post?type=newsletter`;

    function buildSubmission(article: PlatformArticle, credentials: SubstackCredentials): SubmissionPackage {
      const body = substackBody(article);
      const fields = [
        { label: 'Title', value: article.title.trim() },
        { label: 'Subtitle', value: substackSubtitle(article) },
        { label: 'Body (Markdown)', value: body },
        { label: 'Tags', value: article.tags.join(', ') },
        { label: 'Delivery', value: DELIVERY_TEXT[options.delivery] },
        { label: 'Canonical link', value: article.canonicalUrl },
      ];
      return { formUrl: editorUrl(credentials), fields, text: body };
    }

    return {
      id: 'substack',
      name: 'Substack',
      editorFormat: 'markdown',
      maxLength: null,
      credentialsSchema,
      buildSubmission,
      // This publication only (northwind.substack.com or its custom domain), not every Substack.
      accountHosts: (credentials) => [new URL(credentials.publicationUrl).hostname],

      async publish(article, credentials, ctx) {
        return {
          status: 'pending',
          postId: `${PENDING_PREFIX}${ctx.idempotencyKey}`,
          submission: buildSubmission(article, credentials),
          ...(host.sandbox ? { sandbox: true } : {}),
        };
      },

      /**
       * Pending for a prepared post. Once the issuer records the post's URL, the host passes that URL as
       * the post id: it is checked to be a post of the publication and answered as published.
       */
      async checkStatus(postId, credentials) {
        if (!/^https?:\/\//i.test(postId)) return { status: 'pending', postId };
        let url: URL;
        try {
          url = new URL(postId);
        } catch {
          throw new InvalidContent(`'${postId}' is not a valid address.`);
        }
        const problem = postUrlProblem(url, credentials.publicationUrl);
        if (problem) throw new InvalidContent(`'${postId}' is not a post of ${credentials.publicationUrl}: ${problem}.`);
        const href = `${url.origin}${url.pathname.replace(/\/$/, '')}`;
        return { status: 'published', postId: href, url: href };
      },

      async metrics() {
        return {}; // opens and clicks live in the Substack dashboard only; no API exposes them
      },
    };
  },
});
