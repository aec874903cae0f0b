import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ComposerContentModel } from './composer';
import { createContentModel } from './create-content-model';
import { ContentModelError } from './content-model.error';
import { OpenAiContentModel } from './openai-model';
import { SYSTEM_PROMPT } from './prompt';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './__fixtures__/fake-openai-server';
import { FULL_ARTICLE, PRESS_RELEASE } from './__fixtures__/content-requests';

const ARTICLE = [
  '# Northwind Robotics: The Case the Company Makes\n\n',
  'Northwind Robotics (NASDAQ: NWRB) reports that revenue grew 34% ',
  'year over year.\n\n',
  '## Risks and considerations\n\n',
  'Results may differ from plans.',
];

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function model(timeoutMs = 2_000): OpenAiContentModel {
  return new OpenAiContentModel({ apiKey: 'test-key', baseUrl: server.baseUrl, model: 'test-model', timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<ContentModelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentModelError);
  return error as ContentModelError;
}

describe('OpenAiContentModel: answers', () => {
  it('streams deltas in order and returns their concatenation split into title and body', async () => {
    server.reply({ type: 'text', content: ARTICLE.join(''), chunks: ARTICLE });
    const deltas: string[] = [];
    const result = await model().generate(FULL_ARTICLE, { onDelta: (text) => deltas.push(text) });

    expect(deltas).toEqual(ARTICLE);
    expect(result.title).toBe('Northwind Robotics: The Case the Company Makes');
    expect(`# ${result.title}\n\n${result.body}`).toBe(deltas.join('').trim());
    expect(result.body.startsWith('Northwind Robotics (NASDAQ: NWRB)')).toBe(true);
    expect(result.model).toBe('test-model');
    expect(result.wordCount).toBe(20);
    expect(server.requests[0].body.stream).toBe(true);
  });

  it('answers without streaming when asked for a plain answer', async () => {
    server.reply({ type: 'text', content: ARTICLE.join('') });
    const deltas: string[] = [];
    const result = await model().generate(FULL_ARTICLE, { stream: false, onDelta: (text) => deltas.push(text) });

    expect(server.requests[0].body.stream).not.toBe(true);
    expect(result.title).toBe('Northwind Robotics: The Case the Company Makes');
    expect(result.body).toContain('## Risks and considerations');
    expect(deltas).toEqual([ARTICLE.join('')]);
  });

  it('falls back to the requested title when the model writes no heading', async () => {
    server.reply({ type: 'text', content: 'Plain text without a heading.' });
    const result = await model().generate({ ...FULL_ARTICLE, title: 'Campaign title' });
    expect(result.title).toBe('Campaign title');
    expect(result.body).toBe('Plain text without a heading.');
  });

  it('sends the model id, the rules and the campaign facts', async () => {
    server.reply({ type: 'text', content: ARTICLE.join('') });
    await model().generate({ ...FULL_ARTICLE, variationSeed: 'regen-2' });

    const { body, headers, path } = server.requests[0];
    expect(path).toBe('/v1/chat/completions');
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body.model).toBe('test-model');
    const [system, user] = body.messages ?? [];
    expect(system).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(system.content).toMatch(/Do not invent numbers/);
    expect(system.content).toMatch(/in the voice of the listed company/);
    expect(system.content).toMatch(/Write a quotation only when the request supplies one/);
    expect(system.content).toMatch(/Never write placeholders/);
    expect(system.content).toMatch(/never address doubt to the reader/);
    expect(system.content).toMatch(/price predictions/);
    expect(system.content).toMatch(/Do NOT write disclosures/);
    expect(system.content).toMatch(/# Title/);
    expect(user.role).toBe('user');
    for (const fact of [
      'Company: Northwind Robotics Inc.',
      'Ticker: NWRB',
      'Exchange: NASDAQ',
      'Sector: Technology',
      'Website: https://northwind-robotics.example',
      'Northwind Robotics Reports Third Quarter 2024 Results',
      '- Revenue grew 34% year over year to $12.5M in fiscal 2024',
      'Market capitalisation: $410M as of 2025-01-15 (source: bundled market dataset)',
      '800 to 1200 words',
      'Bullish',
      'no quote;',
      'Variation regen-2',
    ]) {
      expect(user.content).toContain(fact);
    }
    expect(user.content).not.toMatch(/\[|to be supplied/);
  });

  it('asks for a press release with its structure: dateline with the city, lead, the quote given, boilerplate and contact', async () => {
    server.reply({ type: 'text', content: '# Release\n\nText.' });
    await model().generate(PRESS_RELEASE);
    const user = server.requests[0].body.messages?.[1].content ?? '';
    expect(user).toContain('press release of at most 700 words');
    expect(user).toContain('exactly: **VANCOUVER, BC, March 14, 2025** —');
    expect(user).toContain('"Acme Gold Corp (TSXV: AGC) today announced …"');
    expect(user).toContain('Release date: 2025-03-14');
    expect(user).toContain('- Completed the 2024 drill program at the Red Lake property');
    expect(user).toContain(
      'Quote (word for word) from Jane Doe, President and CEO: The completed program gives us a clear base for the next stage of work at Red Lake.',
    );
    expect(user).toContain('About Acme Gold Corp (boilerplate, as written): Acme Gold Corp is a gold exploration company');
    expect(user).toContain('Media and investor contact (as written):\nJane Doe, President and CEO\nir@acmegold.example');
    expect(user).toContain('using only the figures listed above');
    expect(user).not.toMatch(/\[|to be supplied/);
  });

  it('asks for no quote and a date-only dateline when the issuer gave no quote and no city', async () => {
    server.reply({ type: 'text', content: '# Release\n\nText.' });
    await model().generate({ ...PRESS_RELEASE, quote: undefined, headOffice: undefined });
    const user = server.requests[0].body.messages?.[1].content ?? '';
    expect(user).toContain('exactly: **March 14, 2025** —');
    expect(user).toContain('- no quote;');
    expect(user).not.toMatch(/Quote \(word for word\)/);
  });
});

describe('OpenAiContentModel: failures say why', () => {
  it('maps 429 to rate_limited with the wait the provider asked for', async () => {
    server.reply({ type: 'rate-limit', retryAfterSeconds: 30 });
    const error = await failure(model().generate(FULL_ARTICLE));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('The AI provider is rate-limiting requests; try again in a minute.');
    expect(error.retryAfterMs).toBe(30_000);
    expect(server.requests).toHaveLength(1); // no hidden retries
  });

  it('maps 500 to upstream_error', async () => {
    server.reply({ type: 'server-error', status: 500 });
    const error = await failure(model().generate(FULL_ARTICLE));
    expect(error.code).toBe('upstream_error');
    expect(error.message).toBe('The AI provider had an internal error (HTTP 500); try again later.');
  });

  it('maps 503 on the plain path to upstream_error too', async () => {
    server.reply({ type: 'server-error', status: 503, message: 'overloaded' });
    const error = await failure(model().generate(FULL_ARTICLE, { stream: false }));
    expect(error.code).toBe('upstream_error');
    expect(error.message).toContain('HTTP 503');
  });

  it('explains a rejected key and an unknown model', async () => {
    server.reply({ type: 'server-error', status: 401, message: 'Incorrect API key provided' });
    expect((await failure(model().generate(FULL_ARTICLE))).message).toMatch(/rejected the API key; check the OPENAI_API_KEY setting/);
    server.reply({ type: 'server-error', status: 404, message: 'The model does not exist' });
    expect((await failure(model().generate(FULL_ARTICLE))).message).toMatch(
      /does not offer the model test-model; check the OPENAI_MODEL setting/,
    );
  });

  it('times out when the provider never answers', async () => {
    server.reply({ type: 'hang' });
    const started = Date.now();
    const error = await failure(model(300).generate(FULL_ARTICLE));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/did not answer within/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('times out when a stream stalls half way, after passing on what arrived', async () => {
    server.reply({ type: 'hang-after-chunks', chunks: ['# Title\n\n', 'Half a sen'] });
    const deltas: string[] = [];
    const error = await failure(model(300).generate(FULL_ARTICLE, { onDelta: (text) => deltas.push(text) }));
    expect(error.code).toBe('timeout');
    expect(deltas).toEqual(['# Title\n\n', 'Half a sen']);
  });

  it('times out on the plain path too', async () => {
    server.reply({ type: 'hang' });
    expect((await failure(model(300).generate(FULL_ARTICLE, { stream: false }))).code).toBe('timeout');
  });

  it('maps a non-JSON answer to malformed', async () => {
    server.reply({ type: 'malformed' });
    const error = await failure(model().generate(FULL_ARTICLE, { stream: false }));
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/could not be read/);
  });

  it('maps a stream with a non-JSON event to malformed', async () => {
    server.reply({ type: 'malformed' });
    expect((await failure(model().generate(FULL_ARTICLE))).code).toBe('malformed');
  });

  it('maps an empty stream and an answer without choices to malformed', async () => {
    server.reply({ type: 'empty' });
    const streamed = await failure(model().generate(FULL_ARTICLE));
    expect(streamed.code).toBe('malformed');
    expect(streamed.message).toBe('The AI provider returned an empty answer; try again.');
    server.reply({ type: 'empty' });
    expect((await failure(model().generate(FULL_ARTICLE, { stream: false }))).code).toBe('malformed');
  });

  it('maps an error event inside the stream to upstream_error with the provider message', async () => {
    server.reply({ type: 'stream-error', message: 'context length exceeded' });
    const error = await failure(model().generate(FULL_ARTICLE));
    expect(error.code).toBe('upstream_error');
    expect(error.message).toContain('context length exceeded');
  });

  it('reports an unreachable provider as upstream_error naming the address', async () => {
    const port = await freePort();
    const unreachable = new OpenAiContentModel({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', timeoutMs: 2_000 });
    const error = await failure(unreachable.generate(FULL_ARTICLE));
    expect(error.code).toBe('upstream_error');
    expect(error.message).toContain(`http://127.0.0.1:${port}/v1`);
  });

  it('stops with aborted when the caller cancels', async () => {
    server.reply({ type: 'hang' });
    const controller = new AbortController();
    const pending = model(5_000).generate(FULL_ARTICLE, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error.code).toBe('aborted');
  });

  it('stops with aborted when the caller cancels mid-stream', async () => {
    server.reply({ type: 'hang-after-chunks', chunks: ['# Title\n\n', 'Some text'] });
    const controller = new AbortController();
    const deltas: string[] = [];
    const error = await failure(
      model(5_000).generate(FULL_ARTICLE, {
        signal: controller.signal,
        onDelta: (text) => {
          deltas.push(text);
          if (deltas.length === 2) controller.abort();
        },
      }),
    );
    expect(error.code).toBe('aborted');
  });
});

describe('createContentModel', () => {
  it('uses the provider when a key is set and the composer otherwise', () => {
    const withKey = createContentModel({ openaiApiKey: 'sk-test', openaiBaseUrl: server.baseUrl, openaiModel: 'gpt-test' });
    expect(withKey).toBeInstanceOf(OpenAiContentModel);
    expect(withKey.name).toBe('gpt-test');
    const offline = createContentModel({ openaiModel: 'gpt-test' });
    expect(offline).toBeInstanceOf(ComposerContentModel);
    expect(offline.name).toBe('composer');
    expect(createContentModel({ openaiApiKey: '  ', openaiModel: 'gpt-test' })).toBeInstanceOf(ComposerContentModel);
  });

  it('routes generation to the configured base URL', async () => {
    server.reply({ type: 'text', content: '# From the fake\n\nBody text.' });
    const result = await createContentModel({ openaiApiKey: 'sk-test', openaiBaseUrl: server.baseUrl, openaiModel: 'gpt-test' }).generate(
      FULL_ARTICLE,
    );
    expect(result).toEqual({ title: 'From the fake', body: 'Body text.', model: 'gpt-test', wordCount: 2 });
    expect(server.requests[0].body.model).toBe('gpt-test');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
