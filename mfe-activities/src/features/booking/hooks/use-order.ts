import { httpStatusOf } from '@jad/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import type { ActivityOrder } from '@/lib/api-types';
import { fetchOrder } from '@/lib/booking-api';

export type OrderState =
  { status: 'loading' } | { status: 'ready'; order: ActivityOrder } | { status: 'not-found' } | { status: 'error' };

/** One of the signed-in user's activity orders; another user's or an unknown one is not found. */
export function useOrder(
  orderId: string | null,
): OrderState & { retry: () => void; replace: (order: ActivityOrder) => void } {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orderId) {
      setState({ status: 'not-found' });
      return undefined;
    }
    let live = true;
    fetchOrder(orderId).then(
      (order) => live && setState({ status: 'ready', order }),
      (error: unknown) => {
        if (!live) return;
        const status = httpStatusOf(error);
        setState(status === 404 || status === 400 ? { status: 'not-found' } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((order: ActivityOrder) => setState({ status: 'ready', order }), []);
  return { ...state, retry, replace };
}
