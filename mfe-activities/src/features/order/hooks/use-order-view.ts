import { httpStatusOf } from '@jad/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { activityKeys } from '@/lib/query-keys';
import { fetchOrderView } from '../api';

export type OrderViewState =
  { status: 'loading' } | { status: 'ready'; view: ActivityOrderView } | { status: 'not-found' } | { status: 'error' };

/** The order page's data; not found (404) for someone who is neither the owner nor holds the contact e-mail. */
export function useOrderView(orderId: string | null, email: string | null) {
  const client = useQueryClient();
  const key = activityKeys.orderView(orderId ?? '', email);
  const query = useQuery({
    queryKey: key,
    enabled: orderId !== null && orderId !== '',
    queryFn: () => fetchOrderView(orderId ?? '', email),
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (view: ActivityOrderView) => {
      client.setQueryData(activityKeys.orderView(view.order.order_id, email), view);
      // The checkout and the member's order lists show the change too.
      void client.invalidateQueries({
        queryKey: activityKeys.orders,
        predicate: (q) => !(q.queryKey[2] === view.order.order_id && q.queryKey[3] === 'view'),
      });
    },
    [client, email],
  );
  let state: OrderViewState;
  if (!orderId) state = { status: 'not-found' };
  else if (query.data) state = { status: 'ready', view: query.data };
  else if (query.isError) {
    const status = httpStatusOf(query.error);
    state = status === 404 || status === 400 ? { status: 'not-found' } : { status: 'error' };
  } else state = { status: 'loading' };
  return { state, retry, replace };
}
