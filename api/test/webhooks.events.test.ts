// Issue 42, point 3: one failing event held three later ones for 3.5 minutes (deliveries went out strictly in
// order per endpoint). Now each delivery has its own retry schedule, every event carries its organization's
// sequence number (body and IssuerWire-Sequence), and GET /api/events (GraphQL `events`) lists the last 30
// days so a receiver replays what it missed. A real HTTP receiver on 127.0.0.1; the app's time is a
// ManualClock, so a retry is due only when the test moves it (the job queue itself runs in real time).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { startReceiver, type Receiver } from './fixtures/webhook-receiver';
import { createTestApp, type TestApp } from './test-app';

interface EventItem {
  id: string;
  type: string;
  sequence: number;
  createdAt: string;
  organizationId: string;
  data: Record<string, unknown>;
}
interface EventPage {
  items: EventItem[];
  nextCursor: string | null;
}

const RETRY_MS = 60_000;
const DAY_MS = 86_400_000;

describe('webhook events: independent deliveries, sequence numbers, replay from GET /api/events', () => {
  const clock = new ManualClock(new Date());
  let t: TestApp;
  let receiver: Receiver;
  let owner: Issuer;
  let other: Issuer;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      clock,
      jobs: { pollingIntervalSeconds: 0.5 },
      env: { WEBHOOK_ALLOWED_HOSTS: new URL(receiver.url).host },
      // A retry waits a minute of the app's time: only the test moving the clock makes it due.
      webhookRetry: { baseMs: RETRY_MS, maxMs: RETRY_MS, giveUpAfterMs: DAY_MS },
    });
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const arrivals = (path: string) => receiver.received.filter((r) => r.path === path && r.event.type !== 'ping');
  const articleOf = (r: { event: { data: Record<string, unknown> } }) => r.event.data.id as string;
  const newArticle = async (issuer: Issuer) =>
    generateArticle(issuer, await createCampaign(issuer, { companyName: issuer === owner ? 'Apple Inc.' : 'Microsoft Corporation' }));

  async function register(issuer: Issuer, path: string): Promise<string> {
    const res = await issuer.post<{ id: string }>('/api/webhooks', { url: `${receiver.url}${path}`, eventTypes: ['article.generated'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await expect
      .poll(() => receiver.received.filter((r) => r.path === path && r.event.type === 'ping').length, { timeout: 10_000 })
      .toBe(1);
    return res.body.id;
  }

  /** Every event the client lists, page by page (`limit` a page), after `after`. */
  async function listAll(client: Pick<Issuer, 'get'>, after = 0, limit = 100): Promise<EventItem[]> {
    const items: EventItem[] = [];
    let cursor: string | null = String(after);
    while (cursor !== null) {
      const page: { status: number; body: EventPage } = await client.get<EventPage>(`/api/events?after=${cursor}&limit=${limit}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      items.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    return items;
  }

  it('delivers later events while a failing one waits for its retry, which carries its original sequence', async () => {
    const endpointId = await register(owner, '/independent');
    let refused: string | undefined;
    let refusing = true;
    // The receiver refuses the first event it gets (500) until told otherwise, and takes every other.
    receiver.answer = (r) => {
      if (r.path !== '/independent' || r.event.type === 'ping') return 200;
      refused ??= r.event.id;
      return refusing && r.event.id === refused ? 500 : 200;
    };
    const a = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await expect.poll(() => arrivals('/independent').length, { timeout: 10_000 }).toBe(1);
    const b = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const c = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const cCommitted = Date.now();

    // B and C arrive and are taken while A waits for its retry (the clock has not moved).
    await expect.poll(() => arrivals('/independent').map(articleOf), { timeout: 15_000 }).toEqual([a, b, c]);
    console.info(`with the first event failing, the third reached the receiver ${Date.now() - cCommitted} ms after it was committed`);
    const first = arrivals('/independent');
    const sequences = first.map((r) => r.event.sequence!);
    expect(sequences[1]).toBe(sequences[0] + 1);
    expect(sequences[2]).toBe(sequences[1] + 1);
    for (const r of first) expect(r.headers['issuerwire-sequence']).toBe(String(r.event.sequence));
    const log = async () =>
      (await owner.get<{ items: { eventId: string; status: string; attempts: number }[] }>(`/api/webhooks/${endpointId}/deliveries`)).body
        .items;
    await expect.poll(async () => (await log()).filter((d) => d.status === 'delivered').length, { timeout: 10_000 }).toBe(3); // B, C and the ping
    expect((await log()).find((d) => d.eventId === refused)).toMatchObject({ status: 'pending', attempts: 1 });

    // A's retry is due a minute later: the receiver takes it, with the same event id, sequence and body.
    refusing = false;
    clock.advance(RETRY_MS);
    await t.services.webhooks.sweep();
    await expect.poll(() => arrivals('/independent').length, { timeout: 10_000 }).toBe(4);
    const retried = arrivals('/independent')[3];
    expect(articleOf(retried)).toBe(a);
    expect(retried.event.id).toBe(refused);
    expect(retried.event.sequence).toBe(sequences[0]);
    expect(retried.headers['issuerwire-sequence']).toBe(String(sequences[0]));
    expect(retried.body).toBe(first[0].body);
    expect(retried.headers['issuerwire-delivery-id']).toBe(first[0].headers['issuerwire-delivery-id']);
    await expect.poll(async () => (await log()).find((d) => d.eventId === refused)?.status, { timeout: 10_000 }).toBe('delivered');

    // A receiver that had processed only up to A replays from A's sequence: exactly B and C, as delivered.
    const reader = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    const replay = await listAll(reader, sequences[0]);
    expect(replay.map((e) => e.id)).toEqual([first[1].event.id, first[2].event.id]);
    expect(replay).toEqual([JSON.parse(first[1].body), JSON.parse(first[2].body)]);
    expect((await reader.get<EventPage>(`/api/events?after=${sequences[2]}`)).body).toEqual({ items: [], nextCursor: null });
    await owner.delete(`/api/webhooks/${endpointId}`);
  });

  it('lists every event of the organization, numbered 1, 2, 3 … without gaps, page by page (limit, nextCursor)', async () => {
    await newArticle(owner);
    const all = await listAll(owner);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.map((e) => e.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(all.every((e) => e.organizationId === owner.organizationId && e.type === 'article.generated')).toBe(true);
    // One at a time, each page's nextCursor naming where the next starts: the same events.
    expect(await listAll(owner, 0, 1)).toEqual(all);
    const page = await owner.get<EventPage>('/api/events?limit=2');
    expect(page.body.items.map((e) => e.sequence)).toEqual([1, 2]);
    expect(page.body.nextCursor).toBe('2');

    // Bad input is a 400 with its code, not a 500.
    for (const [query, code] of [
      ['after=-1', 'invalid_cursor'],
      ['after=abc', 'invalid_cursor'],
      ['limit=0', 'invalid_input'],
      ['limit=101', 'invalid_input'],
    ]) {
      const bad = await owner.get(`/api/events?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code, query).toBe(code);
    }
    // Events carry the organization's content: a token needs the read scope.
    const webhooksOnly = partnerClient(t, (await createToken(owner, ['webhooks'])).secret, 'AAPL');
    const refused = await webhooksOnly.get('/api/events');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('token_scope_missing');
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });

  it("never lists another organization's events; each organization numbers its own", async () => {
    const theirs = await newArticle(other);
    const mine = await listAll(owner);
    const listed = await listAll(other);
    expect(listed.map((e) => [e.sequence, e.data.id])).toEqual([[1, theirs]]);
    expect(mine.some((e) => e.data.id === theirs)).toBe(false);
    expect(listed.some((e) => mine.some((m) => m.id === e.id))).toBe(false);
    const gql = await other.graphql('{ events(first: 10) { totalCount nodes { id sequence } } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.events).toEqual({ totalCount: 1, nodes: [{ id: listed[0].id, sequence: 1 }] });
  });

  it('pages over GraphQL: events(first, after) with cursors, the same events as REST', async () => {
    const rest = await listAll(owner);
    const QUERY = `query ($after: String) { events(first: 2, after: $after) {
      totalCount nodes { id type sequence createdAt data } pageInfo { hasNextPage endCursor } } }`;
    const seen: { id: string; type: string; sequence: number; createdAt: string; data: Record<string, unknown> }[] = [];
    let after: string | null = null;
    for (;;) {
      const answer = await owner.graphql(QUERY, { after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.events as {
        totalCount: number;
        nodes: typeof seen;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      expect(page.totalCount).toBe(rest.length);
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(
      rest.map((e) => ({ id: e.id, type: 'ARTICLE_GENERATED', sequence: e.sequence, createdAt: e.createdAt, data: e.data })),
    );
    const bad = await owner.graphql('{ events(after: "nope") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('invalid_input');
  });

  it("runs docs/partner-api.md's replay sample: it prints exactly the events after the sequence it is given", async () => {
    const doc = readFileSync(new URL('../../docs/partner-api.md', import.meta.url), 'utf8');
    const sample = /```js\n(\/\/ replay\.mjs[\s\S]*?)```/.exec(doc)?.[1];
    expect(sample, 'the replay sample in docs/partner-api.md').toBeDefined();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'iw-replay-'));
    try {
      const file = path.join(dir, 'replay.mjs');
      writeFileSync(file, sample!);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const all = await listAll(owner);
      const token = (await createToken(owner, ['read'])).secret;
      const { stdout } = await promisify(execFile)(process.execPath, [file, String(all[1].sequence)], {
        env: { ...process.env, TOKEN: token, ISSUERWIRE_URL: `http://127.0.0.1:${port}` },
      });
      expect(stdout.trim().split('\n')).toEqual(all.slice(2).map((e) => `${e.sequence} ${e.type} ${e.id}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps 30 days: an older event is no longer listed, and the sweep deletes it', async () => {
    const issuer = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: 'NVIDIA Corporation', plan: 'agency' });
    // A token, not a session: a session ends after 30 idle minutes of the moved clock.
    const reader = partnerClient(t, (await createToken(issuer, ['read', 'content:write'])).secret, 'NVDA');
    await generateArticle(reader, await createCampaign(reader, { companyName: 'NVIDIA Corporation' }));
    expect(await listAll(reader)).toHaveLength(1);
    clock.advance(29 * DAY_MS);
    expect(await listAll(reader)).toHaveLength(1);
    clock.advance(DAY_MS + 60_000);
    expect(await listAll(reader)).toEqual([]);
    const count = async () =>
      Number(
        (
          await t.orm.em
            .fork()
            .getConnection()
            .execute<{ n: string }[]>('select count(*) as n from organization_events where organization_id = ?', [issuer.organizationId])
        )[0]!.n,
      );
    expect(await count()).toBe(1);
    await t.services.webhooks.sweep();
    expect(await count()).toBe(0);
    // The numbering goes on after the window: a new event is 2, not 1 again.
    await generateArticle(reader, await createCampaign(reader, { companyName: 'NVIDIA Corporation' }));
    expect((await listAll(reader)).map((e) => e.sequence)).toEqual([2]);
  });
});
