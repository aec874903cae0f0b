// Issue 40, point 8: a channel of a release more than 120 s past its time without being live raises, once
// per channel (across sweeps, restarts and instances: a unique row), an in-app notification, a mail to the
// organization's owners and the article's author with a link to its Release tab, and a `release.delayed`
// webhook. And the receipt of a real wire order (Business Wire Connect, faked): sent, delayed, live, failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { ManualClock } from '../src/lib/clock';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { callWithKey, fakeVendorRegistry, generateArticle, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import { Client, createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { joinTeam, twoFactorOn, type Account } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

interface Receipt {
  channels: { channel: string; name: string; status: string; at: string | null; permalink: string | null; detail: string | null }[];
}
interface Notifications {
  items: { kind: string; title: string; body: string; articleId: string | null }[];
}
interface Deliveries {
  items: { eventType: string; body: string | null }[];
}

const HOOK = 'http://127.0.0.1:9/release-hooks';

describe('a delayed channel raises an alert, once', { timeout: 300_000 }, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let connect: FakeVendor;
  let clock: ManualClock;
  let acme: Issuer;
  let beta: Issuer;
  let writer: Account;
  let ownerEmail = '';
  let hookId = '';
  let betaHookId = '';

  const delayMails = () => smtp.messages.filter((m) => m.subject.startsWith('Release delayed:'));
  const receipt = async (articleId: string) => {
    const res = await acme.get<Receipt>(`/api/articles/${articleId}/release`);
    expect(res.status).toBe(200);
    return res.body.channels;
  };
  const delayedNotices = async (issuer: Issuer) =>
    (await issuer.get<Notifications>('/api/notifications')).body.items.filter((n) => n.kind === 'release.delayed');
  const deliveries = async (issuer: Issuer, id: string) =>
    (await issuer.get<Deliveries>(`/api/webhooks/${id}/deliveries`)).body.items.filter((d) => d.eventType === 'release.delayed');

  const emailOf = async (issuer: Issuer) =>
    ((await t.orm.em.fork().getConnection().execute('select email from users where id = ?', [issuer.userId]))[0] as { email: string })
      .email;

  /** An article written by the editor (its author) and ordered now through Business Wire by the owner. */
  async function wired(title: string): Promise<{ articleId: string; orderId: string }> {
    const author = Object.assign(new Client(t, writer.browser.cookie), { ticker: 'ACME' });
    const articleId = await generateArticle(author, await createCampaign(author, { companyName: 'Acme Gold Corp', title }));
    const res = await callWithKey<{ orders: { id: string; status: string }[] }>(t, acme.cookie, 'POST', '/api/newswire/distribute', {
      articleId,
      providers: ['businesswire'],
      distributionLevel: 'basic',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.orders[0].status).toBe('submitted');
    return { articleId, orderId: res.body.orders[0].id };
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    connect = await startFakeConnect();
    // Real time to start from (the writer's second factor is a TOTP of it); moved by hand from there.
    clock = new ManualClock(new Date());
    t = await createTestApp({
      clock,
      plugins: fakeVendorRegistry({ connectUrl: connect.url }),
      env: { SMTP_URL: smtp.url, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9', PUBLIC_URL: 'https://app.issuerwire.test' },
      authRateLimit: { max: 10_000, timeWindowMs: 60_000 },
      // A team approves its releases first; not what these tests are about.
      approval: { missingApproval: async () => null },
    });
    acme = await createVerifiedIssuer(t, { ticker: 'ACME', companyName: 'Acme Gold Corp', plan: 'agency' });
    beta = await createVerifiedIssuer(t, { ticker: 'BETA', companyName: 'Beta Metals', plan: 'agency' });
    ownerEmail = await emailOf(acme);
    // The owner's client is the browser joinTeam and twoFactorOn need (they only post); a team's owner uses two factors.
    const owner = { browser: acme } as unknown as Account;
    writer = await joinTeam(t, smtp, owner, 'writer@acme.example', 'editor');
    await twoFactorOn(owner);
    for (const [issuer, set] of [
      [acme, (id: string) => (hookId = id)],
      [beta, (id: string) => (betaHookId = id)],
    ] as const) {
      const res = await issuer.post<{ id: string }>('/api/webhooks', { url: HOOK, eventTypes: ['release.delayed'] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      set(res.body.id);
    }
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await connect?.close();
    await smtp?.close();
  });

  it('maps a real wire order on the receipt: sent, delayed 120 s after its time, live with its URL once confirmed, failed', async () => {
    const { articleId, orderId } = await wired('Acme drills at Red Lake');
    const wire = (channels: Receipt['channels']) => channels.filter((c) => c.channel === 'wire');
    expect(wire(await receipt(articleId))).toEqual([
      { channel: 'wire', name: 'businesswire', status: 'sent', at: clock.now().toISOString(), permalink: null, detail: expect.any(String) },
    ]);
    clock.advance(120_000);
    expect(wire(await receipt(articleId))[0].status).toBe('sent');
    clock.advance(1_000);
    expect(wire(await receipt(articleId))[0].status).toBe('delayed');

    const confirmed = await acme.post(`/api/newswire/orders/${orderId}/confirm`, {
      releaseUrl: 'https://www.businesswire.com/news/acme-1',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(wire(await receipt(articleId))[0]).toMatchObject({
      status: 'live',
      at: clock.now().toISOString(),
      permalink: 'https://www.businesswire.com/news/acme-1',
    });

    // A vendor that refuses the order: failed, with what it said.
    connect.route('POST /api/v1/clientServices/order', { status: 422, json: { message: 'Release text exceeds the circuit limit' } });
    const author = Object.assign(new Client(t, writer.browser.cookie), { ticker: 'ACME' });
    const refusedId = await generateArticle(author, await createCampaign(author, { companyName: 'Acme Gold Corp' }));
    const refused = await callWithKey(t, acme.cookie, 'POST', '/api/newswire/distribute', {
      articleId: refusedId,
      providers: ['businesswire'],
      distributionLevel: 'basic',
    });
    expect(refused.status).toBe(502);
    let next = 900_000;
    connect.route('POST /api/v1/clientServices/order', () => ({ status: 200, json: { orderId: (next += 1) } }));
    const [failed] = wire(await receipt(refusedId));
    expect(failed.status).toBe('failed');
    expect(failed.detail).toContain('circuit limit');
    clock.advance(600_000);
    expect(wire(await receipt(refusedId))[0].status).toBe('failed');
    // Live and failed channels raise nothing, however late.
    expect(await t.services.releaseDelays.sweep()).toBe(0);
    expect(await delayedNotices(acme)).toEqual([]);
  });

  it('raises one notification, one mail per owner and author, one webhook for a channel 121 s late; a live one none; a second sweep nothing', async () => {
    const late = await wired('Acme lifts its outlook');
    const onTime = await wired('Acme names a new CFO');
    clock.advance(60_000);
    // Not late yet: nothing.
    expect(await t.services.releaseDelays.sweep()).toBe(0);
    const confirmed = await acme.post(`/api/newswire/orders/${onTime.orderId}/confirm`, {
      releaseUrl: 'https://www.businesswire.com/news/acme-2',
    });
    expect(confirmed.status).toBe(200);
    clock.advance(61_000); // 121 s after both orders went out
    expect((await receipt(late.articleId)).find((c) => c.channel === 'wire')?.status).toBe('delayed');

    // Two sweeps at once (two instances): one raises it.
    const raised = await Promise.all([t.services.releaseDelays.sweep(), t.services.releaseDelays.sweep()]);
    expect(raised.sort()).toEqual([0, 1]);
    const notices = await delayedNotices(acme);
    expect(notices).toEqual([
      expect.objectContaining({ articleId: late.articleId, title: 'Release delayed: the newswire (businesswire)' }),
    ]);
    const mails = delayMails();
    expect(mails.map((m) => m.to.join(',')).sort()).toEqual([ownerEmail, 'writer@acme.example'].sort());
    for (const mail of mails) expect(mail.text).toContain(`https://app.issuerwire.test/articles/${late.articleId}?tab=release`);

    const hooks = await deliveries(acme, hookId);
    expect(hooks).toHaveLength(1);
    const event = JSON.parse(hooks[0].body!) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('release.delayed');
    expect(event.data).toMatchObject({
      articleId: late.articleId,
      channel: 'wire',
      name: 'businesswire',
      status: 'delayed',
      dueAt: new Date(clock.now().getTime() - 121_000).toISOString(),
    });

    // Again, later, and as often as the minute job would: nothing new.
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      expect(await t.services.releaseDelays.sweep()).toBe(0);
    }
    expect(await delayedNotices(acme)).toHaveLength(1);
    expect(delayMails()).toHaveLength(2);
    expect(await deliveries(acme, hookId)).toHaveLength(1);
    const rows = await t.orm.em.fork().getConnection().execute('select mail_status from release_delays');
    expect(rows).toEqual([{ mail_status: 'sent' }]);
  });

  it("shows another organization nothing: no notice, no mail, no webhook, and not the article's receipt", async () => {
    expect(await delayedNotices(beta)).toEqual([]);
    expect(await deliveries(beta, betaHookId)).toEqual([]);
    const betaEmail = await emailOf(beta);
    expect(delayMails().filter((m) => m.to.includes(betaEmail))).toEqual([]);
    const [{ article_id: articleId }] = await t.orm.em.fork().getConnection().execute('select article_id from release_delays');
    expect((await beta.get(`/api/articles/${articleId as string}/release`)).status).toBe(404);
  });

  it('raises the email alerts of a newsroom release live for 121 s and not mailed, once, as "the investor email alerts"', async () => {
    expect((await acme.get('/api/newsroom')).status).toBe(200);
    const author = Object.assign(new Client(t, writer.browser.cookie), { ticker: 'ACME' });
    const articleId = await generateArticle(author, await createCampaign(author, { companyName: 'Acme Gold Corp' }));
    const at = new Date(clock.now().getTime() + 60_000);
    const res = await acme.post(`/api/articles/${articleId}/publish`, { platforms: ['newsroom'], scheduledFor: at.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    clock.advance(60_000 + 120_000);
    // Live 120 s, the alerts not queued (no alert sweep ran): not late yet.
    expect(await t.services.releaseDelays.sweep()).toBe(0);
    clock.advance(1_000);
    const before = delayMails().length;
    expect(await t.services.releaseDelays.sweep()).toBe(1);
    expect(await t.services.releaseDelays.sweep()).toBe(0);
    const notices = (await delayedNotices(acme)).filter((n) => n.articleId === articleId);
    expect(notices.map((n) => n.title)).toEqual(['Release delayed: the investor email alerts']);
    expect(delayMails().slice(before)).toHaveLength(2);
    const events = (await deliveries(acme, hookId)).map((d) => JSON.parse(d.body!) as { data: { articleId: string; channel: string } });
    expect(events.filter((e) => e.data.articleId === articleId).map((e) => e.data.channel)).toEqual(['alerts']);
  });
});
