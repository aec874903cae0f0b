import { createHmac, randomBytes } from 'node:crypto';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { LRUCache } from 'lru-cache';

/** A reader counts once per article and kind within this window (the ingest's upsert checks it). */
export const READER_WINDOW_MS = 30 * 60_000;

/**
 * Who a tracking hit comes from, without knowing them (as Plausible does it): HMAC-SHA256 of client
 * address and User-Agent under a random salt of the UTC day, cut to 128 bits. The salt lives in the
 * database so every instance hashes alike, and is replaced each day (yesterday's is deleted), so a hash
 * cannot be linked to the next day's nor reversed from a database copy once the day is over. The price:
 * a reader reading across midnight UTC may count once more.
 */
export class ReaderHasher {
  private today: { day: string; salt: Promise<Buffer> } | undefined;

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  /** The reader's key for today, as 32 hex digits. */
  async reader(address: string, userAgent: string): Promise<string> {
    const salt = await this.salt();
    return createHmac('sha256', salt).update(address).update('\n').update(userAgent).digest().subarray(0, 16).toString('hex');
  }

  private salt(): Promise<Buffer> {
    const day = this.clock.now().toISOString().slice(0, 10);
    if (this.today?.day !== day) {
      const salt = this.load(day);
      this.today = { day, salt };
      // A failed read is tried again by the next hit.
      salt.catch(() => {
        if (this.today?.salt === salt) this.today = undefined;
      });
    }
    return this.today.salt;
  }

  private async load(day: string): Promise<Buffer> {
    const db = this.orm.em.getConnection();
    // The first instance to need the day's salt makes it; the others read the same one.
    await db.execute(
      `insert into tracking_salts (day, salt) values (?, decode(?, 'hex')) on conflict (day) do nothing`,
      [day, randomBytes(32).toString('hex')],
      'run',
    );
    await db.execute('delete from tracking_salts where day < ?', [day], 'run');
    // Hashes under an older salt can never match again: none is kept past its day.
    await db.execute('delete from tracking_readers where counted_at < ?::date', [day], 'run');
    const [row] = await db.execute<{ salt: string }[]>(`select encode(salt, 'hex') as salt from tracking_salts where day = ?`, [day]);
    return Buffer.from(row.salt, 'hex');
  }
}

/**
 * At most `perMinute` counted hits per client address per minute, in memory per instance (so with n
 * instances behind a balancer an address may count up to n times that). Over the limit a hit is still
 * answered, just not counted. The least recently seen addresses are forgotten first past `capacity`.
 */
export class AddressLimit {
  private readonly minutes: LRUCache<string, { start: number; hits: number }>;

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
    capacity = 100_000,
  ) {
    this.minutes = new LRUCache({ max: capacity });
  }

  /** Takes one of the address's hits for this minute; false when none is left. */
  take(address: string): boolean {
    const now = this.clock.now().getTime();
    const minute = this.minutes.get(address);
    if (!minute || now - minute.start >= 60_000) {
      this.minutes.set(address, { start: now, hits: 1 });
      return this.perMinute >= 1;
    }
    if (minute.hits >= this.perMinute) return false;
    minute.hits++;
    return true;
  }
}
