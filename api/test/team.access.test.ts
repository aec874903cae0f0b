import { LockMode } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization } from '../src/modules/identity';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import type { AddressInfo } from 'node:net';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { campaignBody, markVerified } from './fixtures/issuers';
import {
  acceptInvitation,
  signUp,
  turnOnTwoFactor,
  type Account,
  type Answer,
  type IdentityTestApp,
  createIdentityApp,
} from './identity.helpers';

const ALL_SCOPES = ['read', 'content:write', 'publish', 'distribute', 'webhooks'];
/** A public address given as an IP literal (no DNS in the test): "an outside address". */
const OUTSIDE = 'https://8.8.8.8/hook';

/**
 * Issue 36, point 2: demoting or removing an owner takes their access away. Whatever they created while
 * they were an owner and may no longer hold (their API tokens, the webhooks they or their tokens
 * registered, the invitations they sent) is withdrawn in the same transaction, audited; whatever races
 * the change either commits before it (and is withdrawn) or is refused after it.
 */
describe('a demoted or removed owner keeps no access', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  let owner: Account;

  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => t.orm.em.fork().getConnection().execute<T[]>(query, params);

  /** A call with `Authorization: Bearer <secret>`, as a partner's server makes it. */
  async function bearer(secret: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    return {
      status: res.statusCode,
      body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
      headers: res.headers,
      cookies: [],
    };
  }

  /** `by` invites `email` as `role`; answers the token from the mail that arrived over SMTP. */
  async function invite(by: Account, email: string, role: string): Promise<string> {
    const before = smtp.messages.length;
    const res = await by.browser.post('/api/team/invitations', { email, role });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Picked by subject: the address may also be getting a sign-up mail, sent after the sign-up's answer.
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(email) && m.subject.startsWith('Join '));
    return /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  }

  /** A second owner, signed in with two factors. */
  async function anotherOwner(email: string): Promise<Account> {
    const token = await invite(owner, email, 'owner');
    const person = await signUp(t, { email });
    expect((await acceptInvitation(person.browser, smtp, email, token)).status).toBe(200);
    await turnOnTwoFactor(t, person.browser);
    return person;
  }

  /** What `person` holds before losing the role: a token, a webhook of theirs and one of their token's, an owner invitation. */
  async function holdings(person: Account, invitee: string) {
    const token = await person.browser.post('/api/tokens', { name: 'CRM sync', scopes: ALL_SCOPES });
    expect(token.status, JSON.stringify(token.body)).toBe(201);
    const secret = token.body.secret as string;
    const own = await person.browser.post('/api/webhooks', { url: OUTSIDE, eventTypes: ['article.published'] });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const viaToken = await bearer(secret, 'POST', '/api/webhooks', { url: OUTSIDE, eventTypes: ['article.approved'] });
    expect(viaToken.status, JSON.stringify(viaToken.body)).toBe(201);
    const invitation = await invite(person, invitee, 'owner');
    expect((await bearer(secret, 'GET', '/api/campaigns')).status).toBe(200);
    return { tokenId: token.body.id as string, secret, webhookIds: [own.body.id as string, viaToken.body.id as string], invitation };
  }

  /** Everything `held` gave is dead: the token answers 401, the webhooks are off, the invitation cannot be accepted. */
  async function expectWithdrawn(held: Awaited<ReturnType<typeof holdings>>, invitee: string, reason: string) {
    const read = await bearer(held.secret, 'GET', '/api/campaigns');
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('invalid_token');
    expect((await bearer(held.secret, 'POST', '/api/webhooks', { url: OUTSIDE, eventTypes: ['article.published'] })).status).toBe(401);

    const endpoints = (
      (await owner.browser.get('/api/webhooks')).body as unknown as { items: { id: string; enabled: boolean; disabledReason: string }[] }
    ).items;
    for (const id of held.webhookIds) {
      expect(endpoints.find((e) => e.id === id)).toMatchObject({ enabled: false, disabledReason: 'access_revoked' });
    }
    const pending = (await owner.browser.get('/api/team/members')).body.invitations as { email: string }[];
    expect(pending.map((i) => i.email)).not.toContain(invitee);
    const person = await signUp(t, { email: invitee });
    const accepted = await person.browser.post(`/api/team/invitations/${held.invitation}/accept`);
    expect(accepted.status).toBe(404);
    expect(accepted.body.code).toBe('invitation_invalid');

    // Every withdrawal is on the record, by the owner who made the change.
    const audit = await sql<{ action: string; actor_id: string; reason: string }>(
      `select action, actor_id, details->>'reason' as reason from audit_log
        where details->>'reason' = ? and (entity_id::text = ? or entity_id::text in (?, ?) or details->>'email' = ?)`,
      [reason, held.tokenId, ...held.webhookIds, invitee],
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['team.invitation_revoked', 'token.revoked', 'webhook.disabled', 'webhook.disabled']);
    expect(new Set(audit.map((a) => a.actor_id))).toEqual(new Set([owner.userId]));
    return person;
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.issuerwire.test' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signUp(t, { email: 'jordan@northwind.example' });
    await markVerified(t, owner.userId, { ticker: 'NWT', companyName: 'Northwind Trading', website: 'https://northwind.example' });
    await turnOnTwoFactor(t, owner.browser);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a demotion revokes their tokens, turns off their webhooks and withdraws their invitations, audited', async () => {
    const b = await anotherOwner('blair@northwind.example');
    const held = await holdings(b, 'friend.of.blair@northwind.example');
    // A subscription the token holds open closes with the demotion (4401, as when a session ends).
    const campaign = await b.browser.post('/api/campaigns', campaignBody('NWT', { companyName: 'Northwind Trading' }));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const socket = graphqlWsClient((t.app.server.address() as AddressInfo).port, { authorization: `Bearer ${held.secret}` });
    const closed = new Promise<number>((resolve) => socket.on('closed', (event) => resolve((event as { code: number }).code)));
    const first = await socket
      .iterate({
        query: 'subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId } }',
        variables: { id: campaign.body.id },
      })
      .next();
    expect(first.value).toMatchObject({ data: { engagementUpdated: { campaignId: campaign.body.id } } });
    const demoted = await owner.browser.put(`/api/team/members/${b.userId}`, { role: 'editor' });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect(await closed).toBe(4401);
    await socket.dispose();
    await expectWithdrawn(held, 'friend.of.blair@northwind.example', 'member_demoted');
    // The tokens list says so too.
    const tokens = ((await owner.browser.get('/api/tokens')).body as unknown as { items: { id: string; status: string }[] }).items;
    expect(tokens.find((tok) => tok.id === held.tokenId)?.status).toBe('revoked');
  });

  it('a removal does the same', async () => {
    const c = await anotherOwner('casey@northwind.example');
    const held = await holdings(c, 'friend.of.casey@northwind.example');
    expect((await owner.browser.delete(`/api/team/members/${c.userId}`)).status).toBe(204);
    const invitee = await expectWithdrawn(held, 'friend.of.casey@northwind.example', 'member_removed');
    // An invitation still pending from before this rule (not withdrawn) is only as good as its sender's role now.
    await sql('update invitations set revoked_at = null where invited_by_id = ?', [c.userId]);
    const accepted = await invitee.browser.post(`/api/team/invitations/${held.invitation}/accept`);
    expect(accepted.status).toBe(404);
    expect(accepted.body.code).toBe('invitation_invalid');
  });

  it('what races a demotion either happens before it and is withdrawn, or is refused after it', async () => {
    const d = await anotherOwner('drew@northwind.example');
    const invitations = Array.from({ length: 15 }, (_, i) =>
      d.browser.post('/api/team/invitations', { email: `race${i}@northwind.example`, role: 'owner' }),
    );
    const tokens = Array.from({ length: 5 }, (_, i) => d.browser.post('/api/tokens', { name: `race ${i}`, scopes: ALL_SCOPES }));
    const demotion = owner.browser.put(`/api/team/members/${d.userId}`, { role: 'viewer' });
    const answers = await Promise.all([...invitations, ...tokens]);
    expect((await demotion).status).toBe(200);

    for (const answer of answers) expect([201, 401, 403]).toContain(answer.status);
    for (const answer of answers.slice(15).filter((a) => a.status === 201)) {
      expect((await bearer(answer.body.secret as string, 'GET', '/api/campaigns')).status).toBe(401);
    }
    // Nothing of theirs is left standing in the database, whichever way each request went.
    const live = await sql<{ n: number }>(
      `select (select count(*) from api_tokens where created_by_id = ? and revoked_at is null)
            + (select count(*) from invitations where invited_by_id = ? and revoked_at is null and accepted_at is null) as n`,
      [d.userId, d.userId],
    );
    expect(Number(live[0].n)).toBe(0);
    // Nothing was created after the role change was recorded (the audit log's order is the order of writing).
    const order = await sql<{ action: string }>(
      `select action from audit_log where (actor_id = ? and action in ('team.member_invited', 'token.created'))
          or (action = 'team.role_changed' and details->>'userId' = ?) order by seq`,
      [d.userId, d.userId],
    );
    expect(order.at(-1)?.action).toBe('team.role_changed');
  });

  it('an endpoint a token registered before tokens named their person goes off too, once migrated', async () => {
    const f = await anotherOwner('finley@northwind.example');
    const made = await f.browser.post('/api/tokens', { name: 'old sync', scopes: ['webhooks'] });
    const endpoint = await bearer(made.body.secret as string, 'POST', '/api/webhooks', { url: OUTSIDE, eventTypes: ['article.published'] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    // As the code before this change stored it: no creator.
    await sql('update webhook_endpoints set created_by_id = null where id = ?', [endpoint.body.id]);
    const migration = 'migration-20261128170200-webhook-token-creators';
    await t.orm.getMigrator().down({ migrations: [migration] });
    await t.orm.getMigrator().up({ migrations: [migration] });

    expect((await owner.browser.delete(`/api/team/members/${f.userId}`)).status).toBe(204);
    const endpoints = (
      (await owner.browser.get('/api/webhooks')).body as unknown as { items: { id: string; enabled: boolean; disabledReason: string }[] }
    ).items;
    expect(endpoints.find((e) => e.id === endpoint.body.id)).toMatchObject({ enabled: false, disabledReason: 'access_revoked' });
  });

  // PostgreSQL only: the test holds the organization's row lock itself to line the requests up; PGlite has
  // one connection, so nothing can wait there while another holds it (the race above covers it).
  it.runIf(process.env.DATABASE_URL)('a request authorized before a demotion but waiting on it is refused once it commits', async () => {
    const e = await anotherOwner('emery@northwind.example');
    const [{ organization_id: organizationId }] = await sql<{ organization_id: string }>(
      'select organization_id from memberships where user_id = ?',
      [owner.userId],
    );
    const waiting = async () =>
      Number(
        (
          await sql<{ n: number }>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0].n,
      );
    let demotion!: Promise<Answer>;
    let token!: Promise<Answer>;
    await t.orm.em.fork().transactional(async (tx) => {
      await tx.findOne(Organization, organizationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      demotion = owner.browser.put(`/api/team/members/${e.userId}`, { role: 'editor' });
      await expect.poll(waiting).toBe(1);
      // Authorized on the session's role (owner), then waits for the organization behind the demotion.
      token = e.browser.post('/api/tokens', { name: 'late', scopes: ALL_SCOPES });
      await expect.poll(waiting).toBe(2);
    });
    expect((await demotion).status).toBe(200);
    const late = await token;
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('role_not_permitted');
    expect(await sql('select id from api_tokens where created_by_id = ?', [e.userId])).toEqual([]);
  });
});
