import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localized, useAppStore, useMoney } from '@jad/shared-ui';
import type { ActivityDetail } from '@/lib/api-types';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { Duration } from '@/components/duration';
import { Rating } from '@/components/rating';
import { WishlistButton } from '@/components/wishlist-button';
import { NS } from '@/i18n';
import { Gallery } from './gallery';

export interface DetailLayoutProps {
  activity: ActivityDetail;
  /** The ticket box (beside everything on a desktop, after the highlights on a phone). */
  tickets: ReactNode;
  ticketsRef?: Ref<HTMLDivElement>;
  /** The phone's bottom bar's button: brings the ticket box into view. */
  onSelectTickets?: () => void;
  /** What follows the highlights in the left column (branches, reviews). */
  children?: ReactNode;
  /** Below the columns (related activities). */
  after?: ReactNode;
}

/**
 * The detail page's layout and its first screen (title, rating, place, gallery, about, highlights, the ticket box, the
 * phone's price bar). The page fills it (activity-detail-view.tsx); the first frame of /activity-detail is this
 * component rendered at build time (src/frame-template.tsx), its `data-slot` elements filled by src/frame.
 */
export function DetailLayout({ activity, tickets, ticketsRef, onSelectTickets, children, after }: DetailLayoutProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const money = useMoney().format;
  const name = localized(lang, activity.name_en, activity.name_ar);
  const category = activity.main_category_info;
  const highlights = lang === 'ar' && activity.highlights_ar.length ? activity.highlights_ar : activity.highlights_en;

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
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-slot="area">
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                {localized(lang, activity.area, activity.area_ar ?? activity.area)}
              </Box>
            ) : null}
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <ScheduleIcon fontSize="small" aria-hidden />
              <span data-slot="duration">
                <Duration minutes={activity.duration_min} />
              </span>
            </Box>
            {activity.kid_friendly ? (
              <Chip size="small" icon={<ChildCareIcon />} label={t('detail.kidFriendly')} data-testid="kid-friendly" />
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
            <Typography color="text.secondary" sx={{ mt: 1 }} data-slot="min-age">
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
          data-testid="activity-highlights"
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
          ref={ticketsRef}
          sx={{ gridArea: 'tickets', position: { md: 'sticky' }, top: { md: 88 }, scrollMarginTop: 80 }}
        >
          {tickets}
        </Box>

        {children}
      </Box>

      {after}

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
          <Typography sx={{ fontWeight: 800 }} data-slot="price">
            {money(activity.price_adult_minor)}
          </Typography>
        </Box>
        <Button variant="contained" onClick={onSelectTickets}>
          {t('tickets.select')}
        </Button>
      </Paper>
    </Container>
  );
}
