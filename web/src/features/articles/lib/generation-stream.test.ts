import { describe, expect, it, vi } from 'vitest';
import { runStreamedGeneration, streamedWordCount, type EventSink } from './generation-stream';

function fakeSocket() {
  let sink: EventSink | undefined;
  const stop = vi.fn();
  return {
    listen: (s: EventSink) => {
      sink = s;
      return stop;
    },
    emit: (event: Partial<{ delta: string; done: boolean; ready: boolean }>) =>
      sink?.next({ delta: '', done: false, ready: false, ...event }),
    end: () => sink?.end(),
    stop,
  };
}

describe('runStreamedGeneration', () => {
  it('starts the generation only after the ready event and reports the text as it grows', async () => {
    const socket = fakeSocket();
    const texts: string[] = [];
    const start = vi.fn(async () => {
      socket.emit({ delta: '# Title\n\n' });
      socket.emit({ delta: 'First paragraph.' });
      socket.emit({ done: true });
      return 'article-1';
    });
    const running = runStreamedGeneration({ listen: socket.listen, start, onText: (t) => texts.push(t), readyTimeoutMs: 10_000 });
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    socket.emit({ ready: true, delta: '' });
    await expect(running).resolves.toBe('article-1');
    expect(start).toHaveBeenCalledTimes(1);
    expect(texts).toEqual(['# Title\n\n', '# Title\n\nFirst paragraph.']);
    expect(socket.stop).toHaveBeenCalled();
  });

  it('keeps the text already written that the ready event carries', async () => {
    const socket = fakeSocket();
    const texts: string[] = [];
    const running = runStreamedGeneration({ listen: socket.listen, start: async () => 1, onText: (t) => texts.push(t) });
    socket.emit({ ready: true, delta: '# Already' });
    await running;
    expect(texts).toEqual(['# Already']);
  });

  it('still generates when the socket fails or never says ready, and passes a failure on', async () => {
    const failed = fakeSocket();
    const start = vi.fn(async () => 'ok');
    const running = runStreamedGeneration({ listen: failed.listen, start, onText: () => undefined });
    failed.end();
    await expect(running).resolves.toBe('ok');

    vi.useFakeTimers();
    try {
      const silent = fakeSocket();
      const refused = runStreamedGeneration({
        listen: silent.listen,
        start: () => Promise.reject(new Error('quota')),
        onText: () => undefined,
        readyTimeoutMs: 4000,
      });
      const outcome = refused.catch((error: Error) => error.message);
      await vi.advanceTimersByTimeAsync(4000);
      await expect(outcome).resolves.toBe('quota');
      expect(silent.stop).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('streamedWordCount', () => {
  it('counts the words of the body, not the title line or markdown marks', () => {
    expect(streamedWordCount('# A Title Here\n\nOne two three.\n\n## Risks\n\n- four')).toBe(5);
    expect(streamedWordCount('')).toBe(0);
  });
});
