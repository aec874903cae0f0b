// Issue 15, point 4 (in part): the GraphQL contract a partner meets. A single lookup of an unknown id
// spoils only its own field; the conventions hold where the partner API is new, and what is left is named.
import {
  buildClientSchema,
  getNamedType,
  introspectionFromSchema,
  isInterfaceType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLEnumType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledSchema } from '../src/graphql-schema';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

describe('single lookups over GraphQL', () => {
  let t: TestApp;
  let owner: Issuer;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => t?.close());

  it('answers an unknown id with null and a not_found error for that field only; the rest of the response stands', async () => {
    const campaignId = await createCampaign(owner, { companyName: 'Apple Inc.' });
    const res = await owner.graphql(
      'query ($known: ID!, $unknown: ID!) { known: campaign(id: $known) { id } missing: article(id: $unknown) { id } }',
      {
        known: campaignId,
        unknown: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(res.data).toEqual({ known: { id: campaignId }, missing: null });
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({ path: ['missing'], extensions: { code: 'not_found' } });
  });

  it('pages a list with first and after, and refuses a cursor it did not make', async () => {
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) {
      const made = await owner.graphql(
        'mutation ($n: String!) { createApiToken(input: { name: $n, scopes: [READ] }) { createdToken { token { id } } } }',
        { n: name },
      );
      ids.unshift((made.data!.createApiToken as { createdToken: { token: { id: string } } }).createdToken.token.id);
    }
    const page = (after?: string) =>
      owner.graphql(
        'query ($after: String) { apiTokens(first: 2, after: $after) { totalCount nodes { id } edges { cursor } pageInfo { hasNextPage hasPreviousPage endCursor } } }',
        {
          after,
        },
      );
    type Page = {
      totalCount: number;
      nodes: { id: string }[];
      edges: { cursor: string }[];
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
    };
    const first = (await page()).data!.apiTokens as Page;
    expect(first.totalCount).toBe(3);
    expect(first.nodes.map((n) => n.id)).toEqual(ids.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: first.edges[1].cursor });
    const second = (await page(first.pageInfo.endCursor)).data!.apiTokens as Page;
    expect(second.nodes.map((n) => n.id)).toEqual(ids.slice(2));
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const bad = await page('bm90LWEtY3Vyc29y');
    expect(bad.data).toBeNull();
    expect(bad.errors![0].extensions).toMatchObject({ code: 'invalid_input', fields: { after: 'Unknown cursor' } });
    const tooMany = await owner.graphql('{ apiTokens(first: 101) { totalCount } }');
    expect(tooMany.errors![0].extensions).toMatchObject({ code: 'invalid_input', fields: { first: 'Between 1 and 100' } });
  });

  it('pages articles in the database by keyset: an article generated between two pages does not shift the next one', async () => {
    const fresh = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
    const older = await generateArticle(fresh, await createCampaign(fresh, { companyName: 'Microsoft Corporation' }));
    const newer = await generateArticle(fresh, await createCampaign(fresh, { companyName: 'Microsoft Corporation' }));
    type Page = { totalCount: number; nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    const page = async (after?: string) =>
      (
        await fresh.graphql(
          'query ($after: String) { articles(first: 1, after: $after) { totalCount nodes { id } pageInfo { hasNextPage endCursor } } }',
          { after },
        )
      ).data!.articles as Page;
    const first = await page();
    expect(first).toMatchObject({ totalCount: 2, nodes: [{ id: newer }], pageInfo: { hasNextPage: true } });
    const newest = await generateArticle(fresh, await createCampaign(fresh, { companyName: 'Microsoft Corporation' }));
    const second = await page(first.pageInfo.endCursor);
    expect(second).toMatchObject({ totalCount: 3, nodes: [{ id: older }], pageInfo: { hasNextPage: false } });
    expect((await page()).nodes).toEqual([{ id: newest }]);
    // Another organization's article is no cursor here.
    const foreign = await owner.graphql('query ($after: String) { articles(first: 1, after: $after) { totalCount } }', {
      after: first.pageInfo.endCursor,
    });
    expect(foreign.errors?.[0].extensions).toMatchObject({ code: 'invalid_input', fields: { after: 'Unknown cursor' } });
  });

  it('answers an order’s cost as Money in whole cents (the float dollars are deprecated)', async () => {
    const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const ordered = await owner.post('/api/newswire/distribute', { articleId, providers: ['ein'], distributionLevel: 'basic' });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const res = await owner.graphql('{ newswireOrders { nodes { costCents price { amountCents currency } } } }');
    expect(res.errors).toBeUndefined();
    const [order] = (res.data!.newswireOrders as { nodes: { costCents: number; price: { amountCents: number; currency: string } }[] })
      .nodes;
    expect(order.price).toEqual({ amountCents: order.costCents, currency: 'USD' });
    expect(order.costCents).toBeGreaterThan(0);
  });
});

/**
 * The conventions (GitHub, Shopify, Stripe) as a ratchet: what the partner API added follows them, and the
 * older parts still to convert are listed here by name, so the list can only shrink (issue 15, point 4).
 */
describe('the schema conventions', () => {
  const TO_CONVERT = {
    // Root lists that are not yet cursor connections.
    lists: [] as string[],
    // Instants still typed String.
    stringInstants: [] as string[],
    // Money still a Float.
    floatMoney: [] as string[],
    // Mutations not yet taking one input: argument and answering a payload with userErrors.
    mutations: [],
  };
  /**
   * Fields named like a closed set (a status, role, plan, level, severity, kind, tone, sector...) that stay
   * String on purpose: what is declared free text at KYC, what a plugin or the market data names, and prose.
   * Platform and newswire ids are plugin ids: enums of the installation's plugins (PlatformId, NewswireProviderId).
   */
  const OPEN_SETS = [
    'CompanyInfo.sector', // the market data's GICS sector
    'EngagementStock.source', // the market plugin that answered
    'StockSeries.source',
    'IssuerProfile.sector', // declared at KYC, free text
    'Account.sector',
    'KycSubmissionInput.sector',
    'KycUserData.sector',
    'ResearchFact.source', // where a fact was found, for people
    'AnalyticsRow.platform', // a platform id, web or web:<platform> (the hosted page, from that platform's link)
    'EngagementPoint.platform',
  ];
  /** Types of the partner API: fully described, from the start. */
  const PARTNER_TYPES =
    /^(ApiToken|CreatedApiToken|CreateApiTokenInput|RevokeApiTokenInput|TokenScope|TokenStatus|Webhook.*|CreateWebhookEndpointInput|UpdateWebhookEndpointInput|RedeliverWebhookInput|PublicationChange|NewswireOrderChange|Money)$/;

  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await bundledSchema();
  });

  const fieldsOf = () =>
    Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__') && (isObjectType(type) || isInputObjectType(type)))
      .flatMap((type) =>
        Object.values((type as GraphQLObjectType).getFields()).map((field) => ({ type, field, name: `${type.name}.${field.name}` })),
      );

  it('pages every root list with a cursor connection, but those still to convert', () => {
    const lists = Object.values(schema.getQueryType()!.getFields())
      .filter((field) => {
        const type = isNonNullType(field.type) ? field.type.ofType : field.type;
        return isListType(type) && isObjectType(getNamedType(type));
      })
      .map((field) => `Query.${field.name}`);
    expect(lists.sort()).toEqual([...TO_CONVERT.lists].sort());
  });

  it('gives every mutation one input: argument and a payload with userErrors, but those still to convert', () => {
    const odd = Object.values(schema.getMutationType()!.getFields()).filter((field) => {
      const args =
        field.args.length === 0 || (field.args.length === 1 && field.args[0].name === 'input' && isNonNullType(field.args[0].type));
      const payload = isNonNullType(field.type) ? field.type.ofType : field.type;
      if (!args || !isObjectType(payload) || !payload.name.endsWith('Payload')) return true;
      const userErrors = payload.getFields().userErrors?.type;
      return !userErrors || String(userErrors) !== '[UserError!]!';
    });
    expect(odd.map((field) => field.name).sort()).toEqual([...TO_CONVERT.mutations].sort());
  });

  it('names every payload { <thing>, userErrors }: an object result after its type; a renamed field deprecated with its replacement and removal date', () => {
    const odd: string[] = [];
    for (const mutation of Object.values(schema.getMutationType()!.getFields())) {
      const payload = getNamedType(mutation.type) as GraphQLObjectType;
      const fields = Object.values(payload.getFields()).filter((f) => f.name !== 'userErrors');
      const current = fields.filter((f) => !f.deprecationReason);
      const result = current[0];
      if (current.length !== 1) odd.push(`${payload.name}: ${current.map((f) => f.name).join(', ')}`);
      else if (isObjectType(getNamedType(result.type))) {
        const typeName = getNamedType(result.type).name;
        if (result.name !== typeName[0]!.toLowerCase() + typeName.slice(1)) odd.push(`${payload.name}.${result.name}: ${typeName}`);
      }
      for (const old of fields.filter((f) => f.deprecationReason)) {
        if (old.deprecationReason !== `Use ${result?.name}; removed after 2027-02-27`)
          odd.push(`${payload.name}.${old.name}: ${old.deprecationReason}`);
      }
    }
    expect(odd).toEqual([]);
    const userError = schema.getType('UserError') as GraphQLObjectType;
    expect(String(userError.getFields().path.type)).toBe('[String!]');
    expect(userError.getFields().field.deprecationReason).toBe('Use path; removed after 2027-02-27');
  });

  it('types every instant as DateTime and money as Money, but those still to convert', () => {
    const fields = fieldsOf();
    // Labels beside their instant, not instants: ReleaseAdvice.easternTime ("2026-03-10 08:30 ET"), ReleaseCheck.exchangeTime
    // (the exchange's wall clock with its offset, "2026-11-30T10:15:00-05:00", beside the DateTime scheduledFor).
    const labels = ['ReleaseAdvice.easternTime', 'ReleaseCheck.exchangeTime'];
    const instants = fields.filter(
      ({ type, field }) =>
        getNamedType(field.type).name === 'String' &&
        /(At|Time|Date|timestamp|Expiry|^at|For|Until|Since)$/.test(field.name) &&
        !('deprecationReason' in field && field.deprecationReason) &&
        !labels.includes(`${type.name}.${field.name}`),
    );
    expect(instants.map((f) => f.name).sort()).toEqual([...TO_CONVERT.stringInstants].sort());
    // Arguments too: a String argument read as an instant (the days of Analytics are YYYY-MM-DD, not instants).
    const instantArgs = Object.values(schema.getQueryType()!.getFields())
      .concat(Object.values(schema.getMutationType()!.getFields()))
      .flatMap((field) => field.args.map((arg) => ({ name: `${field.name}(${arg.name})`, arg })))
      .filter(
        ({ arg }) =>
          getNamedType(arg.type).name === 'String' && /ISO 8601|(At|Time|Date|For|Until|Since)$/.test(`${arg.description} ${arg.name}`),
      );
    expect(instantArgs.map((a) => a.name)).toEqual([]);
    // A deprecated float stays for the clients that read it, beside its Money replacement.
    const money = fields.filter(
      ({ field }) =>
        getNamedType(field.type).name === 'Float' &&
        /(cost|Cost|Cents|price|Price|amount)$/.test(field.name) &&
        !('deprecationReason' in field && field.deprecationReason),
    );
    expect(
      money
        .map((f) => f.name)
        // Share prices (currentPrice, a chart's StockPricePoint.price) are market figures, not amounts charged.
        .filter((n) => !n.endsWith('Price') && n !== 'StockPricePoint.price')
        .sort(),
    ).toEqual([...TO_CONVERT.floatMoney].sort());
  });

  it('describes every type, field and argument of the partner API', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap()).filter((t) => PARTNER_TYPES.test(t.name))) {
      if (!type.description) missing.push(type.name);
      if (isEnumType(type)) continue;
      if (!isObjectType(type) && !isInputObjectType(type)) continue;
      for (const field of Object.values((type as GraphQLObjectType).getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args ?? []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('types every closed set as an enum, named in upper case', () => {
    const closedSetName =
      /^(status|.*Status|role|memberRole|plan|budget|upgradeTo|level|.*Level|severity|kind|tone|sector|decision|op|method|source|session|result|editorFormat|researchDepth|platform|platforms|provider|providers)$/;
    const strings = fieldsOf()
      .filter(({ field }) => closedSetName.test(field.name) && ['String', 'ID'].includes(getNamedType(field.type).name))
      .map((f) => f.name);
    expect(strings.sort()).toEqual([...OPEN_SETS].sort());
    const args = Object.values(schema.getQueryType()!.getFields())
      .concat(Object.values(schema.getMutationType()!.getFields()))
      .flatMap((field) => field.args.map((arg) => ({ name: `${field.name}(${arg.name})`, arg })))
      .filter(({ arg }) => closedSetName.test(arg.name) && ['String', 'ID'].includes(getNamedType(arg.type).name));
    expect(args.map((a) => a.name)).toEqual([]);
    for (const type of Object.values(schema.getTypeMap()).filter((t) => isEnumType(t) && !t.name.startsWith('__'))) {
      for (const value of (type as GraphQLEnumType).getValues()) expect(value.name, type.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it("describes every type, field, argument and enum value, as a partner's introspection sees them", () => {
    // What a client's tool reads: the schema rebuilt from an introspection result, not our objects.
    const seen = buildClientSchema(introspectionFromSchema(schema));
    const missing: string[] = [];
    for (const type of Object.values(seen.getTypeMap()).filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t))) {
      if (!type.description) missing.push(type.name);
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      if (!isObjectType(type) && !isInputObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values((type as GraphQLObjectType).getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args ?? []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('deprecates the spec-only LoginResult.lockoutExpiry with its reason', () => {
    const field = (schema.getType('LoginResult') as GraphQLObjectType).getFields().lockoutExpiry;
    expect(field.deprecationReason).toMatch(/account_locked/);
  });
});
