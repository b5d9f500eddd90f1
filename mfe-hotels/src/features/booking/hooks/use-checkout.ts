import { ApiError, isAbortError } from '@jad/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import type { CheckoutDto } from '@/lib/api-types';
import { fetchCheckout } from '../api';

export type CheckoutLoad =
  { status: 'loading' } | { status: 'ready'; checkout: CheckoutDto } | { status: 'missing' } | { status: 'error' };

/** The checkout named by ?checkout=…; `reload` asks again (the result page polls while processing). */
export function useCheckout(id: string | null): {
  load: CheckoutLoad;
  reload: () => void;
  set: (c: CheckoutDto) => void;
} {
  const [load, setLoad] = useState<CheckoutLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) {
      setLoad({ status: 'missing' });
      return undefined;
    }
    const ctrl = new AbortController();
    fetchCheckout(id, ctrl.signal)
      .then((checkout) => setLoad({ status: 'ready', checkout }))
      .catch((e: unknown) => {
        if (isAbortError(e)) return;
        setLoad(e instanceof ApiError && e.status === 404 ? { status: 'missing' } : { status: 'error' });
      });
    return () => ctrl.abort();
  }, [id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((checkout: CheckoutDto) => setLoad({ status: 'ready', checkout }), []);
  return { load, reload, set };
}

/** The hotel page with the same stay, where the traveller chooses a room again. */
export function roomsHref(c: CheckoutDto): string {
  const rooms = c.stay.rooms.map((r) => [r.adults, ...r.children].join('-')).join(',');
  return `/hotel?hid=${encodeURIComponent(c.hotel.hid)}&checkin=${c.stay.checkin}&checkout=${c.stay.checkout}&rooms=${rooms}`;
}
