// Issue 15, point 4: platforms and newswires are enums (PlatformId, NewswireProviderId) of the plugins an
// installation loads, built with its schema: another installation's plugins give other values, and ids that
// stored records name keep reading after their plugin is removed.
import { randomBytes } from 'node:crypto';
import { isEnumType, type GraphQLEnumType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineNewswirePlugin } from '@issuerwire/plugin-sdk';
import { bundledSchema, getSchema } from '../src/graphql-schema';
import { pluginEnumValues, type InstalledPlugin } from '../src/graphql/plugin-enums';
import { pluginEnumName, pluginIdOf } from '../src/lib/graphql-enum';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { REPO_ROOT } from '../src/plugins/load-plugins';
import { createPluginRegistry, discoverPlugins } from '../src/plugins/plugin-registry';
import { Client, createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { createTestApp, createTestDatabase, type TestApp } from './test-app';

const valuesOf = (schema: GraphQLSchema, name: string) => {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is no enum`);
  return Object.fromEntries(
    (type as GraphQLEnumType)
      .getValues()
      .map((v) => [v.name, { value: v.value, description: v.description, deprecated: v.deprecationReason ?? null }]),
  );
};

const plugin = (kind: string, id: string, name: string, packageName: string | null = null): InstalledPlugin => ({
  id,
  kind,
  name,
  packageName,
});

describe('the plugin enums of a schema', () => {
  it('names each plugin id by the enum rule and maps the name back', () => {
    expect(pluginEnumName('globenewswire')).toBe('GLOBENEWSWIRE');
    expect(pluginEnumName('x-pro')).toBe('X_PRO');
    expect(pluginEnumName('24wire')).toBe('_24WIRE');
    for (const id of ['globenewswire', 'x-pro', '24wire', 'a1-b2-c3']) expect(pluginIdOf(pluginEnumName(id))).toBe(id);
  });

  it('holds the installation’s plugins; a schema built for other plugins leaves an earlier one unchanged', async () => {
    const bundled = await bundledSchema();
    const before = valuesOf(bundled, 'NewswireProviderId');
    expect(Object.keys(before).sort()).toEqual(['ACCESSWIRE', 'BUSINESSWIRE', 'EIN', 'GLOBENEWSWIRE', 'NEWSFILE', 'PRNEWSWIRE']);
    expect(before.GLOBENEWSWIRE).toEqual({
      value: 'globenewswire',
      description: 'GlobeNewswire (@issuerwire/newswire-globenewswire)',
      deprecated: null,
    });
    expect(Object.keys(valuesOf(bundled, 'PlatformId')).sort()).toEqual(['MEDIUM', 'NEWSROOM', 'SUBSTACK', 'TWITTER']);

    const other = getSchema(
      pluginEnumValues([
        plugin('newswire', 'acme-wire', 'Acme Wire', '@vendor/acme'),
        plugin('newswire', '24wire', '24 Wire'),
        plugin('platform', 'mastodon', 'Mastodon'),
        plugin('market-data', 'embedded', 'Embedded'),
      ]),
    );
    expect(other).not.toBe(bundled);
    expect(valuesOf(other, 'NewswireProviderId')).toEqual({
      _24WIRE: { value: '24wire', description: '24 Wire', deprecated: null },
      ACME_WIRE: { value: 'acme-wire', description: 'Acme Wire (@vendor/acme)', deprecated: null },
    });
    expect(Object.keys(valuesOf(other, 'PlatformId'))).toEqual(['MASTODON', 'NEWSROOM']);
    // The first schema is its own: building another changed nothing in it.
    expect(valuesOf(bundled, 'NewswireProviderId')).toEqual(before);
    expect(await bundledSchema()).toBe(bundled);
  });

  it('keeps ids stored records name after their plugin is gone, deprecated; no plugin of a kind leaves NONE, which nothing accepts', () => {
    const values = pluginEnumValues([plugin('newswire', 'ein', 'EIN Presswire')], {
      platforms: [],
      newswires: ['ein', 'oldwire', 'not an id'],
    });
    const schema = getSchema(values);
    expect(valuesOf(schema, 'NewswireProviderId')).toEqual({
      EIN: { value: 'ein', description: 'EIN Presswire', deprecated: null },
      OLDWIRE: { value: 'oldwire', description: 'oldwire', deprecated: expect.stringMatching(/no longer installed/) },
    });
    // Platforms always hold the built-in newsroom, so only a kind without any value falls back to NONE.
    expect(valuesOf(schema, 'PlatformId')).toEqual({
      NEWSROOM: { value: 'newsroom', description: expect.stringMatching(/newsroom/), deprecated: null },
    });
    expect(valuesOf(getSchema({ platforms: [], newswires: [] }), 'PlatformId')).toEqual({
      NONE: { value: '', description: expect.stringMatching(/No plugin of this kind/), deprecated: null },
    });
  });
});

describe('an installation’s plugins over GraphQL', () => {
  const extra = defineNewswirePlugin({
    id: 'acme-wire',
    name: 'Acme Wire',
    optionsSchema: z.object({}),
    create: () => ({
      id: 'acme-wire',
      name: 'Acme Wire',
      apiAvailable: true,
      pricing: { basic: 10_000, enhanced: 20_000, premium: 30_000 },
      pricingIndicative: true,
      features: ['Takes orders in memory'],
      distribute: async (_release, ctx) => ({ vendorRef: `acme-${ctx.idempotencyKey}`, status: 'submitted' }),
      status: async (vendorRef) => ({ vendorRef, status: 'submitted' }),
    }),
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ plugins: discoverPlugins({ rootDir: REPO_ROOT }).then((found) => createPluginRegistry([...found, extra])) });
  });
  afterAll(async () => t?.close());

  it('orders from a vendor’s own plugin by its enum value, and refuses an id no plugin here has', async () => {
    const owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const distribute =
      'mutation ($input: DistributeInput!) { distributeArticle(input: $input) { result { orders { provider providerName } } userErrors { code } } }';
    const ordered = await owner.graphql(distribute, { input: { articleId, providers: ['ACME_WIRE'], distributionLevel: 'BASIC' } });
    expect(ordered.errors).toBeUndefined();
    expect(ordered.data).toEqual({
      distributeArticle: { result: { orders: [{ provider: 'ACME_WIRE', providerName: 'Acme Wire' }] }, userErrors: [] },
    });
    // Stored as the plugin id: REST and webhooks keep the spec's lower-case values.
    const orders = await owner.get<{ items: { provider: string }[] }>(`/api/newswire/orders?articleId=${articleId}`);
    expect(orders.body.items.map((o) => o.provider)).toEqual(['acme-wire']);

    const unknown = await owner.graphql(distribute, { input: { articleId, providers: ['MASTODON_WIRE'], distributionLevel: 'BASIC' } });
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.data).toBeUndefined();
  });
});

describe('a plugin removed from an installation', () => {
  it('leaves its stored orders readable after the restart, and refuses new orders with it', async () => {
    const database = await createTestDatabase({ persistent: true });
    const env = { CREDENTIALS_KEY: randomBytes(32).toString('hex'), SESSION_SECRET: randomBytes(32).toString('hex') };
    const found = await discoverPlugins({ rootDir: REPO_ROOT });
    let first: TestApp | undefined = await createTestApp({ database, env, plugins: createPluginRegistry(found) });
    let second: TestApp | undefined;
    try {
      const owner = await createVerifiedIssuer(first, { ticker: 'AAPL', companyName: 'Apple Inc.' });
      const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
      const ordered = await owner.post('/api/newswire/distribute', { articleId, providers: ['ein'], distributionLevel: 'basic' });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
      await first.close();
      first = undefined;

      second = await createTestApp({ database, env, plugins: createPluginRegistry(found.filter((f) => f.plugin.id !== 'ein')) });
      const again = new Client(second, owner.cookie);
      const res = await again.graphql(
        '{ newswireOrders { nodes { provider providerName } } newswireProviders { nodes { id } } __type(name: "NewswireProviderId") { enumValues(includeDeprecated: true) { name isDeprecated } } }',
      );
      expect(res.errors).toBeUndefined();
      const data = res.data as {
        newswireOrders: { nodes: { provider: string; providerName: string }[] };
        newswireProviders: { nodes: { id: string }[] };
        __type: { enumValues: { name: string; isDeprecated: boolean }[] };
      };
      expect(data.newswireOrders.nodes).toEqual([{ provider: 'EIN', providerName: 'ein' }]);
      expect(data.newswireProviders.nodes.map((n) => n.id)).not.toContain('EIN');
      expect(data.__type.enumValues).toContainEqual({ name: 'EIN', isDeprecated: true });
      expect(data.__type.enumValues).toContainEqual({ name: 'BUSINESSWIRE', isDeprecated: false });

      const refused = await again.graphql(
        'mutation ($input: DistributeInput!) { distributeArticle(input: $input) { result { message } userErrors { field code } } }',
        { input: { articleId, providers: ['EIN'], distributionLevel: 'BASIC' } },
      );
      expect(JSON.stringify(refused)).not.toMatch(/INTERNAL_SERVER_ERROR/);
      expect(refused.data?.distributeArticle).toMatchObject({ result: null });
      expect((refused.data?.distributeArticle as { userErrors: unknown[] }).userErrors.length).toBeGreaterThan(0);
    } finally {
      await first?.close();
      await second?.close();
      await database.drop();
    }
  });
});
