import { setImmediate as nextTurn } from 'node:timers/promises';
import { databaseAnswers, type Orm } from '../../db/orm';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: boolean;
}

/** Liveness of the process and its database. */
export class SystemService {
  /** The check whose `select 1` has not started yet: callers that come before it starts share it. */
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly orm: Orm,
    /** Where people write for help (config.supportEmail): public, the screens name it. */
    readonly supportEmail: string,
  ) {}

  /**
   * Every answer comes from a `select 1` that started after the call. The check waits for the end of the
   * event loop's turn (as the tracking ingest's group commit does), so the calls read from the network in
   * one turn share it: under load (probes, a benchmark) the database sees one check per turn, not one per
   * request (on the embedded database a statement costs ~0.5 ms of the server's own CPU).
   */
  async health(): Promise<HealthReport> {
    const database = await (this.pending ??= this.check());
    return { status: database ? 'ok' : 'unavailable', database };
  }

  private async check(): Promise<boolean> {
    await nextTurn();
    this.pending = null;
    return databaseAnswers(this.orm);
  }
}
