import { describe, expect, it } from 'vitest';
import {
  createPluginHost,
  isDefinedPlugin,
  isPluginError,
  loadPlugin,
  PluginOptionsError,
  publishPlatformProblems,
  publishResultSchema,
  submissionPackageSchema,
  type HttpClientOptions,
  type PluginError,
  type PublishPlatform,
  type SubmissionPackage,
} from '@issuerwire/plugin-sdk';
import { describePlatformConformance, sampleArticle } from '@issuerwire/plugin-sdk/testing';
import plugin, { substackBody, substackSubtitle, type SubstackCredentials } from './index';

// Substack has no API: the plugin is a Web Integration. The SDK's conformance kit in its Web Integration
// form (no fake vendor), then Substack-specific behaviour.

type SubstackPlatform = PublishPlatform<SubstackCredentials> & {
  buildSubmission(article: typeof sampleArticle, credentials: SubstackCredentials): SubmissionPackage;
};

const credentials: SubstackCredentials = { publicationUrl: 'https://northwind.substack.com' };

describePlatformConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [{ options: { delivery: 'print' }, field: 'delivery' }],
  credentials,
  invalidCredentials: [{ credentials: { publicationUrl: 'http://northwind.substack.com' }, field: 'publicationUrl' }],
  metrics: 'none', // opens and clicks live in the Substack dashboard only
  recordedPost: {
    url: 'https://northwind.substack.com/p/a-record-third-quarter',
    foreignUrl: 'https://other.substack.com/p/a-record-third-quarter',
  },
  expectSubmission(submission, { article }) {
    expect(submission.formUrl).toBe('https://northwind.substack.com/publish/post?type=newsletter');
    expect(submission.fields.find((f) => f.label === 'Title')?.value).toBe(article.title);
  },
});

/** Builds the platform on a host that records every HTTP client the plugin asks for. */
async function build(options: unknown = {}, sandbox = false): Promise<{ platform: SubstackPlatform; clients: HttpClientOptions[] }> {
  const clients: HttpClientOptions[] = [];
  const host = createPluginHost({ sandbox });
  const spy = {
    ...host,
    http: (o: HttpClientOptions) => {
      clients.push(o);
      return host.http(o);
    },
  };
  const platform = (await plugin.create(plugin.optionsSchema.parse(options), spy)) as SubstackPlatform;
  expect(publishPlatformProblems(platform, plugin.id)).toEqual([]);
  return { platform, clients };
}

async function failureOf(promise: Promise<unknown>): Promise<PluginError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isPluginError(error), `expected a typed plugin error, got ${String(error)}`).toBe(true);
  return error as PluginError;
}

describe('Substack plugin contract', () => {
  it('is a platform plugin that loads without any configuration', async () => {
    expect(isDefinedPlugin(plugin)).toBe(true);
    expect(plugin.kind).toBe('platform');
    const loaded = await loadPlugin(plugin, undefined);
    expect(loaded.instance).toMatchObject({ id: 'substack', name: 'Substack', editorFormat: 'markdown', maxLength: null });
  });

  it('refuses an unknown delivery, naming the field', async () => {
    const error = await loadPlugin(plugin, { delivery: 'fax' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PluginOptionsError);
    expect((error as PluginOptionsError).issues.map((i) => i.field)).toEqual(['delivery']);
  });

  it('takes the publication address as credentials, normalised to its origin', async () => {
    const { platform } = await build();
    expect(platform.credentialsSchema.parse({ publicationUrl: 'https://northwind.substack.com/' })).toEqual(credentials);
    expect(platform.credentialsSchema.parse({ publicationUrl: 'https://news.northwind.com' })).toEqual({
      publicationUrl: 'https://news.northwind.com',
    });
    for (const bad of ['http://northwind.substack.com', 'https://northwind.substack.com/p/q3', 'northwind', '']) {
      const result = platform.credentialsSchema.safeParse({ publicationUrl: bad });
      expect(result.success, `${bad} was accepted`).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toContain('publicationUrl');
    }
  });

  it("names the publication's own host for tracked links, not every Substack", async () => {
    const { platform } = await build();
    expect(platform.accountHosts?.(credentials)).toEqual(['northwind.substack.com']);
    expect(platform.accountHosts?.({ publicationUrl: 'https://news.northwind.com' })).toEqual(['news.northwind.com']);
  });
});

describe('Substack publish (Web Integration)', () => {
  it('answers pending with the prepared post, and never opens a connection to Substack', async () => {
    const { platform, clients } = await build({ delivery: 'web-only' });
    const result = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'pub-1' });
    expect(publishResultSchema.parse(result)).toMatchObject({ status: 'pending', postId: 'substack-draft-pub-1' });
    expect(clients).toHaveLength(0);

    const submission = submissionPackageSchema.parse(result.submission);
    expect(submission.formUrl).toBe('https://northwind.substack.com/publish/post?type=newsletter');
    const field = (label: string) => submission.fields.find((f) => f.label === label)?.value;
    expect(field('Title')).toBe(sampleArticle.title);
    expect(field('Subtitle')).toBe('Revenue reached $48.2 million, up 21 percent.');
    expect(field('Delivery')).toBe('Publish on the web only (do not send by email)');
    expect(field('Tags')).toBe('investing, robotics');
    expect(field('Canonical link')).toBe(sampleArticle.canonicalUrl);
    expect(field('Body (Markdown)')).toBe(submission.text);
    expect(platform.buildSubmission(sampleArticle, credentials)).toEqual(submission);
  });

  it('writes the body without the title heading, keeps the disclosures and ends with the canonical link', () => {
    const body = substackBody(sampleArticle);
    expect(body.startsWith('Revenue reached $48.2 million')).toBe(true);
    expect(body).toContain('_Forward-looking statements: this article contains forward-looking statements that involve risks._');
    expect(body.endsWith(`*Originally published at [issuerwire.example](${sampleArticle.canonicalUrl}).*`)).toBe(true);
  });

  it('takes the subtitle from the first paragraph of prose, as plain text, shortened on a word', () => {
    const markdown = `# ${sampleArticle.title}\n\n## Highlights\n\nNorthwind **grew** revenue in [every region](https://x.example) ${'and kept costs flat '.repeat(12)}`;
    const subtitle = substackSubtitle({ ...sampleArticle, markdown });
    expect(subtitle.startsWith('Northwind grew revenue in every region and kept')).toBe(true);
    expect(subtitle.length).toBeLessThanOrEqual(160);
    expect(subtitle.endsWith('…')).toBe(true);
  });

  it('says sandbox in its result when the host runs it in sandbox', async () => {
    const { platform } = await build({}, true);
    const result = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'sb-1' });
    expect(result).toMatchObject({ status: 'pending', postId: 'substack-draft-sb-1', sandbox: true });
  });
});

describe('Substack status and metrics', () => {
  it('stays pending until the issuer records the post URL, then answers published with it', async () => {
    const { platform } = await build();
    expect(await platform.checkStatus!('substack-draft-pub-1', credentials)).toEqual({ status: 'pending', postId: 'substack-draft-pub-1' });
    expect(await platform.checkStatus!('https://northwind.substack.com/p/northwind-q3/', credentials)).toEqual({
      status: 'published',
      postId: 'https://northwind.substack.com/p/northwind-q3',
      url: 'https://northwind.substack.com/p/northwind-q3',
    });
  });

  it.each([
    ['https://other.substack.com/p/northwind-q3', 'is not on https://northwind.substack.com'],
    ['https://northwind.substack.com/about', 'not a post address'],
    ['http://northwind.substack.com/p/northwind-q3', 'not an https address'],
  ])('refuses %s as the recorded post', async (url, why) => {
    const { platform } = await build();
    const error = await failureOf(platform.checkStatus!(url, credentials));
    expect(error.code).toBe('invalid_content');
    expect(error.message).toContain(why);
  });

  it('answers an empty record for metrics: Substack exposes no statistics', async () => {
    const { platform, clients } = await build();
    expect(await platform.metrics('https://northwind.substack.com/p/northwind-q3', credentials)).toEqual({});
    expect(clients).toHaveLength(0);
  });
});
