import { CloseCode } from 'graphql-ws';
import type { EventBus } from '../../lib/event-bus';
import type { Clock } from '../../lib/clock';
import type { Viewer } from './viewer';
import { endsSession, type SessionsEndedEvent } from './session.service';

/** graphql-ws's "Unauthorized" (4401): its client does not retry, and the web app shows the sign-in screen. */
const SESSION_ENDED_REASON = 'Session ended';
/** How often open sockets are compared with their session's end (idle or absolute). */
const SWEEP_MS = 500;

/** What the registry needs of a socket (a `ws` WebSocket). */
export interface SessionSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

interface Tracked {
  viewer: Viewer;
  /** The session's end as last read (ms); checked again when it passes, since use may have moved it on. */
  liveUntil: number;
}

/**
 * Long-lived sockets opened with a session (GraphQL subscriptions), closed when that session ends:
 * sign-out, "sign out other sessions", a password change or reset (the `sessions.ended` event, from this
 * instance or another over the bus), and expiry (a sweep twice a second), which after a gap in the bus
 * also asks the database about every open socket.
 */
export class SessionSockets {
  private readonly sockets = new Map<SessionSocket, Tracked>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      events: EventBus;
      clock: Clock;
      /** When what opened the socket ends (ms; Infinity for never), null when it already has. */
      liveUntil(viewer: Viewer): Promise<number | null>;
    },
  ) {
    void this.followEndedSessions();
    void this.recheckAfterBusGaps();
  }

  /** Watches a socket opened by `viewer`'s session (or token) until it closes; closes it at once if that already ended. */
  async track(viewer: Viewer, socket: SessionSocket): Promise<void> {
    const liveUntil = await this.deps.liveUntil(viewer);
    if (liveUntil === null) return this.close(socket);
    this.sockets.set(socket, { viewer, liveUntil });
    socket.once('close', () => this.untrack(socket));
    this.sweeper ??= setInterval(() => void this.sweep(), SWEEP_MS).unref();
  }

  /** Open sockets being watched (tests, metrics). */
  get size(): number {
    return this.sockets.size;
  }

  private untrack(socket: SessionSocket): void {
    this.sockets.delete(socket);
    if (this.sockets.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  private close(socket: SessionSocket): void {
    this.untrack(socket);
    socket.close(CloseCode.Unauthorized, SESSION_ENDED_REASON);
  }

  private closeEnded(ended: SessionsEndedEvent): void {
    for (const [socket, { viewer }] of this.sockets) {
      if (endsSession(ended, viewer)) this.close(socket);
    }
  }

  private async sweep(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    for (const [socket, tracked] of [...this.sockets]) {
      if (tracked.liveUntil > now) continue;
      const liveUntil = await this.deps.liveUntil(tracked.viewer).catch(() => tracked.liveUntil);
      if (liveUntil === null || liveUntil <= now) this.close(socket);
      else tracked.liveUntil = liveUntil;
    }
  }

  /** Sign-outs on other instances may have been missed while the bus was down: the next sweep asks the database. */
  private async recheckAfterBusGaps(): Promise<void> {
    try {
      for await (const _gap of this.deps.events.subscribe('bus.reconnected')) {
        for (const tracked of this.sockets.values()) tracked.liveUntil = 0;
      }
    } catch {
      // The bus closed (shutdown).
    }
  }

  private async followEndedSessions(): Promise<void> {
    try {
      for await (const ended of this.deps.events.subscribe('sessions.ended')) this.closeEnded(ended);
    } catch {
      // The bus closed (shutdown) or fell behind: expiry still closes sockets of sessions that end.
    }
  }
}
