import { createHmac, randomBytes } from 'node:crypto';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { deleteInBatches } from '../../db/delete-in-batches';

/** A reader counts once per article and kind within this window (the ingest's upsert checks it). */
export const READER_WINDOW_MS = 30 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

function hash(salt: Buffer, address: string, userAgent: string): string {
  return createHmac('sha256', salt).update(address).update('\n').update(userAgent).digest().subarray(0, 16).toString('hex');
}

/**
 * Who a tracking hit comes from, without knowing them (as Plausible does it): HMAC-SHA256 of client
 * address and User-Agent under a random salt of the UTC day, cut to 128 bits. The salt lives in the
 * database so every instance hashes alike, and is replaced each day (yesterday's is deleted), so a hash
 * cannot be linked to the next day's nor reversed from a database copy once the day is over. The price:
 * a reader reading across midnight UTC may count once more.
 */
export class ReaderHasher {
  /** Today's salt (UTC day [from, until)); `key` once it is read. */
  private today: { from: number; until: number; salt: Promise<Buffer>; key?: Buffer } | undefined;

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  /** The reader's key for today, as 32 hex digits. */
  async reader(address: string, userAgent: string): Promise<string> {
    return this.readerNow(address, userAgent) ?? hash(await this.salt(), address, userAgent);
  }

  /** The same key when today's salt is already at hand (nearly every hit): nothing to wait for. */
  readerNow(address: string, userAgent: string): string | undefined {
    const now = this.clock.now().getTime();
    const today = this.today;
    if (!today?.key || now < today.from || now >= today.until) return undefined;
    return hash(today.key, address, userAgent);
  }

  private salt(): Promise<Buffer> {
    const now = this.clock.now().getTime();
    if (!this.today || now < this.today.from || now >= this.today.until) {
      const from = now - (now % DAY_MS);
      const salt = this.load(new Date(from).toISOString().slice(0, 10));
      const today: NonNullable<ReaderHasher['today']> = { from, until: from + DAY_MS, salt };
      this.today = today;
      salt.then(
        (key) => (today.key = key),
        // A failed read is tried again by the next hit.
        () => {
          if (this.today === today) this.today = undefined;
        },
      );
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
    await deleteInBatches(db, 'tracking_readers', 'counted_at < ?::date', [day]);
    const [row] = await db.execute<{ salt: string }[]>(`select encode(salt, 'hex') as salt from tracking_salts where day = ?`, [day]);
    return Buffer.from(row.salt, 'hex');
  }
}
