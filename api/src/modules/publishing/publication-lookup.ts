import type { EntityManager } from '@mikro-orm/core';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseInput } from '../../lib/parse-input';
import { authorize, type Operation, type Viewer } from '../identity';
import { Publication } from './publication.entity';
import type { PublishingDeps } from './publishing.deps';
import { publicationListQuerySchema } from './publishing.schemas';
import { type PublicationView, publicationView } from './publishing.views';

const publicationNotFound = (): NotFoundError => new NotFoundError('Publication not found.', 'not_found');

/** What an issuer reads of their publications (only their organization's). */
export class PublicationLookup {
  constructor(private readonly deps: PublishingDeps) {}

  async get(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    return this.view(await this.own(em, viewer, publicationId));
  }

  /** A keyset page of the list, newest first (GraphQL's connection, REST's `{ items, nextCursor }`). */
  async listPage(em: EntityManager, viewer: Viewer | null, query: unknown, page: KeysetRequest): PageOf<PublicationView> {
    const scope = { organization: authorize(viewer, 'organization.read').organizationId };
    const { articleId } = parseInput(publicationListQuerySchema, query ?? {});
    const where = articleId && !isUuid(articleId) ? null : { ...scope, ...(articleId ? { article: articleId } : {}) };
    const found = await keysetPage(em, Publication, scope, where, page, { populate: ['article'] });
    return found && { ...found, items: found.items.map((r) => this.view(r)) };
  }

  /** Publications in [from, to) by their calendar date (published, else scheduled, else created); cancelled ones left out. */
  async calendarPublications(em: EntityManager, organizationId: string, from: Date, to: Date): Promise<PublicationView[]> {
    const range = { $gte: from, $lt: to };
    const rows = await em.find(
      Publication,
      {
        organization: organizationId,
        status: { $ne: 'cancelled' },
        $or: [
          { publishedAt: range },
          { publishedAt: null, scheduledFor: range },
          { publishedAt: null, scheduledFor: null, createdAt: range },
        ],
      },
      { populate: ['article'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 2000 },
    );
    return rows.map((r) => this.view(r));
  }

  /** A publication of the viewer's organization, or 404; their role must allow `op` (403). */
  async own(em: EntityManager, viewer: Viewer | null, id: string, op: Operation = 'organization.read'): Promise<Publication> {
    const { organizationId } = authorize(viewer, op);
    const pub = isUuid(id)
      ? await em.findOne(Publication, { id, organization: organizationId }, { populate: ['article', 'article.campaign'] })
      : null;
    if (!pub) throw publicationNotFound();
    return pub;
  }

  view(pub: Publication): PublicationView {
    return publicationView(this.deps.plugins, pub);
  }
}
