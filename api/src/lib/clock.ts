/** Time as a dependency, so rules with deadlines (lockout, codes, sessions) are testable with a controlled clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-01-05T15:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** A time as the API answers it (ISO 8601, UTC), or null. */
export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
