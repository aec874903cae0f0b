import type { EntityManager } from '@mikro-orm/core';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseInput } from '../../lib/parse-input';
import { Article } from '../articles';
import { authorize, type Operation, type Viewer } from '../identity';
import type { DistributionDeps } from './distribution.deps';
import { disclosureNeed } from './distribution-disclosure';
import { orderListQuerySchema } from './distribution.schemas';
import { type OrderView, orderView, providerView, type ProviderView } from './distribution.views';
import { NewswireOrder } from './newswire-order.entity';
import { newswireQuote, type NewswireQuote } from './newswire-quote';

class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('Newswire order not found.', 'not_found');
  }
}

/** What an issuer reads before and after distributing: providers, the quote, their orders (only their organization's). */
export class OrderLookup {
  constructor(private readonly deps: DistributionDeps) {}

  providers(): ProviderView[] {
    return this.deps.plugins.newswires().map((p) => providerView(p, this.deps.plugins.isSandbox(p.id)));
  }

  /** The dialog's quote for one of the viewer's articles (newswire-quote.ts); null when it is not theirs. */
  async quote(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<NewswireQuote | null> {
    const { organizationId } = authorize(viewer, 'organization.read');
    const article = isUuid(articleId) ? await em.findOne(Article, { id: articleId, organization: organizationId }) : null;
    if (!article) return null;
    await em.populate(article, ['campaign']);
    return newswireQuote(article, this.deps.plugins.newswires(), await disclosureNeed(em, this.deps.market, article));
  }

  /** A keyset page of the orders, newest first (GraphQL's connection, REST's `{ items, nextCursor }`). */
  async ordersPage(em: EntityManager, viewer: Viewer | null, query: unknown, page: KeysetRequest): PageOf<OrderView> {
    const scope = { organization: authorize(viewer, 'organization.read').organizationId };
    const { articleId } = parseInput(orderListQuerySchema, query ?? {});
    const where = articleId && !isUuid(articleId) ? null : { ...scope, ...(articleId ? { article: articleId } : {}) };
    const found = await keysetPage(em, NewswireOrder, scope, where, page, { populate: ['article'] });
    return found && { ...found, items: found.items.map((r) => this.view(r)) };
  }

  async get(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    return this.view(await this.own(em, viewer, orderId));
  }

  /** Orders in [from, to) by their calendar date (published, else target, else created); cancelled ones left out. */
  async calendarOrders(em: EntityManager, organizationId: string, from: Date, to: Date): Promise<OrderView[]> {
    const range = { $gte: from, $lt: to };
    const rows = await em.find(
      NewswireOrder,
      {
        organization: organizationId,
        status: { $ne: 'cancelled' },
        $or: [{ publishedAt: range }, { publishedAt: null, targetTime: range }, { publishedAt: null, targetTime: null, createdAt: range }],
      },
      { populate: ['article'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 2000 },
    );
    return rows.map((r) => this.view(r));
  }

  /** An order of the viewer's organization, or 404; their role must allow `op` (403). */
  async own(em: EntityManager, viewer: Viewer | null, id: string, op: Operation = 'organization.read'): Promise<NewswireOrder> {
    const { organizationId } = authorize(viewer, op);
    const order = isUuid(id)
      ? await em.findOne(NewswireOrder, { id, organization: organizationId }, { populate: ['article', 'article.campaign'] })
      : null;
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  view(order: NewswireOrder): OrderView {
    return orderView(this.deps.plugins, order);
  }
}
