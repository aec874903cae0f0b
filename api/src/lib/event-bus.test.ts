import { describe, expect, it } from 'vitest';
import { EventBufferOverflowError, InMemoryEventBus, topic } from './event-bus';

interface Ping {
  n: number;
}

declare module './event-bus' {
  interface EventMap {
    'test.ping': Ping;
  }
}

async function take<T>(stream: AsyncIterator<T>, count: number): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i++) {
    const next = await stream.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

describe('InMemoryEventBus', () => {
  it('delivers events published after subscribe, in order, to every subscriber of the topic only', async () => {
    const bus = new InMemoryEventBus();
    const a = bus.subscribe(topic('test.ping', 'a'));
    const a2 = bus.subscribe(topic('test.ping', 'a'));
    const b = bus.subscribe(topic('test.ping', 'b'));
    for (let n = 1; n <= 3; n++) bus.publish(topic('test.ping', 'a'), { n });
    bus.publish(topic('test.ping', 'b'), { n: 99 });
    expect(await take(a, 3)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await take(a2, 3)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await take(b, 1)).toEqual([{ n: 99 }]);
  });

  it('wakes a reader waiting for the next event', async () => {
    const bus = new InMemoryEventBus();
    const stream = bus.subscribe('test.ping');
    const pending = stream.next();
    bus.publish('test.ping', { n: 7 });
    expect(await pending).toEqual({ value: { n: 7 }, done: false });
  });

  it('unsubscribes on break, return() and abort', async () => {
    const bus = new InMemoryEventBus();
    const t = topic('test.ping', 'x');
    const stream = bus.subscribe(t);
    bus.publish(t, { n: 1 });
    for await (const event of stream) {
      expect(event).toEqual({ n: 1 });
      break;
    }
    expect(bus.listenerCount(t)).toBe(0);

    const controller = new AbortController();
    const aborted = bus.subscribe(t, { signal: controller.signal });
    expect(bus.listenerCount(t)).toBe(1);
    const waiting = aborted.next();
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(bus.listenerCount(t)).toBe(0);
  });

  it('ends a subscriber that falls too far behind with an error instead of dropping events', async () => {
    const bus = new InMemoryEventBus();
    const stream = bus.subscribe('test.ping', { bufferLimit: 2 });
    for (let n = 1; n <= 3; n++) bus.publish('test.ping', { n });
    expect(await take(stream, 2)).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(stream.next()).rejects.toBeInstanceOf(EventBufferOverflowError);
    expect(bus.listenerCount('test.ping')).toBe(0);
  });

  it('close() ends every subscription', async () => {
    const bus = new InMemoryEventBus();
    const stream = bus.subscribe('test.ping');
    const waiting = stream.next();
    bus.close();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });
});
