import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { markVerified } from './fixtures/issuers';
import {
  acceptInvitation,
  Browser,
  createIdentityApp,
  logIn,
  mailedCode,
  PASSWORD,
  signUp,
  turnOnTwoFactor,
  type Account,
  type IdentityTestApp,
} from './identity.helpers';

const DAY = 86_400_000;

/**
 * Issue 14: an issuer is a company of people. The owner of a verified company invites by email (a
 * single-use link, 7 days, mailed over SMTP), the invitee joins with a role, roles decide what each may
 * do, and a role change or removal takes effect at once.
 */
describe('teams: invitations, roles and membership', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  let owner: Account;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.issuerwire.test' } });
    owner = await signUp(t, { email: 'jordan.lee@northwind.example', companyName: 'Northwind Trading' });
    await markVerified(t, owner.userId, { ticker: 'NWT', companyName: 'Northwind Trading', website: 'https://www.northwind.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The owner invites `email` as `role`; answers the token from the mail that arrived over SMTP. */
  async function invite(email: string, role: string, extra: Record<string, unknown> = {}): Promise<string> {
    const before = smtp.messages.length;
    const res = await owner.browser.post('/api/team/invitations', { email, role, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Picked by subject: the address may also be getting a sign-up mail, sent after the sign-up's answer.
    const mail = await smtp.waitFor(
      (m, i = smtp.messages.indexOf(m)) => i >= before && m.to.includes(email) && m.subject === 'Join Northwind Trading on IssuerWire',
    );
    const link = /https:\/\/app\.issuerwire\.test\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    return link![1];
  }

  /** A fresh account of `email` that accepts the invitation `token`, then turns on two factors (a team requires them). */
  async function join(email: string, token: string): Promise<Account> {
    const person = await signUp(t, { email });
    const accepted = await acceptInvitation(person.browser, smtp, email, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await turnOnTwoFactor(t, person.browser);
    return person;
  }

  let editor: Account;
  let approver: Account;
  let viewer: Account;

  it('invites inside the verified domain by mail; the link shows the company and a masked address, and works once', async () => {
    const token = await invite('sam.ortiz@northwind.example', 'editor');
    const preview = await new Browser(t).get(`/api/team/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      organizationName: 'Northwind Trading',
      ticker: 'NWT',
      role: 'editor',
      email: 's********@northwind.example',
    });

    // Only the invited address may accept it.
    const stranger = await signUp(t, { email: 'someone@elsewhere.example' });
    const refused = await stranger.browser.post(`/api/team/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('invitation_email_mismatch');

    editor = await signUp(t, { email: 'Sam.Ortiz@northwind.example' });
    const accepted = await acceptInvitation(editor.browser, smtp, 'sam.ortiz@northwind.example', token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ userId: editor.userId, role: 'editor' });
    const again = await editor.browser.post(`/api/team/invitations/${token}/accept`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('invitation_invalid');

    // The new member is verified for the company's ticker without KYC of their own.
    const me = await editor.browser.get('/api/auth/me');
    expect(me.body).toMatchObject({ ticker: 'NWT', verificationStatus: 'verified', memberRole: 'editor', twoFactorRequired: true });
  });

  it('requires two factors of every member once the company has a team, the owner included', async () => {
    const blocked = await editor.browser.get('/api/campaigns');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('two_factor_enrolment_required');
    expect((await owner.browser.get('/api/campaigns')).body.code).toBe('two_factor_enrolment_required');
    await turnOnTwoFactor(t, editor.browser);
    await turnOnTwoFactor(t, owner.browser);
    t.clock.advance(6_000); // past the session cache
    expect((await editor.browser.get('/api/campaigns')).status).toBe(200);
    expect((await owner.browser.get('/api/auth/me')).body).toMatchObject({ memberRole: 'owner', twoFactorRequired: false });
  });

  it('asks the owner to confirm an address outside the verified domain, and records the confirmation', async () => {
    const unconfirmed = await owner.browser.post('/api/team/invitations', { email: 'counsel@lawfirm.example', role: 'approver' });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({ code: 'outside_domain_unconfirmed', domain: 'northwind.example' });
    const token = await invite('counsel@lawfirm.example', 'approver', { confirmOutsideDomain: true });
    approver = await join('counsel@lawfirm.example', token);
    viewer = await join('board@northwind.example', await invite('board@northwind.example', 'viewer'));

    const [audit] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ details: Record<string, unknown> }[]>(
        `select details from audit_log where action = 'team.member_invited' and details->>'email' = 'counsel@lawfirm.example'`,
      );
    expect(audit.details).toMatchObject({ role: 'approver', outsideDomain: true, ownerConfirmedOutsideDomain: true });
    const team = await owner.browser.get('/api/team/members');
    expect((team.body.members as { email: string; role: string }[]).map((m) => [m.email, m.role])).toEqual([
      ['jordan.lee@northwind.example', 'owner'],
      ['sam.ortiz@northwind.example', 'editor'],
      ['counsel@lawfirm.example', 'approver'],
      ['board@northwind.example', 'viewer'],
    ]);
  });

  it('shares the company’s work: what one member creates, the others see; each role does what it may', async () => {
    const created = await editor.browser.post('/api/campaigns', {
      draft: true,
      companyName: 'Northwind Trading',
      ticker: 'NWT',
      title: 'Q3',
      budget: 'pro',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    for (const member of [owner, approver, viewer]) expect((await member.browser.get(`/api/campaigns/${id}`)).status).toBe(200);

    // A viewer reads only.
    const viewerWrite = await viewer.browser.post('/api/campaigns', {
      draft: true,
      companyName: 'Northwind Trading',
      ticker: 'NWT',
      budget: 'pro',
    });
    expect(viewerWrite.status).toBe(403);
    expect(viewerWrite.body).toMatchObject({ code: 'role_not_permitted' });
    expect(viewerWrite.body.message).toMatch(/\(viewer\) cannot change campaigns/);
    // An approver may also edit.
    expect(
      (await approver.browser.post('/api/campaigns', { draft: true, companyName: 'Northwind Trading', ticker: 'NWT', budget: 'pro' }))
        .status,
    ).toBe(201);
    // Team, plan and integrations are the owner's.
    for (const member of [editor, approver, viewer]) {
      expect((await member.browser.post('/api/team/invitations', { email: 'x@northwind.example', role: 'viewer' })).body.code).toBe(
        'role_not_permitted',
      );
      expect((await member.browser.post('/api/plan', { plan: 'agency' })).body.code).toBe('role_not_permitted');
      expect((await member.browser.put('/api/platforms/medium/connection', { credentials: { apiToken: 'x'.repeat(40) } })).body.code).toBe(
        'role_not_permitted',
      );
      expect((await member.browser.delete(`/api/team/members/${owner.userId}`)).body.code).toBe('role_not_permitted');
    }
    // Pending invitations are the owner's to see.
    expect((await viewer.browser.get('/api/team/members')).body.invitations).toEqual([]);
  });

  it('keeps another company out of this one’s data', async () => {
    const [{ id }] = await t.orm.em.fork().getConnection().execute<{ id: string }[]>(`select id from campaigns where title = 'Q3'`);
    const outsider = await signUp(t, { email: 'ir@rival.example' });
    await markVerified(t, outsider.userId, { ticker: 'RVL', companyName: 'Rival' });
    expect((await outsider.browser.get(`/api/campaigns/${id}`)).status).toBe(404);
    expect((await outsider.browser.get('/api/team/members')).body.members).toHaveLength(1);
  });

  it('a role change takes effect at once: the member’s sessions end and the new role applies at the next sign-in', async () => {
    const res = await owner.browser.put(`/api/team/members/${viewer.userId}`, { role: 'editor' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ role: 'editor' });
    expect((await viewer.browser.get('/api/campaigns')).status).toBe(401);
    const bad = await owner.browser.put(`/api/team/members/${viewer.userId}`, { role: 'admin' });
    expect(bad.status).toBe(400);
  });

  it('removal takes effect at once; the person keeps an account of their own with none of the company’s data', async () => {
    const res = await owner.browser.delete(`/api/team/members/${editor.userId}`);
    expect(res.status).toBe(204);
    expect((await editor.browser.get('/api/campaigns')).status).toBe(401);
    const { browser, res: login } = await logIn(t, editor.username, PASSWORD);
    expect(login.body.requiresTwoFactor).toBe(true);
    void browser;
    const team = await owner.browser.get('/api/team/members');
    expect((team.body.members as { userId: string }[]).some((m) => m.userId === editor.userId)).toBe(false);
    const [{ n }] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from memberships m join organizations o on o.id = m.organization_id where m.user_id = ? and o.verified_at is null`,
        [editor.userId],
      );
    expect(n).toBe(1);
  });

  it('never leaves a company without an owner', async () => {
    const demote = await owner.browser.put(`/api/team/members/${owner.userId}`, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('last_owner');
    expect((await owner.browser.delete(`/api/team/members/${owner.userId}`)).body.code).toBe('last_owner');
  });

  it('does not let an account with a verified company of its own walk into another', async () => {
    const token = await invite('ir@rival.example', 'viewer', { confirmOutsideDomain: true });
    const { browser } = await logIn(
      t,
      (
        await t.orm.em.fork().getConnection().execute<{ username: string }[]>(`select username from users where email = 'ir@rival.example'`)
      )[0].username,
      PASSWORD,
    );
    const res = await acceptInvitation(browser, smtp, 'ir@rival.example', token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('leave_organization_first');
  });
  it('over GraphQL: refused input is userErrors by field (nothing sent); a rule of the team stays an error with its code', async () => {
    const INVITE = `mutation ($input: InviteInput!) { inviteMember(input: $input) { invitation { id email role } userErrors { field code message } } }`;
    const sql = <T>(query: string) => t.orm.em.fork().getConnection().execute<T[]>(query);
    const before = await sql<{ n: number }>('select count(*)::int as n from invitations');
    const bad = await owner.browser.graphql(INVITE, { input: { email: 'not an address', role: 'VIEWER' } });
    expect(bad.errors).toBeUndefined();
    expect(bad.data?.inviteMember).toEqual({
      invitation: null,
      userErrors: [{ field: 'email', code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) }],
    });
    expect(await sql<{ n: number }>('select count(*)::int as n from invitations')).toEqual(before);

    const made = await owner.browser.graphql(INVITE, { input: { email: 'graphql@northwind.example', role: 'VIEWER' } });
    expect(made.data?.inviteMember).toMatchObject({ invitation: { email: 'graphql@northwind.example', role: 'VIEWER' }, userErrors: [] });
    const id = (made.data?.inviteMember as { invitation: { id: string } }).invitation.id;
    const REVOKE = `mutation ($id: ID!) { revokeInvitation(input: { id: $id }) { revoked userErrors { field } } }`;
    expect((await owner.browser.graphql(REVOKE, { id })).data?.revokeInvitation).toEqual({ revoked: true, userErrors: [] });
    expect((await owner.browser.graphql(REVOKE, { id })).errors?.[0]?.extensions?.code).toBe('invitation_invalid');

    const demote = await owner.browser.graphql(
      `mutation ($id: ID!) { changeMemberRole(input: { userId: $id, role: EDITOR }) { member { role } userErrors { field } } }`,
      { id: owner.userId },
    );
    expect(demote.errors?.[0]?.extensions?.code).toBe('last_owner');
    const remove = await owner.browser.graphql(
      `mutation ($id: ID!) { removeMember(input: { userId: $id }) { removed userErrors { field } } }`,
      {
        id: owner.userId,
      },
    );
    expect(remove.errors?.[0]?.extensions?.code).toBe('last_owner');
    const accept = await owner.browser.graphql(
      `mutation { acceptInvitation(input: { token: "no-such-token" }) { member { userId } userErrors { field } } }`,
    );
    expect(accept.errors?.[0]?.extensions?.code).toBe('invitation_invalid');
  });

  it('lets only the mailbox accept: an account made for the invited address with a token read from a log needs the mailed code', async () => {
    const email = 'kim.park@northwind.example';
    const token = await invite(email, 'approver');
    // Someone who read the token (in a URL, a log) signs up with the invited address: sign-up does not refuse it.
    const intruder = await signUp(t, { email });
    const before = smtp.messages.length;
    // Without a body at all, as a plain HTTP client would send it.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${token}/accept`,
      headers: { cookie: `iw_session=${intruder.browser.cookie}` },
    });
    const first = { status: bare.statusCode, body: bare.json() as Record<string, unknown> };
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({ code: 'email_verification_required', email: 'k*******@northwind.example' });
    // The code went to the address, which the intruder does not read; guessing is cut off after 5 tries.
    const mailed = await mailedCode(smtp, email, before);
    for (const guess of ['000000', '111111', '222222', '333333', '444444']) {
      const wrong = await intruder.browser.post(`/api/team/invitations/${token}/accept`, { code: guess === mailed ? '555555' : guess });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('email_code_invalid');
    }
    expect((await intruder.browser.post(`/api/team/invitations/${token}/accept`, { code: mailed })).body.code).toBe('email_code_invalid');
    const { members } = (await owner.browser.get('/api/team/members')).body as { members: { email: string }[] };
    expect(members.map((m) => m.email)).not.toContain(email);

    // The person who reads the mail joins, over GraphQL as the web app does: asked for the code, then in with it.
    const kim = await signUp(t, { email });
    const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { member { userId role } } }`;
    const mark = smtp.messages.length;
    const asked = await kim.browser.graphql(ACCEPT, { input: { token } });
    expect(asked.errors?.[0]?.extensions?.code).toBe('email_verification_required');
    const joined = await kim.browser.graphql(ACCEPT, { input: { token, code: await mailedCode(smtp, email, mark) } });
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.acceptInvitation).toEqual({ member: { userId: kim.userId, role: 'APPROVER' } });
  });

  it('an invitation stops working after 7 days, or once withdrawn', async () => {
    const late = await invite('late@northwind.example', 'viewer');
    const withdrawn = await invite('gone@northwind.example', 'viewer');
    const pending = (await owner.browser.get('/api/team/members')).body.invitations as { id: string; email: string }[];
    const id = pending.find((i) => i.email === 'gone@northwind.example')!.id;
    expect((await owner.browser.delete(`/api/team/invitations/${id}`)).status).toBe(204);
    const gone = await signUp(t, { email: 'gone@northwind.example' });
    expect((await gone.browser.post(`/api/team/invitations/${withdrawn}/accept`)).body.code).toBe('invitation_invalid');

    t.clock.advance(7 * DAY + 1000);
    const person = await signUp(t, { email: 'late@northwind.example' });
    expect((await person.browser.post(`/api/team/invitations/${late}/accept`)).body.code).toBe('invitation_invalid');
    expect((await new Browser(t).get(`/api/team/invitations/${late}`)).status).toBe(404);
  });
});
