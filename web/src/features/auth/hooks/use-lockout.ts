import { useCallback, useEffect, useState } from 'react';
import { minutesUntil } from '../../../lib/format';

/**
 * The locked-account state: the server's lockoutExpiry, the minutes left (rounded up) and a timer
 * that ends the state when the lock runs out. The server still refuses while it is locked.
 */
export function useLockout() {
  const [until, setUntil] = useState<Date | null>(null);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!until) return undefined;
    const tick = () => {
      const current = new Date();
      setNow(current);
      if (current.getTime() >= until.getTime()) setUntil(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  /** `expiry` as the server sent it; without one the lock shows but cannot count down. */
  const lock = useCallback((expiry: string | null) => {
    const date = expiry ? new Date(expiry) : null;
    setNow(new Date());
    setUntil(date && Number.isFinite(date.getTime()) ? date : new Date(Number.NaN));
  }, []);

  const clear = useCallback(() => setUntil(null), []);

  const knownEnd = until !== null && Number.isFinite(until.getTime());
  return {
    locked: until !== null,
    /** null when the server gave no expiry. */
    minutesLeft: knownEnd ? Math.max(1, minutesUntil(until, now)) : null,
    lock,
    clear,
  };
}
