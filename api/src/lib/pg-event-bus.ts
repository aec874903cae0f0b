import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from './logger';
import { InMemoryEventBus, type EventBus, type EventStream, type PayloadOf, type SubscribeOptions, type Topic } from './event-bus';

export const EVENT_CHANNEL = 'issuerwire_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

interface Envelope {
  origin: string;
  topic: string;
  payload: unknown;
}

declare module './event-bus' {
  interface EventMap {
    /**
     * This instance's LISTEN connection was lost and is back: events from other instances in between
     * were missed, so whatever they keep fresh (session caches, open sockets) must be checked again.
     */
    'bus.reconnected': { downMs: number };
  }
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** Tries for one NOTIFY, reconnecting between them, before it is logged as not delivered. */
const NOTIFY_TRIES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The event bus across instances: local subscribers are served at once by the in-memory bus, and every
 * event also rides PostgreSQL NOTIFY so subscribers on other instances get it from their LISTEN. Either
 * connection, when lost (a restart, a failover, an idle timeout), is opened again with growing waits;
 * a NOTIFY is retried on the new connection, and a new LISTEN is announced as `bus.reconnected`.
 */
export class PgEventBus implements EventBus {
  private readonly local = new InMemoryEventBus();
  private readonly origin = randomUUID();
  private closed = false;
  private sending: Promise<void> = Promise.resolve();
  private listener: pg.Client | undefined;
  /** One connection, so events reach other instances in the order they were published. */
  private notifier: Promise<pg.Client> | undefined;

  private constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  static async connect(databaseUrl: string, logger: Logger): Promise<PgEventBus> {
    const bus = new PgEventBus(databaseUrl, logger);
    await bus.listen();
    await bus.notifierClient();
    return bus;
  }

  /** Opens the LISTEN connection; a failure leaves nothing open. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (error) => this.listenerLost(client, error));
    client.on('end', () => this.listenerLost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    this.listener = client;
  }

  private listenerLost(client: pg.Client, error?: Error): void {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
    this.logger.error({ err: error }, 'event bus listener lost; reconnecting');
    void client.end().catch(() => {});
    void this.relisten(Date.now());
  }

  private async relisten(since: number): Promise<void> {
    for (let wait = FIRST_RETRY_MS; !this.closed; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      await sleep(wait);
      if (this.closed) return;
      try {
        await this.listen();
        const downMs = Date.now() - since;
        this.logger.warn({ downMs }, 'event bus listener reconnected');
        this.local.publish('bus.reconnected', { downMs });
        return;
      } catch (error) {
        this.logger.warn({ err: error, retryInMs: Math.min(wait * 2, MAX_RETRY_MS) }, 'event bus listener could not reconnect yet');
      }
    }
  }

  /** The NOTIFY connection, opened on first use and again after it was lost. */
  private notifierClient(): Promise<pg.Client> {
    if (this.notifier) return this.notifier;
    const opened: Promise<pg.Client> = (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      const drop = (error?: Error) => {
        if (error) this.logger.error({ err: error }, 'event bus notifier lost');
        if (this.notifier === opened) this.notifier = undefined;
      };
      client.on('error', drop);
      client.on('end', () => drop());
      await client.connect();
      return client;
    })();
    this.notifier = opened;
    opened.catch(() => {
      if (this.notifier === opened) this.notifier = undefined;
    });
    return opened;
  }

  private async notify(text: string, topicName: string): Promise<void> {
    for (let attempt = 1, wait = FIRST_RETRY_MS; ; attempt++, wait *= 2) {
      try {
        const client = await this.notifierClient();
        await client.query('select pg_notify($1, $2)', [EVENT_CHANNEL, text]);
        return;
      } catch (error) {
        const gone = this.notifier;
        this.notifier = undefined;
        void gone?.then((client) => client.end()).catch(() => {});
        if (attempt >= NOTIFY_TRIES || this.closed) {
          this.logger.error({ err: error, topic: topicName }, 'event could not be sent to other instances');
          return;
        }
        await sleep(wait);
      }
    }
  }

  private receive(raw: string | undefined): void {
    if (!raw) return;
    try {
      const envelope = JSON.parse(raw) as Envelope;
      if (envelope.origin === this.origin) return; // already delivered locally
      this.local.publish(envelope.topic as Topic, envelope.payload as never);
    } catch (error) {
      this.logger.warn({ err: error }, 'ignored a malformed event notification');
    }
  }

  publish<T extends Topic>(topicName: T, payload: PayloadOf<T>): void {
    this.local.publish(topicName, payload);
    if (this.closed) return;
    const text = JSON.stringify({ origin: this.origin, topic: topicName, payload } satisfies Envelope);
    if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) {
      this.logger.warn({ topic: topicName, bytes: Buffer.byteLength(text) }, 'event too large for NOTIFY: delivered on this instance only');
      return;
    }
    // One at a time, in order (pg no longer queues concurrent calls on one client for us).
    this.sending = this.sending.then(() => this.notify(text, topicName));
  }

  subscribe<T extends Topic>(topicName: T, options?: SubscribeOptions): EventStream<PayloadOf<T>> {
    return this.local.subscribe(topicName, options);
  }

  listenerCount(topicName: Topic): number {
    return this.local.listenerCount(topicName);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.local.close();
    void this.listener?.end().catch(() => {});
    void this.notifier?.then((client) => client.end()).catch(() => {});
  }
}

/** One instance (embedded database): in memory. A PostgreSQL server: LISTEN/NOTIFY across instances. */
export async function createEventBus(databaseUrl: string | undefined, logger: Logger): Promise<EventBus> {
  return databaseUrl ? PgEventBus.connect(databaseUrl, logger) : new InMemoryEventBus();
}
