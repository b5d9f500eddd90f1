import { httpStatusOf } from '@jad/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { fetchOrderView } from '../api';

export type OrderViewState =
  { status: 'loading' } | { status: 'ready'; view: ActivityOrderView } | { status: 'not-found' } | { status: 'error' };

/** The order page's data; not found (404) for someone who is neither the owner nor holds the contact e-mail. */
export function useOrderView(orderId: string | null, email: string | null) {
  const [state, setState] = useState<OrderViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orderId) {
      setState({ status: 'not-found' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    fetchOrderView(orderId, email).then(
      (view) => live && setState({ status: 'ready', view }),
      (error: unknown) => {
        if (!live) return;
        const status = httpStatusOf(error);
        setState(status === 404 || status === 400 ? { status: 'not-found' } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, email, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((view: ActivityOrderView) => setState({ status: 'ready', view }), []);
  return { state, retry, replace };
}
