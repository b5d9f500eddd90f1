import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageOf, useAppStore, WhenNearViewport } from '@jad/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityDetail } from '@/lib/api-types';
import { checkoutPath, createOrder } from '@/lib/booking-api';
import { activityKeys } from '@/lib/query-keys';
import { dubaiToday } from '@/lib/dubai-time';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSignedInAction } from '@/lib/session';
import { NS } from '@/i18n';
import { initialSelection } from '../initial-selection';
import { clearSelection, saveSelection } from '../selection-storage';
import { bandsOnSale, firstOpenDay, type Selection } from '../ticket-math';
import { BranchList } from './branch-list';
import { DetailLayout } from './detail-layout';
import { RelatedActivities } from './related-activities';
import { ReviewsSection } from './reviews-section';
import { TicketSelector } from './ticket-selector';

// The map module (Leaflet) is only needed here: it loads with the map, not with the list.
const BranchMap = lazy(() => import('./branch-map'));

export function ActivityDetailView({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation(NS);
  const currency = useAppStore((s) => s.currency);
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');
  const navigate = useNavigate();
  const whenSignedIn = useSignedInAction();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(activity));
  const [serverError, setServerError] = useState<string | null>(null);
  const client = useQueryClient();
  const selector = useRef<HTMLDivElement>(null);
  // Blocks a second Book in the same tick (state updates land later); the idempotency key covers the rest.
  const inFlight = useRef(false);
  const ordering = useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      clearSelection(activity.activity_id);
      void client.invalidateQueries({ queryKey: activityKeys.orders });
      navigate(checkoutPath(order.order_id));
    },
    onError: (error) => setServerError(messageOf(error)),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  // One key per choice: pressing Book twice for the same tickets makes one order, a new choice a new one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- selection and currency are the trigger, not inputs
  const key = useMemo(() => newIdempotencyKey(), [selection, currency]);

  const choose = (next: Selection) => {
    setServerError(null);
    // A branch closed on the chosen day moves the date to its next open day.
    const branch = activity.branches.find((b) => b.branch_id === next.branchId);
    if (branch && next.branchId !== selection.branchId)
      next = { ...next, date: firstOpenDay(branch.hours, next.date < dubaiToday() ? dubaiToday() : next.date) };
    setSelection(next);
  };

  const book = () => {
    saveSelection(activity.activity_id, selection);
    whenSignedIn(() => {
      if (!selection.branchId || inFlight.current) return;
      inFlight.current = true;
      setServerError(null);
      const counts = Object.fromEntries(bandsOnSale(activity).map((band) => [band, selection.counts[band]]));
      ordering.mutate({
        acid: activity.activity_id,
        branch_id: selection.branchId,
        visit_date: selection.date,
        tickets: { adult: 0, teen: 0, child: 0, ...counts },
        currency,
        idempotency_key: key,
      });
    });
  };

  return (
    <DetailLayout
      activity={activity}
      ticketsRef={selector}
      onSelectTickets={() => selector.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      tickets={
        <TicketSelector
          activity={activity}
          selection={selection}
          onChange={choose}
          onBook={book}
          booking={ordering.isPending}
          serverError={serverError}
          note={signedIn ? t('tickets.payNextNote') : t('tickets.signInNote')}
        />
      }
      after={
        <Box sx={{ mt: 6 }}>
          <RelatedActivities activities={activity.related} />
        </Box>
      }
    >
      <Box component="section" aria-labelledby="branches-title" sx={{ gridArea: 'branches', minWidth: 0 }}>
        <Typography id="branches-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('detail.whereAndWhen', { count: activity.branches.length })}
        </Typography>
        {/* The map and its library load as the reader nears it (below the first screen on a phone). */}
        <WhenNearViewport placeholder={<Skeleton variant="rounded" height={300} />}>
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <BranchMap
              activity={activity}
              branches={activity.branches}
              selectedId={selection.branchId}
              onSelect={(branchId) => choose({ ...selection, branchId })}
            />
          </Suspense>
        </WhenNearViewport>
        <Box sx={{ mt: 2 }}>
          <BranchList
            branches={activity.branches}
            selectedId={selection.branchId}
            onSelect={(branchId) => choose({ ...selection, branchId })}
          />
        </Box>
      </Box>

      <Box sx={{ gridArea: 'reviews', minWidth: 0 }}>
        <ReviewsSection activity={activity} />
      </Box>
    </DetailLayout>
  );
}
