import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageOf, useAppStore, useMoney, localized, WhenNearViewport } from '@jad/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityDetail } from '@/lib/api-types';
import { checkoutPath, createOrder } from '@/lib/booking-api';
import { activityKeys } from '@/lib/query-keys';
import { dubaiToday } from '@/lib/dubai-time';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSignedInAction } from '@/lib/session';
import { Duration } from '@/components/duration';
import { Rating } from '@/components/rating';
import { WishlistButton } from '@/components/wishlist-button';
import { NS } from '@/i18n';
import { clearSelection, loadSelection, saveSelection } from '../selection-storage';
import { bandsOnSale, firstOpenDay, type Selection } from '../ticket-math';
import { BranchList } from './branch-list';
import { Gallery } from './gallery';
import { RelatedActivities } from './related-activities';
import { ReviewsSection } from './reviews-section';
import { TicketSelector } from './ticket-selector';
import { CancellationPolicy } from '@/components/cancellation-policy';

// The map module (Leaflet) is only needed here: it loads with the map, not with the list.
const BranchMap = lazy(() => import('./branch-map'));

function initialSelection(activity: ActivityDetail): Selection {
  const saved = loadSelection(activity.activity_id);
  if (saved && (saved.branchId === null || activity.branches.some((b) => b.branch_id === saved.branchId))) return saved;
  // One branch: nothing to choose. Several: the visitor must pick (spec §5 'Please select a branch').
  const only = activity.branches.length === 1 ? activity.branches[0] : undefined;
  return {
    branchId: only?.branch_id ?? null,
    date: firstOpenDay(only?.hours, dubaiToday()),
    counts: { adult: 1, teen: 0, child: 0 },
  };
}

export function ActivityDetailView({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const currency = useAppStore((s) => s.currency);
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');
  const money = useMoney().format;
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

  const name = localized(lang, activity.name_en, activity.name_ar);
  const category = activity.main_category_info;
  const highlights = lang === 'ar' && activity.highlights_ar.length ? activity.highlights_ar : activity.highlights_en;

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
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 12, md: 4 } }}>
      <Breadcrumbs aria-label={t('detail.breadcrumbs')} sx={{ mb: 2 }}>
        <MuiLink component={Link} to="/activities" underline="hover" color="inherit">
          {t('list.title')}
        </MuiLink>
        <MuiLink component={Link} to={`/activities?main=${category.slug}`} underline="hover" color="inherit">
          {localized(lang, category.name_en, category.name_ar)}
        </MuiLink>
        <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: 280 }}>
          {name}
        </Typography>
      </Breadcrumbs>

      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }} data-testid="activity-title">
            {name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, color: 'text.secondary' }}>
            <Rating rating={activity.rating} reviews={activity.review_count} size="medium" />
            {activity.area ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                {localized(lang, activity.area, activity.area_ar ?? activity.area)}
              </Box>
            ) : null}
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <ScheduleIcon fontSize="small" aria-hidden />
              <Duration minutes={activity.duration_min} />
            </Box>
            {activity.kid_friendly ? (
              <Chip size="small" icon={<ChildCareIcon />} label={t('detail.kidFriendly')} />
            ) : null}
          </Box>
        </Box>
        <WishlistButton activity={activity} variant="overlay" />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 4 },
          columnGap: { md: 5 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          // On a phone the tickets come right after the highlights; on a desktop they stay beside everything.
          gridTemplateAreas: {
            xs: '"gallery" "about" "highlights" "tickets" "branches" "reviews"',
            md: '"gallery tickets" "about tickets" "highlights tickets" "branches tickets" "reviews tickets"',
          },
        }}
      >
        <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
          <Gallery images={activity.images} name={name} />
        </Box>

        <Box component="section" aria-labelledby="about-title" sx={{ gridArea: 'about' }}>
          <Typography id="about-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('detail.about')}
          </Typography>
          <Typography sx={{ lineHeight: 1.7 }}>
            {localized(lang, activity.description_en, activity.description_ar)}
          </Typography>
          {activity.min_age ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('detail.minAge', { age: activity.min_age })}
            </Typography>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <CancellationPolicy hours={activity.free_cancellation_hours} />
          </Box>
        </Box>

        <Box
          component="section"
          aria-labelledby="highlights-title"
          sx={{ gridArea: 'highlights', display: highlights.length ? 'block' : 'none' }}
        >
          <Typography id="highlights-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('detail.highlights')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {highlights.map((h) => (
              <Box component="li" key={h} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                <Typography>{h}</Typography>
              </Box>
            ))}
          </Box>
        </Box>

        <Box
          ref={selector}
          sx={{ gridArea: 'tickets', position: { md: 'sticky' }, top: { md: 88 }, scrollMarginTop: 80 }}
        >
          <TicketSelector
            activity={activity}
            selection={selection}
            onChange={choose}
            onBook={book}
            booking={ordering.isPending}
            serverError={serverError}
            note={signedIn ? t('tickets.payNextNote') : t('tickets.signInNote')}
          />
        </Box>

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
      </Box>

      <Box sx={{ mt: 6 }}>
        <RelatedActivities activities={activity.related} />
      </Box>

      <Paper
        elevation={8}
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 10,
          p: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('card.from')}
          </Typography>
          <Typography sx={{ fontWeight: 800 }}>{money(activity.price_adult_minor)}</Typography>
        </Box>
        <Button
          variant="contained"
          onClick={() => selector.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          {t('tickets.select')}
        </Button>
      </Paper>
    </Container>
  );
}
