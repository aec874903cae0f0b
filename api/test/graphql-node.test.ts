// Issue 42, point 4: Node, node(id:) and nodes(ids:). The global id is the id every other query and REST path
// uses; node answers only what the viewer's organization owns and the viewer may read, as the type's own query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeKindNames } from '../src/graphql/node';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const HOOK = 'https://8.8.8.8/hook';

describe('node(id:) and nodes(ids:)', () => {
  let t: TestApp;
  let owner: Issuer;
  let other: Issuer;
  /** One id of each kind, owned by `owner`. */
  const ids: Record<string, string> = {};

  async function objectsOf(issuer: Issuer, into: Record<string, string>): Promise<void> {
    into.Campaign = await createCampaign(issuer);
    into.Article = await generateArticle(issuer, into.Campaign);
    const ordered = await issuer.post('/api/newswire/distribute', {
      articleId: into.Article,
      providers: ['ein'],
      distributionLevel: 'basic',
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const published = await issuer.post(`/api/articles/${into.Article}/publish`, { platforms: ['medium'] });
    expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
    const lists = await issuer.graphql(
      'query ($a: ID) { newswireOrders(articleId: $a) { nodes { id } } publications(articleId: $a) { nodes { id } } }',
      { a: into.Article },
    );
    const data = lists.data as { newswireOrders: { nodes: { id: string }[] }; publications: { nodes: { id: string }[] } };
    into.NewswireOrder = data.newswireOrders.nodes[0].id;
    into.Publication = data.publications.nodes[0].id;
    into.ApiToken = (await createToken(issuer, ['read'])).id;
    const hook = await issuer.post<{ id: string }>('/api/webhooks', { url: HOOK, eventTypes: ['article.published'] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    into.WebhookEndpoint = hook.body.id;
    const bell = await issuer.graphql('{ notifications(first: 1) { nodes { id } } }');
    into.Notification = (bell.data as { notifications: { nodes: { id: string }[] } }).notifications.nodes[0].id;
    const asked = await issuer.post(`/api/articles/${into.Article}/approval-request`, { note: 'Please look' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const invited = await issuer.post<{ id: string }>('/api/team/invitations', {
      email: `counsel-${issuer.ticker.toLowerCase()}@law.example`,
      role: 'viewer',
      confirmOutsideDomain: true,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    into.Invitation = invited.body.id;
    const more = await issuer.graphql(
      `query ($a: ID!, $e: ID!) {
        articleApproval(articleId: $a) { current { id } }
        articleHistory(id: $a) { events { id } }
        webhookDeliveries(endpointId: $e, first: 1) { nodes { id } }
        events(first: 1) { nodes { id } }
        billingCharges(first: 1) { nodes { id } }
        team { members { id userId } }
      }`,
      { a: into.Article, e: into.WebhookEndpoint },
    );
    expect(more.errors).toBeUndefined();
    const found = more.data as {
      articleApproval: { current: { id: string } };
      articleHistory: { events: { id: string }[] };
      webhookDeliveries: { nodes: { id: string }[] };
      events: { nodes: { id: string }[] };
      billingCharges: { nodes: { id: string }[] };
      team: { members: { id: string; userId: string }[] };
    };
    into.Approval = found.articleApproval.current.id;
    into.AuditEvent = found.articleHistory.events[0].id;
    into.WebhookDelivery = found.webhookDeliveries.nodes[0].id;
    into.Event = found.events.nodes[0].id;
    into.Charge = found.billingCharges.nodes[0].id;
    // A member's id is the person's, as userId and every mutation name them.
    expect(found.team.members).toEqual([{ id: issuer.userId, userId: issuer.userId }]);
    into.Member = issuer.userId;
  }

  const node = (who: { graphql: Issuer['graphql'] }, id: string) =>
    who.graphql('query ($id: ID!) { node(id: $id) { __typename id } }', { id });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
    await objectsOf(owner, ids);
  });
  afterAll(async () => t?.close());

  it('fetches every kind by its ordinary id, with the fields of its type', async () => {
    expect(Object.keys(ids).sort()).toEqual(nodeKindNames());
    for (const [kind, id] of Object.entries(ids)) {
      const res = await node(owner, id);
      expect(res.errors, kind).toBeUndefined();
      expect(res.data!.node, kind).toEqual({ __typename: kind, id });
    }
    const typed = await owner.graphql('query ($id: ID!) { node(id: $id) { ... on Campaign { ticker companyName } } }', {
      id: ids.Campaign,
    });
    expect(typed.data!.node).toEqual({ ticker: 'AAPL', companyName: 'AAPL Holdings' });
  });

  // One case per kind added after the first seven: its own fields through node, and null for another organization.
  const KINDS: [string, string, (issuer: Issuer) => Record<string, unknown>][] = [
    ['Approval', '... on Approval { status version note }', () => ({ status: 'PENDING', version: 1, note: 'Please look' })],
    ['AuditEvent', '... on AuditEvent { action }', () => ({ action: 'article.generated' })],
    ['Charge', '... on Charge { kind amount { currency } }', () => ({ kind: expect.any(String), amount: { currency: 'USD' } })],
    ['Event', '... on Event { type sequence }', () => ({ type: expect.any(String), sequence: 1 })],
    ['Invitation', '... on Invitation { role outsideDomain }', () => ({ role: 'VIEWER', outsideDomain: true })],
    ['Member', '... on Member { userId role username }', (i) => ({ userId: i.userId, role: 'OWNER', username: i.username })],
    ['WebhookDelivery', '... on WebhookDelivery { eventType status }', () => ({ eventType: 'PING', status: expect.any(String) })],
  ];
  for (const [kind, fields, expected] of KINDS) {
    it(`fetches a ${kind} with its own fields, and answers null for it to another organization`, async () => {
      const query = `query ($id: ID!) { node(id: $id) { __typename id ${fields} } }`;
      const mine = await owner.graphql(query, { id: ids[kind] });
      expect(mine.errors, kind).toBeUndefined();
      expect(mine.data!.node).toEqual({ __typename: kind, id: ids[kind], ...expected(owner) });
      const theirs = await other.graphql(query, { id: ids[kind] });
      expect(theirs).toMatchObject({ data: { node: null } });
      expect(theirs.errors, kind).toBeUndefined();
    });
  }

  it('fetches several kinds at once, in the order asked, null where the id is unknown or not an id', async () => {
    const asked = [ids.WebhookEndpoint, '00000000-0000-4000-8000-000000000000', ids.Article, 'not-an-id', ids.Campaign, ids.Article];
    const res = await owner.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids: asked });
    expect(res.errors).toBeUndefined();
    expect(res.data!.nodes).toEqual([
      { __typename: 'WebhookEndpoint', id: ids.WebhookEndpoint },
      null,
      { __typename: 'Article', id: ids.Article },
      null,
      { __typename: 'Campaign', id: ids.Campaign },
      { __typename: 'Article', id: ids.Article },
    ]);
  });

  it("answers another organization's ids with null and no error, as for an id that does not exist", async () => {
    for (const [kind, id] of Object.entries(ids)) {
      const res = await node(other, id);
      expect(res, kind).toMatchObject({ data: { node: null } });
      expect(res.errors, kind).toBeUndefined();
    }
    const many = await other.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: Object.values(ids) });
    expect(many).toMatchObject({ data: { nodes: Object.values(ids).map(() => null) } });
    expect(many.errors).toBeUndefined();
  });

  it("refuses a token without the scope as the type's own query does, and answers with the scope", async () => {
    const reader = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    const hooks = partnerClient(t, (await createToken(owner, ['webhooks'])).secret, 'AAPL');
    // The webhooks scope reads endpoints, not campaigns; read is the reverse; tokens are for owners only.
    const cases: [typeof reader, string, string][] = [
      [hooks, ids.Campaign, '{ campaigns { totalCount } }'],
      [reader, ids.WebhookEndpoint, '{ webhookEndpoints { totalCount } }'],
      [reader, ids.ApiToken, '{ apiTokens { totalCount } }'],
      [hooks, ids.Notification, '{ notifications { totalCount } }'],
      [hooks, ids.Approval, `{ articleApproval(articleId: "${ids.Article}") { required } }`],
      [hooks, ids.AuditEvent, `{ articleHistory(id: "${ids.Article}") { articleId } }`],
      [hooks, ids.Charge, '{ billingCharges { totalCount } }'],
      [hooks, ids.Event, '{ events { totalCount } }'],
      [reader, ids.WebhookDelivery, `{ webhookDeliveries(endpointId: "${ids.WebhookEndpoint}") { totalCount } }`],
      // The team (its people's addresses, pending invitations) is for its people, never a token.
      [hooks, ids.Member, '{ team { members { userId } } }'],
      [reader, ids.Invitation, '{ team { invitations { id } } }'],
    ];
    for (const [who, id, own] of cases) {
      const ownAnswer = await who.graphql(own);
      const nodeAnswer = await node(who, id);
      expect(ownAnswer.errors?.[0].extensions?.code, own).toMatch(/^(token_scope_missing|person_required)$/);
      expect(nodeAnswer.errors?.[0].extensions?.code, own).toBe(ownAnswer.errors?.[0].extensions?.code);
      expect(nodeAnswer.data?.node ?? null).toBeNull();
    }
    expect((await node(hooks, ids.WebhookEndpoint)).data!.node).toEqual({ __typename: 'WebhookEndpoint', id: ids.WebhookEndpoint });
    expect((await node(reader, ids.NewswireOrder)).data!.node).toEqual({ __typename: 'NewswireOrder', id: ids.NewswireOrder });
    for (const kind of ['Approval', 'AuditEvent', 'Charge', 'Event']) {
      expect((await node(reader, ids[kind])).data!.node, kind).toEqual({ __typename: kind, id: ids[kind] });
    }
    // The webhooks scope reads a delivery, but its body only with the read scope too (as webhookDeliveries).
    const delivery = await hooks.graphql('query ($id: ID!) { node(id: $id) { ... on WebhookDelivery { id body } } }', {
      id: ids.WebhookDelivery,
    });
    expect(delivery.data!.node).toEqual({ id: ids.WebhookDelivery, body: null });
    // A foreign id stays null whatever the scope: a refusal would tell the token it exists.
    const theirs: Record<string, string> = { Campaign: await createCampaign(other) };
    const foreign = await node(hooks, theirs.Campaign);
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data).toEqual({ node: null });
  });

  it("answers a member as the lists do for their role: no invitation but the owner's, no delivery but to whom manages webhooks", async () => {
    const solo = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: 'NVIDIA Corporation', plan: 'agency' });
    const invited = await solo.post<{ id: string }>('/api/team/invitations', {
      email: 'counsel-nvda@law.example',
      role: 'viewer',
      confirmOutsideDomain: true,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const hook = await solo.post<{ id: string }>('/api/webhooks', { url: HOOK, eventTypes: ['article.published'] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const deliveries = `{ webhookDeliveries(endpointId: "${hook.body.id}") { nodes { id } } }`;
    const ping = ((await solo.graphql(deliveries)).data as { webhookDeliveries: { nodes: { id: string }[] } }).webhookDeliveries.nodes[0]
      .id;
    expect((await node(solo, invited.body.id)).data!.node).toEqual({ __typename: 'Invitation', id: invited.body.id });

    // The owner becomes an editor (alone in the company, so no two-factor rule for a team applies); the session reads it again.
    await t.orm.em.fork().getConnection().execute('update memberships set role = ? where user_id = ?', ['editor', solo.userId]);
    t.services.sessions.reload(solo.userId);
    // An editor's team list has no invitations and no error: the invitation is simply null, as an unknown id.
    expect((await solo.graphql('{ team { invitations { id } } }')).data).toEqual({ team: { invitations: [] } });
    expect(await node(solo, invited.body.id)).toMatchObject({ data: { node: null } });
    expect((await node(solo, invited.body.id)).errors).toBeUndefined();
    // Deliveries are the owner's: refused as webhookDeliveries is.
    const own = await solo.graphql(deliveries);
    const asNode = await node(solo, ping);
    expect(own.errors?.[0].extensions?.code).toBe('role_not_permitted');
    expect(asNode.errors?.[0].extensions?.code).toBe('role_not_permitted');
    expect(asNode.data?.node ?? null).toBeNull();
    // What every member reads stays readable: themselves.
    expect((await node(solo, solo.userId)).data!.node).toEqual({ __typename: 'Member', id: solo.userId });
  });

  it('refuses more than 100 ids with a clear user error, and an anonymous caller', async () => {
    const many = Array.from({ length: 101 }, () => ids.Campaign);
    const res = await owner.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: many });
    expect(res.errors![0]).toMatchObject({
      message: 'At most 100 ids at once',
      extensions: { code: 'invalid_input', fields: { ids: 'At most 100 ids' } },
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ node(id: "${ids.Campaign}") { id } }` }),
    });
    expect(anonymous.json()).toMatchObject({ data: { node: null }, errors: [{ extensions: { code: 'unauthenticated' } }] });
  });
});
