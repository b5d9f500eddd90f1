import { isApiError } from '@jad/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckoutDto } from '@/lib/api-types';
import { hotelKeys } from '@/lib/query-keys';
import { fetchCheckout } from '../api';

export type CheckoutLoad =
  { status: 'loading' } | { status: 'ready'; checkout: CheckoutDto } | { status: 'missing' } | { status: 'error' };

const PROCESSING_POLL_MS = 1500;

/** The checkout named by ?checkout=…; asked again every 1.5 s while its payment is processing (the result page). */
export function useCheckout(id: string | null): {
  load: CheckoutLoad;
  reload: () => void;
  set: (c: CheckoutDto) => void;
} {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: hotelKeys.checkout(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchCheckout(id ?? '', signal),
    // Each step asks again on arrival: the checkout moves on the server (price re-check, payment).
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.outcome === 'processing' ? PROCESSING_POLL_MS : false),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const set = useCallback((c: CheckoutDto) => client.setQueryData(hotelKeys.checkout(c.checkout_id), c), [client]);
  let load: CheckoutLoad;
  if (!id) load = { status: 'missing' };
  else if (query.data) load = { status: 'ready', checkout: query.data };
  else if (query.isError)
    load = isApiError(query.error) && query.error.status === 404 ? { status: 'missing' } : { status: 'error' };
  else load = { status: 'loading' };
  return { load, reload, set };
}

/** The hotel page with the same stay, where the traveller chooses a room again. */
export function roomsHref(c: CheckoutDto): string {
  const rooms = c.stay.rooms.map((r) => [r.adults, ...r.children].join('-')).join(',');
  return `/hotel?hid=${encodeURIComponent(c.hotel.hid)}&checkin=${c.stay.checkin}&checkout=${c.stay.checkout}&rooms=${rooms}`;
}
