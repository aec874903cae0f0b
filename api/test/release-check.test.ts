import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { Client, createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface Finding {
  code: string;
  severity: string;
  message: string;
  noticeDeadline?: string;
  resolved?: boolean;
}
interface ReleaseCheckJson {
  articleId: string;
  scheduledFor: string;
  exchange: string | null;
  timeZone: string | null;
  exchangeTime: string | null;
  exchangeTimeLabel: string | null;
  tradingDay: boolean | null;
  exchangeNotifiedAt: string | null;
  findings: Finding[];
}

/**
 * Issue 40 point 7: a release time read against the issuer's own exchange calendar, over REST and GraphQL;
 * the exchange notice the issuer records resolves market_hours_notice. (The calendar rows themselves, every
 * exchange and both DST switchovers, are in src/modules/release/release-timing.test.ts.)
 */
describe('release timing guardrails', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-30T14:00:00Z')); // Monday 09:00 ET, 14:00 London
  let nasdaq: Issuer;
  let london: Issuer;
  let nasdaqArticle: string;
  let londonArticle: string;

  const article = async (issuer: Issuer, companyName: string) => {
    const campaignId = await createCampaign(issuer, { companyName, format: 'press-release' });
    const res = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.article.id;
  };
  const check = (issuer: Client, articleId: string, scheduledFor?: string) =>
    issuer.get<ReleaseCheckJson & { code?: string; message?: string }>(
      `/api/articles/${articleId}/release-check${scheduledFor ? `?scheduledFor=${encodeURIComponent(scheduledFor)}` : ''}`,
    );

  beforeAll(async () => {
    t = await createTestApp({ clock });
    nasdaq = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', exchange: 'NASDAQ' });
    london = await createVerifiedIssuer(t, { ticker: 'VOD', companyName: 'Vodafone Group Plc', exchange: 'LSE' });
    nasdaqArticle = await article(nasdaq, 'Apple Inc.');
    londonArticle = await article(london, 'Vodafone Group Plc');
  });
  afterAll(async () => t?.close());

  it("reads the time on the exchange's clock and names what the exchange asks", async () => {
    const res = await check(nasdaq, nasdaqArticle, '2026-11-30T10:15:00-05:00');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      articleId: nasdaqArticle,
      scheduledFor: '2026-11-30T15:15:00.000Z',
      exchange: 'Nasdaq',
      timeZone: 'America/New_York',
      exchangeTime: '2026-11-30T10:15:00-05:00',
      tradingDay: true,
      exchangeNotifiedAt: null,
    });
    expect(res.body.exchangeTimeLabel).toContain('10:15');
    expect(res.body.findings).toEqual([
      expect.objectContaining({
        code: 'market_hours_notice',
        severity: 'warning',
        resolved: false,
        noticeDeadline: '2026-11-30T15:05:00.000Z',
      }),
    ]);
    expect(res.body.findings[0]!.message).toMatch(/Nasdaq MarketWatch.*10 minutes/);

    const closing = await check(nasdaq, nasdaqArticle, '2026-11-30T20:55:00Z');
    expect(closing.body.findings.map((f) => f.code).sort()).toEqual(['closing_window', 'market_hours_notice']);

    // Absent: now (the test clock's Monday 09:00 ET).
    const now = await check(nasdaq, nasdaqArticle);
    expect(now.body.scheduledFor).toBe('2026-11-30T14:00:00.000Z');

    const rns = await check(london, londonArticle, '2026-11-30T06:30:00Z');
    expect(rns.body).toMatchObject({ exchange: 'London Stock Exchange', exchangeTime: '2026-11-30T06:30:00+00:00' });
    expect(rns.body.findings.map((f) => f.code)).toEqual(['outside_rns_hours']);
    const holiday = await check(london, londonArticle, '2026-12-28T09:00:00Z');
    expect(holiday.body.findings.map((f) => f.code).sort()).toEqual(['market_closed_day', 'outside_rns_hours']);
  });

  it('refuses a time without a zone (no_time_zone) and a time that is not one, and another issuer’s article', async () => {
    const bare = await check(nasdaq, nasdaqArticle, '2026-11-30T10:15');
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 'no_time_zone' });
    expect(bare.body.message).toMatch(/time zone/);
    const garbage = await check(nasdaq, nasdaqArticle, 'next tuesday');
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe('invalid_input');
    const impossible = await check(nasdaq, nasdaqArticle, '2026-02-30T25:00:00Z');
    expect(impossible.status).toBe(400);

    expect((await check(london, nasdaqArticle, '2026-11-30T15:15:00Z')).status).toBe(404);
    expect((await check(new Client(t, undefined), nasdaqArticle)).status).toBe(401);
  });

  it('resolves the notice once the issuer records telling the exchange in time; audited; never in the future', async () => {
    const at = '2026-11-30T15:15:00Z';
    const future = await nasdaq.put<{ code: string }>(`/api/articles/${nasdaqArticle}/exchange-notice`, {
      notifiedAt: '2026-11-30T14:30:00Z',
    });
    expect(future.status).toBe(400);
    const bare = await nasdaq.put<{ code: string }>(`/api/articles/${nasdaqArticle}/exchange-notice`, { notifiedAt: '2026-11-30T09:00' });
    expect(bare.body.code).toBe('no_time_zone');

    const { secret } = await createToken(nasdaq, ['read']);
    const reader = partnerClient(t, secret, 'AAPL');
    expect((await reader.put(`/api/articles/${nasdaqArticle}/exchange-notice`, {})).status).toBe(403);
    expect((await check(reader, nasdaqArticle, at)).status).toBe(200);

    const recorded = await nasdaq.put<{ exchangeNotifiedAt: string }>(`/api/articles/${nasdaqArticle}/exchange-notice`, {
      notifiedAt: '2026-11-30T08:58:00-05:00',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.exchangeNotifiedAt).toBe('2026-11-30T13:58:00.000Z');

    const inTime = await check(nasdaq, nasdaqArticle, at);
    expect(inTime.body.exchangeNotifiedAt).toBe('2026-11-30T13:58:00.000Z');
    expect(inTime.body.findings).toEqual([expect.objectContaining({ code: 'market_hours_notice', severity: 'info', resolved: true })]);
    // A release moved to before the notice plus 10 minutes is not covered by it.
    const tooSoon = await check(nasdaq, nasdaqArticle, '2026-11-30T14:05:00Z');
    expect(tooSoon.body.findings[0]).toMatchObject({ code: 'market_hours_notice', resolved: false });

    const audit = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select details from audit_log where action = 'release.exchange_notified' and entity_id = ?`, [nasdaqArticle]);
    expect(audit).toHaveLength(1);
  });

  it('answers the same over GraphQL', async () => {
    const query = `query($id: ID!, $at: DateTimeISO) { releaseCheck(articleId: $id, scheduledFor: $at) {
      exchange exchangeTime tradingDay findings { code severity resolved noticeDeadline } } }`;
    const res = await london.graphql(query, { id: londonArticle, at: '2026-11-30T06:30:00.000Z' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.releaseCheck).toEqual({
      exchange: 'London Stock Exchange',
      exchangeTime: '2026-11-30T06:30:00+00:00',
      tradingDay: true,
      findings: [{ code: 'OUTSIDE_RNS_HOURS', severity: 'WARNING', resolved: null, noticeDeadline: null }],
    });

    const mutation = `mutation($input: RecordExchangeNoticeInput!) { recordExchangeNotice(input: $input) {
      notice { articleId exchangeNotifiedAt } userErrors { field code } } }`;
    const refused = await nasdaq.graphql(mutation, { input: { articleId: nasdaqArticle, notifiedAt: '2026-12-01T00:00:00.000Z' } });
    expect(refused.data!.recordExchangeNotice).toMatchObject({ notice: null, userErrors: [{ field: 'notifiedAt' }] });
    const ok = await nasdaq.graphql(mutation, { input: { articleId: nasdaqArticle } });
    expect(ok.data!.recordExchangeNotice).toEqual({
      notice: { articleId: nasdaqArticle, exchangeNotifiedAt: '2026-11-30T14:00:00.000Z' },
      userErrors: [],
    });
  });
});
