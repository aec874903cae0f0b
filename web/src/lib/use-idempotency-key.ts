import { useCallback, useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per user intent: the same inputs reuse the key (a double click, a retry after a
 * timeout or an error), other inputs get a new one, and a success ends the intent.
 */
export function useIdempotencyKey() {
  const current = useRef<{ inputs: string; key: string } | null>(null);
  const keyFor = useCallback((inputs: string) => {
    if (current.current?.inputs !== inputs) current.current = { inputs, key: randomKey() };
    return current.current.key;
  }, []);
  const succeeded = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, succeeded };
}
