import { databaseAnswers, type Orm } from '../../db/orm';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: boolean;
}

/** Liveness of the process and its database. */
export class SystemService {
  constructor(private readonly orm: Orm) {}

  async health(): Promise<HealthReport> {
    const database = await databaseAnswers(this.orm);
    return { status: database ? 'ok' : 'unavailable', database };
  }
}
