/** One event of the articleGeneration subscription, as far as the stream needs it. */
export interface GenerationEvent {
  delta: string;
  done: boolean;
  ready: boolean;
  error?: string | null;
}

export interface EventSink {
  next: (event: GenerationEvent) => void;
  /** The subscription ended or failed: no (more) text will come this way. */
  end: () => void;
}

export interface StreamedGeneration<T> {
  /** Opens the subscription; answers a function that closes it. */
  listen: (sink: EventSink) => () => void;
  /** Starts the generation on the server (the mutation); its answer is the result. */
  start: () => Promise<T>;
  /** The text written so far, each time more arrives. */
  onText: (text: string) => void;
  /** How long to wait for the subscription's ready event before starting anyway (the text then shows at the end). */
  readyTimeoutMs?: number;
}

export const READY_TIMEOUT_MS = 4000;

/**
 * The server's protocol: subscribe, wait for `ready` (its delta is any text already written), then start
 * the generation; deltas follow until `done`. The mutation's answer is the truth: a failed or missing
 * socket only costs the live text, never the generation.
 */
export async function runStreamedGeneration<T>({
  listen,
  start,
  onText,
  readyTimeoutMs = READY_TIMEOUT_MS,
}: StreamedGeneration<T>): Promise<T> {
  let text = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const timer = setTimeout(markReady, readyTimeoutMs);
  const stop = listen({
    next: (event) => {
      if (event.delta) {
        text += event.delta;
        onText(text);
      }
      if (event.ready) markReady();
    },
    end: markReady,
  });
  try {
    await ready;
    return await start();
  } finally {
    clearTimeout(timer);
    stop();
  }
}

/** Words in streamed markdown, without the title line. */
export function streamedWordCount(text: string): number {
  const body = text.replace(/^# .*(\n|$)/, '');
  return body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
