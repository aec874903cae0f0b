// A local OpenAI-compatible server for tests: POST /v1/chat/completions, streaming and not, with programmable failures.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeReply =
  /** A normal answer; when streamed it is sent in `chunks` (default: word by word). */
  | { type: 'text'; content: string; chunks?: string[]; chunkDelayMs?: number }
  /** HTTP 429 with a Retry-After header. */
  | { type: 'rate-limit'; retryAfterSeconds?: number }
  /** An HTTP error status (default 500) with an OpenAI-style error body. */
  | { type: 'server-error'; status?: number; message?: string }
  /** Accepts the request and never answers. */
  | { type: 'hang' }
  /** Streams these chunks, then goes silent without ending the stream. */
  | { type: 'hang-after-chunks'; chunks: string[] }
  /** A body that is not JSON (non-streaming) or an SSE data line that is not JSON (streaming). */
  | { type: 'malformed' }
  /** A well-formed answer with no content: no choices, or a stream of nothing but [DONE]. */
  | { type: 'empty' }
  /** A streamed error event, as some providers send mid-stream. */
  | { type: 'stream-error'; message: string };

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatRequestBody;
}

export interface FakeOpenAiServer {
  /** Pass as `baseURL` / OPENAI_BASE_URL: ends in `/v1`. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Queues a reply for the next request; unqueued requests get the default reply. */
  reply(reply: FakeReply): void;
  setDefault(reply: FakeReply): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(defaultReply: FakeReply = { type: 'text', content: '# Title\n\nBody.' }): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let fallback = defaultReply;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });
  // The client keeps its connection between calls (and never retries): on a loaded machine a test can pause
  // longer than node's 5 s keep-alive between two calls, and a socket closed under it fails the next call.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: ChatRequestBody = {};
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      // recorded as empty: the test asserts on what arrived
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      sendJson(res, 404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } });
      return;
    }
    const reply = queue.shift() ?? fallback;
    const model = body.model ?? 'fake-model';
    const streaming = body.stream === true;

    switch (reply.type) {
      case 'rate-limit':
        sendJson(res, 429, { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }, {
          'retry-after': String(reply.retryAfterSeconds ?? 20),
        });
        return;
      case 'server-error':
        sendJson(res, reply.status ?? 500, { error: { message: reply.message ?? 'The server had an error while processing your request.', type: 'server_error' } });
        return;
      case 'hang':
        return;
      case 'malformed':
        if (streaming) {
          startStream(res);
          res.write('data: {"id":"chatcmpl-fake","choices":[{"delta":{"content":"Hel\n\n');
          res.end('data: [DONE]\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"id":"chatcmpl-fake","choices":[{"message":');
        }
        return;
      case 'empty':
        if (streaming) {
          startStream(res);
          res.end('data: [DONE]\n\n');
        } else {
          sendJson(res, 200, { id: 'chatcmpl-fake', object: 'chat.completion', created: now(), model, choices: [] });
        }
        return;
      case 'stream-error':
        startStream(res);
        res.write(`data: ${JSON.stringify(chunk(model, 'Partial '))}\n\n`);
        res.end(`data: ${JSON.stringify({ error: { message: reply.message, type: 'server_error' } })}\n\n`);
        return;
      case 'hang-after-chunks':
        startStream(res);
        for (const piece of reply.chunks) res.write(`data: ${JSON.stringify(chunk(model, piece))}\n\n`);
        return;
      case 'text':
        if (!streaming) {
          sendJson(res, 200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: now(),
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          });
          return;
        }
        startStream(res);
        for (const piece of reply.chunks ?? splitWords(reply.content)) {
          if (res.destroyed) return;
          res.write(`data: ${JSON.stringify(chunk(model, piece))}\n\n`);
          if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
        }
        res.write(`data: ${JSON.stringify({ ...chunk(model, ''), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (reply) => void queue.push(reply),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging replies keep sockets open; destroy them or close() never returns.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function chunk(model: string, content: string): Record<string, unknown> {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: now(),
    model,
    choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }],
  };
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function splitWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
