import { useCallback, useEffect, useState } from 'react';

// Same as mfe-account's hook: the shell may not import a remote. Candidate for shared-ui.
/** Seconds left of a countdown that ticks each second; `restart()` starts it over (spec §4: reset on resend). */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= endsAt) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const restart = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, [seconds]);
  return { left: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
