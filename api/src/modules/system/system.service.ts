import { setImmediate as nextTurn } from 'node:timers/promises';
import { databaseAnswers, type Orm } from '../../db/orm';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: boolean;
}

/** How old the database check behind a health answer may be. */
export const HEALTH_FRESH_MS = 1000;

/** Liveness of the process and its database. */
export class SystemService {
  /** The check whose `select 1` has not started yet: callers that come before it starts share it. */
  private pending: Promise<boolean> | null = null;
  /** The last check: when its `select 1` started, and whether the database answered. */
  private last: { startedAt: number; answered: boolean } | null = null;

  constructor(
    private readonly orm: Orm,
    /** Where people write for help (config.supportEmail): public, the screens name it. */
    readonly supportEmail: string,
    /** Tests swap the database check and the clock. */
    private readonly probe: (orm: Orm) => Promise<boolean> = databaseAnswers,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /**
   * Every answer comes from a `select 1` that started at most HEALTH_FRESH_MS before it (a failure as
   * much as a success): a probe every few seconds sees each state within a second, and a flood of probes
   * (a load balancer's, a benchmark's) costs the database one statement a second, not one per request
   * (on the embedded database a statement costs ~0.5 ms of the server's own CPU). A call that finds the
   * last check too old waits for the end of the event loop's turn, so the calls read in that turn share one.
   */
  async health(): Promise<HealthReport> {
    const last = this.last;
    const database = last && this.now() - last.startedAt <= HEALTH_FRESH_MS ? last.answered : await (this.pending ??= this.check());
    return { status: database ? 'ok' : 'unavailable', database };
  }

  private async check(): Promise<boolean> {
    await nextTurn();
    this.pending = null;
    const startedAt = this.now();
    const answered = await this.probe(this.orm);
    // A slower check that started earlier never replaces a newer one.
    if (!this.last || startedAt >= this.last.startedAt) this.last = { startedAt, answered };
    return answered;
  }
}
