// Issue 40, point 4: two API instances on one PostgreSQL, both running the alert jobs and both sweeping at
// the release time: every confirmed subscriber still gets exactly one alert. PostgreSQL only (the embedded
// database is one process).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app';

const T0 = new Date('2026-03-16T14:00:00Z');
const SUBSCRIBERS = 120; // more than two batches of 50

describe.skipIf(!process.env.DATABASE_URL)('newsroom alerts across two instances', { timeout: 300_000 }, () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let smtp: TestSmtpServer;
  const clock = new ManualClock(new Date('2026-03-16T13:58:00Z'));

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startTestSmtpServer();
    const env = {
      SMTP_URL: smtp.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CREDENTIALS_KEY: randomBytes(32).toString('hex'),
    };
    a = await createTestApp({ database: db, env, clock, jobs: { pollingIntervalSeconds: 0.5 } });
    b = await createTestApp({ database: db, env, clock, jobs: { pollingIntervalSeconds: 0.5 } });
  }, 300_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('sends one alert per subscriber per release, whichever instance claims it', async () => {
    const acme = await createVerifiedIssuer(a, { ticker: 'ACME', companyName: 'Acme Gold Corp', exchange: 'TSXV', plan: 'agency' });
    expect((await acme.get('/api/newsroom')).status).toBe(200);
    // Confirmed subscribers written directly: subscribing is tested in newsroom-alerts.test.ts.
    const conn = a.orm.em.fork().getConnection();
    for (let i = 0; i < SUBSCRIBERS; i += 1) {
      await conn.execute(
        `insert into newsroom_subscribers (id, organization_id, email, status, confirmed_at) values (?, ?, ?, 'confirmed', now())`,
        [randomUUID(), acme.organizationId, `investor${i}@alerts.test`],
      );
    }
    const id = await generateArticle(acme, await createCampaign(acme, { companyName: 'Acme Gold Corp' }));
    expect((await acme.post(`/api/articles/${id}/publish`, { platforms: ['newsroom'], scheduledFor: T0.toISOString() })).status).toBe(200);

    clock.set(T0);
    await Promise.all([a.services.newsroomAlerts.sweep(), b.services.newsroomAlerts.sweep(), a.services.newsroomAlerts.sweep()]);
    const alerts = () => smtp.messages.filter((m) => m.subject.startsWith('Acme Gold Corp Newsroom:'));
    const end = Date.now() + 120_000;
    while (alerts().length < SUBSCRIBERS && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    // Sweeps after the fact find nothing left to send.
    await Promise.all([a.services.newsroomAlerts.sweep(), b.services.newsroomAlerts.sweep()]);
    const [{ n }] = await conn.execute(`select count(*)::int as n from newsroom_alerts where status = 'sent'`);
    expect(n).toBe(SUBSCRIBERS);
    const recipients = alerts().flatMap((m) => m.to);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
  });
});
