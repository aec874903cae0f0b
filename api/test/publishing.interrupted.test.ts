import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewswireOrderResult } from '@issuerwire/plugin-sdk';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { ManualClock } from '../src/lib/clock';
import { Article } from '../src/modules/articles/article.entity';
import { NewswireOrder } from '../src/modules/distribution/newswire-order.entity';
import { Organization } from '../src/modules/identity/organization.entity';
import { Publication } from '../src/modules/publishing/publication.entity';
import { INTERRUPTED_ORDERS_SWEEP_JOB } from '../src/modules/distribution/distribution.jobs';
import { INTERRUPTED_SWEEP_JOB } from '../src/modules/publishing/publishing.jobs';
import {
  fakeVendorRegistry,
  generateArticle,
  MEDIUM_TOKEN,
  postsTo,
  startFakeConnect,
  startFakeMedium,
  startFakeX,
  type FakeX,
} from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import type { PluginRegistry } from '../src/plugins/plugin-registry';

// A process that dies after recording a vendor call as under way, before the vendor's answer is
// recorded, leaves the row `publishing` (or `submitting`). The periodic sweep settles it after the grace
// period: through the plugin's lookup when it has one, else failed for the issuer to check. It never
// sends anything again.

const MINUTE = 60_000;

describe('calls interrupted mid-way are settled by the sweep, never re-sent', () => {
  let t: TestApp;
  let medium: FakeVendor;
  let connect: FakeVendor;
  let x: FakeX;
  let apple: Issuer;
  let registry: PluginRegistry;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));

  beforeAll(async () => {
    [medium, connect, x] = await Promise.all([startFakeMedium(), startFakeConnect(), startFakeX()]);
    registry = await fakeVendorRegistry({ mediumUrl: medium.url, connectUrl: connect.url, xUrl: x.vendor.url });
    t = await createTestApp({ clock, jobs: true, plugins: Promise.resolve(registry) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    expect((await apple.put('/api/platforms/medium/connection', { credentials: { integrationToken: MEDIUM_TOKEN } })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([medium?.close(), connect?.close(), x?.vendor.close()]);
  });

  /** A fresh article with its hosted page (a Substack publish prepares it and creates the page). */
  async function article(): Promise<string> {
    return (await articleWithPage()).articleId;
  }

  async function articleWithPage(): Promise<{ articleId: string; hostedUrl: string }> {
    const articleId = await generateArticle(apple, await createCampaign(apple));
    const res = await apple.post<{ hostedUrl: string }>(`/api/articles/${articleId}/publish`, { platforms: ['substack'] });
    expect(res.status).toBe(200);
    return { articleId, hostedUrl: res.body.hostedUrl };
  }

  /** The state a run leaves when it dies right after claiming the call (what runScheduled and publish commit first). */
  async function interruptedPublication(articleId: string, platform: string): Promise<string> {
    const em = t.orm.em.fork();
    const now = clock.now();
    const row = em.create(Publication, {
      organization: em.getReference(Organization, apple.organizationId),
      article: em.getReference(Article, articleId),
      platform,
      status: 'publishing',
      attempts: 1,
      sandbox: false,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return row.id;
  }

  const publication = (id: string) =>
    apple.get<{ status: string; lastError: string | null; postId: string | null; url: string | null }>(`/api/publications/${id}`);

  it('runs the sweeps (publications, newswire orders) as periodic jobs', async () => {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ name: string; cron: string }[]>('select name, cron from pgboss.schedule where name in (?, ?) order by name', [
        INTERRUPTED_ORDERS_SWEEP_JOB,
        INTERRUPTED_SWEEP_JOB,
      ]);
    expect(rows).toEqual([
      { name: INTERRUPTED_ORDERS_SWEEP_JOB, cron: '*/5 * * * *' },
      { name: INTERRUPTED_SWEEP_JOB, cron: '*/5 * * * *' },
    ]);
  });

  it('leaves a call alone during the grace period, then fails it for the issuer to check when the platform has no lookup', async () => {
    const articleId = await article();
    const id = await interruptedPublication(articleId, 'medium');

    clock.advance(5 * MINUTE);
    await t.services.publishing.sweepInterrupted();
    expect((await publication(id)).body.status).toBe('publishing');

    clock.advance(6 * MINUTE);
    await t.services.publishing.sweepInterrupted();
    const settled = (await publication(id)).body;
    expect(settled.status).toBe('failed');
    expect(settled.lastError).toMatch(/^Interrupted; check Medium before retrying/);
    expect(postsTo(medium, /\/posts$/)).toBe(0);

    // The issuer hears of it, and the audit log keeps it.
    const notes = await apple.get<{ items: { kind: string; body: string }[] }>('/api/notifications');
    expect(notes.body.items.some((n) => n.kind === 'article.publish_failed' && n.body.includes('Interrupted; check Medium'))).toBe(true);
    const audit = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string }[]>("select action from audit_log where entity_id = ? and action = 'article.publish_failed'", [articleId]);
    expect(audit).toHaveLength(1);

    // A second sweep finds nothing more to do.
    await t.services.publishing.sweepInterrupted();
    expect((await publication(id)).body.lastError).toBe(settled.lastError);
  });

  it("records the post X's lookup finds (the one linking to the article's page), posting nothing", async () => {
    expect(
      (
        await apple.put('/api/platforms/twitter/connection', {
          credentials: { accessToken: 'x-access-token-manual-0123456789', username: 'applepr' },
        })
      ).status,
    ).toBe(200);
    x.accessTokens.push('x-access-token-manual-0123456789');
    const { articleId, hostedUrl } = await articleWithPage();
    const id = await interruptedPublication(articleId, 'twitter');
    x.timeline.push({
      id: '1888',
      text: 'Apple https://t.co/x1',
      conversation_id: '1888',
      entities: { urls: [{ url: 'https://t.co/x1', expanded_url: `${hostedUrl}?src=twitter` }] },
    });

    clock.advance(11 * MINUTE);
    await t.services.publishing.sweepInterrupted();
    expect((await publication(id)).body).toMatchObject({ status: 'published', postId: '1888', url: 'https://x.com/applepr/status/1888' });
    expect(x.posts()).toHaveLength(0);
    x.timeline.length = 0;
  });

  it('fails it as safe to retry when the lookup shows nothing was posted', async () => {
    const id = await interruptedPublication(await article(), 'twitter');
    clock.advance(11 * MINUTE);
    await t.services.publishing.sweepInterrupted();
    const settled = (await publication(id)).body;
    expect(settled.status).toBe('failed');
    expect(settled.lastError).toMatch(/shows no post for this publication\. Retry to publish it\./);
    expect(x.posts()).toHaveLength(0);
  });

  /** An order left `submitting` by a process that died mid-call (what placeOrders commits before calling Business Wire). */
  async function interruptedOrder(): Promise<string> {
    const articleId = await article();
    const em = t.orm.em.fork();
    const now = clock.now();
    const order = em.create(NewswireOrder, {
      organization: em.getReference(Organization, apple.organizationId),
      article: em.getReference(Article, articleId),
      provider: 'businesswire',
      level: 'basic',
      status: 'submitting',
      costCents: 100,
      estimatedReach: 2000,
      attempts: 1,
      sandbox: false,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return order.id;
  }

  const order = async (id: string) =>
    (await apple.get<{ status: string; lastError: string | null; vendorRef: string | null }>(`/api/newswire/orders/${id}`)).body;

  it('leaves an interrupted newswire order unknown when the wire cannot tell, refusing Retry; it never orders it again', async () => {
    const id = await interruptedOrder();
    await t.services.distribution.sweepInterrupted();
    expect((await order(id)).status).toBe('submitting');
    clock.advance(11 * MINUTE);
    await t.services.distribution.sweepInterrupted();
    const settled = await order(id);
    expect(settled.status).toBe('unknown');
    expect(settled.lastError).toMatch(/^Interrupted; check Business Wire before retrying/);
    const retry = await apple.post<{ code: string }>(`/api/newswire/orders/${id}/retry`);
    expect([retry.status, retry.body.code]).toEqual([409, 'order_outcome_unknown']);
    const graphql = await apple.graphql('mutation ($id: ID!) { retryNewswireOrder(input: { id: $id }) { order { id } } }', { id });
    expect(JSON.stringify(graphql)).toContain('order_outcome_unknown');
    expect(postsTo(connect, /\/order$/)).toBe(0);
  });

  describe("through the wire's lookup(idempotencyKey, since)", () => {
    /** What the wire answers for an order (by its idempotency key, the order's id); others: it cannot tell. */
    const answers = new Map<string, () => Promise<NewswireOrderResult | null>>();
    const asked: { key: string; since: Date }[] = [];
    beforeAll(() => {
      // Business Wire's API has no lookup; this stands in for a wire whose API has one.
      registry.newswire('businesswire')!.lookup = (key, since) => {
        asked.push({ key, since });
        return answers.get(key)?.() ?? Promise.reject(new Error('the wire did not answer'));
      };
    });
    afterAll(() => {
      delete registry.newswire('businesswire')!.lookup;
    });

    it('keeps the order unknown while the lookup cannot tell, then records the order it finds (charged once, nothing sent)', async () => {
      const id = await interruptedOrder();
      answers.set(id, () => Promise.reject(new Error('Business Wire answered 503')));
      clock.advance(11 * MINUTE);
      await t.services.distribution.sweepInterrupted();
      expect(await order(id)).toMatchObject({ status: 'unknown', lastError: expect.stringContaining('answered 503') });
      expect(asked.some((a) => a.key === id)).toBe(true);

      // Still untold on the next sweep: still unknown, without a second notice.
      const notices = async () =>
        (await apple.get<{ items: { title: string }[] }>('/api/notifications')).body.items.filter((n) =>
          n.title.includes('check whether the order was sent'),
        ).length;
      const before = await notices();
      answers.set(id, () => Promise.reject(new Error('timeout')));
      await t.services.distribution.sweepInterrupted();
      expect((await order(id)).status).toBe('unknown');
      expect(await notices()).toBe(before);

      answers.set(id, () => Promise.resolve({ vendorRef: 'BW-7781', status: 'submitted', message: 'Found by its release file' }));
      await t.services.distribution.sweepInterrupted();
      expect(await order(id)).toMatchObject({ status: 'submitted', vendorRef: 'BW-7781', lastError: null });
      const charges = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>('select count(*) as n from charges where reference = ?', [`newswire:${id}`]);
      expect(Number(charges[0]!.n)).toBe(1);
      expect(postsTo(connect, /\/order$/)).toBe(0);
    });

    it('fails it as safe to retry when the lookup shows no order', async () => {
      const id = await interruptedOrder();
      answers.set(id, () => Promise.resolve(null));
      clock.advance(11 * MINUTE);
      await t.services.distribution.sweepInterrupted();
      const settled = await order(id);
      expect(settled.status).toBe('failed');
      expect(settled.lastError).toMatch(/shows no order for it\. Retry to distribute it\./);
      expect(postsTo(connect, /\/order$/)).toBe(0);
    });
  });

  it("takes a person's word on an unknown order (audited), not a token's", async () => {
    const id = await interruptedOrder();
    clock.advance(11 * MINUTE);
    await t.services.distribution.sweepInterrupted();
    expect((await order(id)).status).toBe('unknown');
    // A token (even one that may distribute) cannot vouch for what a person saw on the wire's site.
    const partner = partnerClient(t, (await createToken(apple, ['read', 'distribute'])).secret, 'AAPL');
    const byToken = await partner.post<{ code: string }>(`/api/newswire/orders/${id}/outcome`, { sent: true });
    expect(byToken.status).toBe(403);
    expect((await order(id)).status).toBe('unknown');

    const recorded = await apple.graphql(
      'mutation ($id: ID!) { recordNewswireOrderOutcome(input: { id: $id, sent: false }) { order { status } } }',
      { id },
    );
    expect(recorded.data).toEqual({ recordNewswireOrderOutcome: { order: { status: 'FAILED' } } });
    const audit = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ actor_id: string | null; details: { sent: boolean; orderId: string } }[]>(
        "select actor_id, details from audit_log where action = 'newswire.outcome_recorded' and details->>'orderId' = ?",
        [id],
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).not.toBeNull();
    expect(audit[0]!.details.sent).toBe(false);
  });
  it('a second delivery of the job leaves a call that is still under way alone', async () => {
    const id = await interruptedPublication(await article(), 'medium');
    const em = t.orm.em.fork();
    await em.nativeUpdate(Publication, { id }, { jobId: '00000000-0000-4000-8000-000000000001' });
    await t.services.publishing.runScheduled(id, '00000000-0000-4000-8000-000000000001');
    expect((await publication(id)).body.status).toBe('publishing');
    expect(postsTo(medium, /\/posts$/)).toBe(0);
  });
});
