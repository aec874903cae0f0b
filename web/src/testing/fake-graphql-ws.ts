import { vi } from 'vitest';

// A stand-in for the API's graphql-ws endpoint (protocol graphql-transport-ws), installed as the
// browser's WebSocket so the app's real Apollo client and graphql-ws client talk to it.

interface Subscription {
  socket: FakeWebSocket;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    private readonly server: FakeGraphQLWsServer,
    readonly url: string,
    readonly protocol: string,
  ) {
    server.connections += 1;
    setTimeout(() => {
      if (server.refusing) {
        this.readyState = FakeWebSocket.CLOSED;
        this.onclose?.({ code: 1006, reason: '', wasClean: false });
        return;
      }
      this.readyState = FakeWebSocket.OPEN;
      server.open.add(this);
      this.onopen?.({});
    }, 0);
  }

  send(raw: string): void {
    const message = JSON.parse(raw) as {
      id?: string;
      type: string;
      payload?: { operationName?: string; variables?: Record<string, unknown> };
    };
    if (message.type === 'connection_init') this.deliver({ type: 'connection_ack' });
    else if (message.type === 'ping') this.deliver({ type: 'pong' });
    else if (message.type === 'subscribe' && message.id) {
      this.server.subscriptions.set(message.id, {
        socket: this,
        operationName: message.payload?.operationName,
        variables: message.payload?.variables ?? {},
      });
    } else if (message.type === 'complete' && message.id) this.server.subscriptions.delete(message.id);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.server.forget(this);
    setTimeout(() => this.onclose?.({ code, reason, wasClean: code === 1000 }), 0);
  }

  deliver(message: unknown): void {
    setTimeout(() => {
      if (this.readyState === FakeWebSocket.OPEN) this.onmessage?.({ data: JSON.stringify(message) });
    }, 0);
  }
}

export class FakeGraphQLWsServer {
  readonly open = new Set<FakeWebSocket>();
  readonly subscriptions = new Map<string, Subscription>();
  /** While true, new connections fail at once (the server is unreachable). */
  refusing = false;
  connections = 0;

  /** Installs this server as the global WebSocket; undo with vi.unstubAllGlobals(). */
  install(): this {
    // The class below is constructed by the code under test: it reaches this server through a closure.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const server = this;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeWebSocket {
        constructor(url: string, protocol: string) {
          super(server, url, protocol);
        }
      },
    );
    return this;
  }

  /** Pushes a result to every open subscription of that operation. */
  push(operationName: string, data: Record<string, unknown>): number {
    let sent = 0;
    for (const [id, sub] of this.subscriptions) {
      if (sub.operationName !== operationName) continue;
      sub.socket.deliver({ id, type: 'next', payload: { data } });
      sent += 1;
    }
    return sent;
  }

  active(operationName: string): Subscription[] {
    return [...this.subscriptions.values()].filter((s) => s.operationName === operationName);
  }

  /** The connection drops abnormally (network gone, server restarted). */
  drop(): void {
    for (const socket of [...this.open]) {
      socket.readyState = FakeWebSocket.CLOSED;
      this.forget(socket);
      setTimeout(() => socket.onclose?.({ code: 1006, reason: '', wasClean: false }), 0);
    }
  }

  forget(socket: FakeWebSocket): void {
    this.open.delete(socket);
    for (const [id, sub] of this.subscriptions) if (sub.socket === socket) this.subscriptions.delete(id);
  }
}
