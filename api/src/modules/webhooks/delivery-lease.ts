import type { Orm } from '../../db/orm';

// One delivery run at a time per endpoint (its deliveries go out in order), across instances, held in the
// endpoint's row rather than by the job queue: a run that dies (kill -9) lets go within one lease, and no
// job of one endpoint ever waits behind another endpoint's. Real time (the database's clock), not the
// app's clock: a lease is about a process being alive.

/**
 * How long a run holds its endpoint without renewing: one send (its timeout) and the write after it, with
 * room to spare. Also how long an endpoint waits after its run died (20 s by default).
 */
export function leaseMs(sendTimeoutMs: number): number {
  return sendTimeoutMs + 10_000;
}

export class DeliveryLease {
  constructor(
    private readonly orm: Orm,
    private readonly ms: number,
  ) {}

  /** Takes (or renews) the endpoint for this run: null when another live run holds it, else true. */
  async take(endpointId: string, renew = false): Promise<boolean> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `update webhook_endpoints set delivering_until = now() + (? * interval '1 millisecond')
           where id = ? and (? or delivering_until is null or delivering_until < now()) returning id`,
        [this.ms, endpointId, renew],
      );
    return rows.length === 1;
  }

  /** When the holder's lease ends (null when none is held). */
  async heldUntil(endpointId: string): Promise<Date | null> {
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ until: Date | string | null }[]>(`select delivering_until as until from webhook_endpoints where id = ?`, [endpointId]);
    return row?.until ? new Date(row.until) : null;
  }

  async release(endpointId: string): Promise<void> {
    await this.orm.em.fork().getConnection().execute(`update webhook_endpoints set delivering_until = null where id = ?`, [endpointId]);
  }
}
