import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second (spec §4: the resend button waits 60 s and the wait starts
 * again on every resend). `restart()` starts it over; with `startRunning` false it waits for the first restart.
 */
export function useCountdown(seconds: number, startRunning = true): { left: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(() => (startRunning ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null || now >= endsAt) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const restart = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, [seconds]);
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, restart };
}
