// Issue 40, point 4: investor email alerts. Double opt-in without an oracle, rate limits, one-click
// unsubscribe (RFC 8058) with its headers, exactly one alert per confirmed subscriber per release once the
// release is live (never before), retried on a temporary SMTP failure, and the owner's list in Settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../src/mail/mail.testing';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const T0 = new Date('2026-03-16T14:00:00Z');

/** A header of a received mail, unfolded. */
function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

async function until(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('newsroom email alerts', { timeout: 300_000 }, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let clock: ManualClock;
  let acme: Issuer;
  let beta: Issuer;
  let ip = 0;
  let releasedId = '';

  /** Each call from its own address unless given one: clear of the per-address limit. */
  const subscribe = (slug: string, email: unknown, remoteAddress = `10.77.${(ip >> 8) & 255}.${++ip & 255}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/newsroom/${slug}/subscriptions`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
      remoteAddress,
    });
  /** A form POST as a browser without script (or a mailbox provider) sends it: no cookie. */
  const postForm = (url: string, payload: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload, remoteAddress });
  const confirmations = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('Confirm'));
  const alerts = (email?: string) =>
    smtp.messages.filter((m) => m.subject.startsWith('Acme Gold Corp Newsroom:') && (!email || m.to.includes(email)));

  /** Subscribes and confirms through the mailed page's button. */
  async function subscribed(slug: string, email: string): Promise<void> {
    const before = confirmations(email).length;
    expect((await subscribe(slug, email)).statusCode).toBe(202);
    const mail = await smtp.waitFor((m) => confirmations(email).length > before && m === confirmations(email).at(-1));
    const link = new URL(/https?:\/\/\S+\/confirm\/\S+/.exec(mail.text)![0]);
    const res = await postForm(link.pathname, '');
    expect(res.statusCode, res.body).toBe(200);
  }

  async function publishAt(at: Date, title: string): Promise<string> {
    const id = await generateArticle(acme, await createCampaign(acme, { companyName: 'Acme Gold Corp' }));
    const current = (await acme.get<{ content: string }>(`/api/articles/${id}`)).body;
    expect((await acme.put(`/api/articles/${id}`, { title, content: current.content })).status).toBe(200);
    const res = await acme.post(`/api/articles/${id}/publish`, { platforms: ['newsroom'], scheduledFor: at.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return id;
  }

  const rows = async (sql: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(sql, params);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    clock = new ManualClock(new Date('2026-03-16T13:55:00Z'));
    t = await createTestApp({
      clock,
      env: { SMTP_URL: smtp.url },
      jobs: { pollingIntervalSeconds: 0.5 },
      authRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    });
    acme = await createVerifiedIssuer(t, { ticker: 'ACME', companyName: 'Acme Gold Corp', exchange: 'TSXV', plan: 'agency' });
    beta = await createVerifiedIssuer(t, { ticker: 'BETA', companyName: 'Beta Metals', exchange: 'TSXV', plan: 'agency' });
    // Made on first use: both newsrooms exist from here.
    expect((await acme.get('/api/newsroom')).status).toBe(200);
    expect((await beta.get('/api/newsroom')).status).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers 202 with the same words for a new, a pending and a confirmed address, and mails only who is not confirmed', async () => {
    const first = await subscribe('acme', 'Ann@Investor.test');
    expect(first.statusCode).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes('ann@investor.test') && m.subject.startsWith('Confirm'));
    const link = new URL(/https?:\/\/\S+\/confirm\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toMatch(/^\/newsroom\/acme\/confirm\/[\w-]{20,}$/);

    // A link scanner's GET shows the button and confirms nothing.
    const page = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<form class="subscribe" method="post" action="${link.pathname}">`));
    expect((page.body.match(/<button/g) ?? []).length).toBe(1);
    expect((await acme.get('/api/newsroom/subscribers')).body).toEqual({ count: 0, pending: 1 });

    const posted = await postForm(link.pathname, '');
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('You are subscribed');
    expect((await acme.get('/api/newsroom/subscribers')).body).toEqual({ count: 1, pending: 0 });
    // The token is spent.
    expect((await t.app.inject({ method: 'POST', url: link.pathname, payload: '' })).statusCode).toBe(404);

    // Confirmed already: the same answer, and no mail at all.
    const again = await subscribe('acme', 'ann@investor.test');
    const unknown = await subscribe('acme', 'someone-new@investor.test');
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(unknown.body);
    expect(again.body).toBe(first.body);
    await t.services.newsroomAlerts.settled();
    expect(confirmations('ann@investor.test')).toHaveLength(1);
    expect(confirmations('someone-new@investor.test')).toHaveLength(1);
  });

  it('refuses a malformed address (400) and an unknown newsroom (404)', async () => {
    const bad = await subscribe('acme', 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input' });
    expect((await subscribe('nobody-here', 'ann@investor.test')).statusCode).toBe(404);
  });

  it('limits subscriptions per client address (429) and confirmation mails per email (quietly)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await subscribe('acme', `burst${i}@investor.test`, '10.99.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    const limited = await subscribe('acme', 'burst-last@investor.test', '10.99.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBeDefined();

    // One address asked for from many networks: the same 202, at most three mails an hour.
    const answers = new Set<string>();
    for (let i = 0; i < 5; i += 1) answers.add((await subscribe('acme', 'target@investor.test')).body);
    expect(answers.size).toBe(1);
    await t.services.newsroomAlerts.settled();
    expect(confirmations('target@investor.test')).toHaveLength(3);
  });

  it('works without JavaScript: the newsroom page has a subscribe form that posts and answers a page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/newsroom/acme' });
    // On the page's own origin: the CSP's form-action 'self' allows it wherever PUBLIC_URL points.
    expect(page.body).toContain('<form class="subscribe" method="post" action="/newsroom/acme/subscribe">');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const res = await postForm('/newsroom/acme/subscribe', 'email=form%40investor.test', '10.88.0.1');
    expect(res.statusCode).toBe(202);
    expect(res.body).toContain('Check your mail');
    await smtp.waitFor((m) => m.to.includes('form@investor.test') && m.subject.startsWith('Confirm'));
  });

  it('mails each confirmed subscriber once when the release goes live, never before, with one-click unsubscribe headers', async () => {
    for (const email of ['bo@investor.test', 'cy@investor.test', 'flaky@investor.test', 'gone@investor.test'])
      await subscribed('acme', email);
    await subscribed('beta', 'other-company@investor.test');
    expect(await subscribe('acme', 'pending@investor.test')).toMatchObject({ statusCode: 202 });
    smtp.refuse.set('flaky@investor.test', 451); // a temporary failure: tried again
    smtp.refuse.set('gone@investor.test', 550); // refused for good: never tried again

    releasedId = await publishAt(T0, 'Acme strikes gold at Red Lake');
    // Before T0 the sweep sends nothing, however often it runs.
    for (const at of ['2026-03-16T13:57:00Z', '2026-03-16T13:59:59Z']) {
      clock.set(new Date(at));
      await t.services.newsroomAlerts.sweep();
    }
    expect(await rows('select count(*)::int as n from newsroom_alerts')).toEqual([{ n: 0 }]);
    expect(alerts()).toHaveLength(0);

    clock.set(T0);
    await t.services.newsroomAlerts.sweep();
    await until(async () => alerts('bo@investor.test').length + alerts('cy@investor.test').length === 2, 'the first alerts');
    await until(
      async () => (await rows(`select count(*)::int as n from newsroom_alerts where status = 'failed'`))[0].n === 1,
      'the refusal',
    );
    // The temporary failure went back to the queue; the next sweep (or pg-boss's retry) sends it.
    await until(async () => {
      await t.services.newsroomAlerts.sweep();
      return alerts('flaky@investor.test').length === 1;
    }, 'the retried alert');

    const mail = alerts('bo@investor.test')[0];
    expect(mail.subject).toBe('Acme Gold Corp Newsroom: Acme strikes gold at Red Lake');
    expect(mail.text).toContain(`${t.config.publicUrl}/newsroom/acme/acme-strikes-gold-at-red-lake`);
    const unsubscribe = mailHeader(mail, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\/[0-9a-f-]{36}\.[0-9a-f]{32}>$/);
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // More sweeps and a second fan-out of the same release change nothing: one mail each, ever.
    await t.services.newsroomAlerts.sweep();
    const [{ id: releaseId }] = await rows('select id from newsroom_releases where slug = ?', ['acme-strikes-gold-at-red-lake']);
    expect(await t.services.newsroomAlerts.fanOut(releaseId as string)).toBe(0);
    const byStatus = await rows('select status, count(*)::int as n from newsroom_alerts group by status order by status');
    expect(byStatus).toEqual([
      { status: 'failed', n: 1 },
      { status: 'sent', n: 4 },
    ]);
    for (const email of ['ann@investor.test', 'bo@investor.test', 'cy@investor.test', 'flaky@investor.test']) {
      expect(alerts(email)).toHaveLength(1);
    }
    expect(alerts('gone@investor.test')).toHaveLength(0);
    expect(alerts('pending@investor.test')).toHaveLength(0);
    expect(alerts('other-company@investor.test')).toHaveLength(0);
  });

  it('answers a receipt per channel (point 8): the newsroom, its feeds and the alerts, live or delayed past 120 s', async () => {
    interface Receipt {
      channels: { channel: string; name: string; status: string; at: string | null; permalink: string | null; detail: string | null }[];
    }
    const first = await acme.get<Receipt>(`/api/articles/${releasedId}/release`);
    expect(first.status).toBe(200);
    const permalink = `${t.config.publicUrl}/newsroom/acme/acme-strikes-gold-at-red-lake`;
    expect(first.body.channels).toEqual([
      { channel: 'newsroom', name: 'newsroom', status: 'live', at: T0.toISOString(), permalink, detail: null },
      ...['rss', 'atom', 'json'].map((f) => ({
        channel: 'feed',
        name: f,
        status: 'live',
        at: T0.toISOString(),
        permalink: `${t.config.publicUrl}/newsroom/acme/feed.${f}`,
        detail: null,
      })),
      expect.objectContaining({ channel: 'alerts', status: 'sent', detail: '4 sent, 0 waiting, 1 failed of 5' }),
    ]);
    // GraphQL answers the same receipt (its enums in upper case).
    const gql = await acme.graphql('query($id: ID!) { articleRelease(articleId: $id) { channels { channel status permalink } } }', {
      id: releasedId,
    });
    expect(gql.data).toEqual({
      articleRelease: {
        channels: first.body.channels.map((c) => ({
          channel: c.channel.toUpperCase(),
          status: c.status.toUpperCase(),
          permalink: c.permalink,
        })),
      },
    });
    // Another organization's article is not there for it.
    expect((await beta.get(`/api/articles/${releasedId}/release`)).status).toBe(404);

    // A release live for over 120 s whose alerts have not gone out yet: delayed.
    const at = new Date(clock.now().getTime() + 60_000);
    const second = await publishAt(at, 'Acme lifts its outlook');
    const before = await acme.get<Receipt>(`/api/articles/${second}/release`);
    expect(before.body.channels.map((c) => `${c.channel}:${c.status}`)).toEqual([
      'newsroom:scheduled',
      'feed:scheduled',
      'feed:scheduled',
      'feed:scheduled',
      'alerts:scheduled',
    ]);
    clock.set(new Date(at.getTime() + 121_000));
    const late = await acme.get<Receipt>(`/api/articles/${second}/release`);
    expect(late.body.channels.find((c) => c.channel === 'newsroom')?.status).toBe('live');
    expect(late.body.channels.find((c) => c.channel === 'alerts')?.status).toBe('delayed');
    await t.services.newsroomAlerts.sweep();
    await until(async () => {
      const now = await acme.get<Receipt>(`/api/articles/${second}/release`);
      return now.body.channels.find((c) => c.channel === 'alerts')?.status === 'sent';
    }, 'the second release alerts');
  });

  it('unsubscribes with one POST of List-Unsubscribe=One-Click and no cookie; a GET only shows the button', async () => {
    const url = new URL(mailHeader(alerts('bo@investor.test')[0], 'List-Unsubscribe')!.slice(1, -1));
    const before = (await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count;

    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count).toBe(before);

    // What a mailbox provider sends (RFC 8058 section 3.2): no cookie, no Origin.
    const res = await postForm(url.pathname, 'List-Unsubscribe=One-Click');
    expect(res.statusCode, res.body).toBe(200);
    expect((await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count).toBe(before - 1);

    // The multipart form some providers post works the same.
    const cy = new URL(mailHeader(alerts('cy@investor.test')[0], 'List-Unsubscribe')!.slice(1, -1));
    const boundary = 'x0x0x0';
    const multipart = await t.app.inject({
      method: 'POST',
      url: cy.pathname,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count).toBe(before - 2);

    // A forged token: the same page, nobody removed.
    const forged = url.pathname.replace(/.{4}$/, '0000');
    const other = await postForm(forged, 'List-Unsubscribe=One-Click');
    expect(other.statusCode).toBe(200);
    expect((await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count).toBe(before - 2);
    // Without the one-click field nothing happens.
    const flaky = new URL(mailHeader(alerts('flaky@investor.test')[0], 'List-Unsubscribe')!.slice(1, -1));
    const empty = await postForm(flaky.pathname, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'invalid_input' });
    expect((await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count).toBe(before - 2);
  });

  it("shows the owner only the count, the export and removal, of their own organization's list", async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/newsroom/subscribers.csv',
      headers: { cookie: `iw_session=${acme.cookie}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split(/\r\n/);
    expect(lines[0]).toBe('email,confirmed_at');
    const emails = lines.slice(1).map((l) => l.split(',')[0]);
    expect(emails).toContain('ann@investor.test');
    expect(emails).not.toContain('other-company@investor.test');
    expect(emails).not.toContain('pending@investor.test');

    const betaCount = (await beta.get<{ count: number }>('/api/newsroom/subscribers')).body;
    expect(betaCount).toEqual({ count: 1, pending: 0 });
    // Another organization cannot remove acme's subscribers.
    expect((await beta.call('DELETE', '/api/newsroom/subscribers', { emails: ['ann@investor.test'] })).body).toEqual({ removed: 0 });
    const removed = await acme.call('DELETE', '/api/newsroom/subscribers', { emails: ['ANN@investor.test'] });
    expect(removed.body).toEqual({ removed: 1 });
    expect((await acme.get<{ count: number }>('/api/newsroom/subscribers')).body.count).toBe(emails.length - 1);

    // GraphQL reads and removes the same way.
    const read = await acme.graphql('{ newsroomSubscribers { count pending } }');
    expect(read.data).toEqual({ newsroomSubscribers: (await acme.get('/api/newsroom/subscribers')).body });
    const gone = await acme.graphql(
      'mutation($input: RemoveNewsroomSubscribersInput!) { removeNewsroomSubscribers(input: $input) { subscribers { count } userErrors { code } } }',
      { input: { emails: ['flaky@investor.test'] } },
    );
    expect(gone.data).toEqual({ removeNewsroomSubscribers: { subscribers: { count: emails.length - 2 }, userErrors: [] } });

    // Not for partner tokens, nor anyone signed out.
    const { secret } = await createToken(acme, ['read', 'content:write']);
    const partner = partnerClient(t, secret, 'ACME');
    expect((await partner.get('/api/newsroom/subscribers')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsroom/subscribers.csv' })).statusCode).toBe(401);
  });
});
