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

/**
 * The event bus across instances: local subscribers are served at once by the in-memory bus, and every
 * event also rides PostgreSQL NOTIFY so subscribers on other instances get it from their LISTEN.
 */
export class PgEventBus implements EventBus {
  private readonly local = new InMemoryEventBus();
  private readonly origin = randomUUID();
  private closed = false;
  private sending: Promise<void> = Promise.resolve();

  private constructor(
    private readonly listener: pg.Client,
    /** One connection, so events reach other instances in the order they were published. */
    private readonly notifier: pg.Client,
    private readonly logger: Logger,
  ) {}

  static async connect(databaseUrl: string, logger: Logger): Promise<PgEventBus> {
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const notifier = new pg.Client({ connectionString: databaseUrl });
    await notifier.connect();
    notifier.on('error', (error) => logger.error({ err: error }, 'event bus notifier failed'));
    const bus = new PgEventBus(listener, notifier, logger);
    listener.on('notification', (message) => bus.receive(message.payload));
    listener.on('error', (error) => logger.error({ err: error }, 'event bus listener failed'));
    await listener.query(`LISTEN ${EVENT_CHANNEL}`);
    return bus;
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
    this.sending = this.sending
      .then(() => this.notifier.query('select pg_notify($1, $2)', [EVENT_CHANNEL, text]))
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error, topic: topicName }, 'event could not be sent to other instances'),
      );
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
    void this.listener.end().catch(() => {});
    void this.notifier.end().catch(() => {});
  }
}

/** One instance (embedded database): in memory. A PostgreSQL server: LISTEN/NOTIFY across instances. */
export async function createEventBus(databaseUrl: string | undefined, logger: Logger): Promise<EventBus> {
  return databaseUrl ? PgEventBus.connect(databaseUrl, logger) : new InMemoryEventBus();
}
