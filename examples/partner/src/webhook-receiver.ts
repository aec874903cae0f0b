import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  organizationId: string;
  data: Record<string, unknown>;
}

/** The README's verification: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, within five minutes. */
export function verifySignature(header: string, rawBody: string, secret: string, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return parts.some(([k, v]) => k === 'v1' && v?.length === 64 && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}

/**
 * A receiver on `host`:`port` (a public host in production; a loopback host:port the operator opened in
 * WEBHOOK_ALLOWED_HOSTS otherwise): answers 204 to deliveries whose signature verifies with the secret
 * given later, 400 to the rest.
 */
export async function startReceiver(host = '127.0.0.1', port = 0) {
  let secret = '';
  const events: WebhookEvent[] = [];
  const waiters: { type: string; resolve: (event: WebhookEvent) => void }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (!secret || !verifySignature(String(req.headers['issuerwire-signature'] ?? ''), raw, secret)) {
        res.writeHead(400).end();
        return;
      }
      const event = JSON.parse(raw) as WebhookEvent;
      events.push(event);
      res.writeHead(204).end();
      for (const waiter of waiters.filter((w) => w.type === event.type)) waiter.resolve(event);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/issuerwire`,
    events,
    setSecret(value: string) {
      secret = value;
    },
    /** The first verified event of `type`, within `timeoutMs`. */
    next(type: string, timeoutMs = 15_000): Promise<WebhookEvent> {
      const seen = events.find((e) => e.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} webhook within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ type, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
