import { httpStatusOf } from '@jad/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActivityOrder } from '@/lib/api-types';
import { fetchOrder } from '@/lib/booking-api';
import { activityKeys } from '@/lib/query-keys';

export type OrderState =
  { status: 'loading' } | { status: 'ready'; order: ActivityOrder } | { status: 'not-found' } | { status: 'error' };

/** One of the signed-in user's activity orders; another user's or an unknown one is not found. */
export function useOrder(
  orderId: string | null,
): OrderState & { retry: () => void; replace: (order: ActivityOrder) => void } {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: activityKeys.order(orderId ?? ''),
    enabled: orderId !== null && orderId !== '',
    queryFn: () => fetchOrder(orderId ?? ''),
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (order: ActivityOrder) => client.setQueryData(activityKeys.order(order.order_id), order),
    [client],
  );
  let state: OrderState;
  if (!orderId) state = { status: 'not-found' };
  else if (query.data) state = { status: 'ready', order: query.data };
  else if (query.isError) {
    const status = httpStatusOf(query.error);
    state = status === 404 || status === 400 ? { status: 'not-found' } : { status: 'error' };
  } else state = { status: 'loading' };
  return { ...state, retry, replace };
}
