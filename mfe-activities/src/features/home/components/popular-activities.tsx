import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiPost, useAppStore } from '@jad/shared-ui';
import { ActivityCard } from '@/components/activity-card';
import type { ActivityListResponse, ActivitySummary } from '@/lib/api-types';
import { NS } from '@/i18n';
import { activityKeys } from '@/lib/query-keys';

const COUNT = 10;

/**
 * The home page's "Popular activities" (the shell embeds this remote with view 'home'): the best rated
 * activities in a row that scrolls sideways, with arrow buttons that follow the reading direction.
 */
export function PopularActivities() {
  const { t } = useTranslation(NS);
  const rtl = useAppStore((s) => s.lang === 'ar');
  const track = useRef<HTMLUListElement>(null);
  const popular = useQuery({
    queryKey: activityKeys.popular(COUNT),
    queryFn: () => apiPost<ActivityListResponse>('/activities/fetch-all', { sort: 'rating', limit: COUNT }),
  });
  const rows: ActivitySummary[] | null = popular.isError ? [] : (popular.data?.rows ?? null);

  // A failed fetch leaves nothing to show (spec §8): the home page simply has no such section.
  if (rows !== null && rows.length === 0) return null;

  const scroll = (towardsEnd: boolean) => {
    const node = track.current;
    if (!node) return;
    const step = node.clientWidth * 0.9;
    // scrollLeft grows to the left in RTL documents, so "towards the end" flips sign there.
    node.scrollBy({ left: (towardsEnd ? 1 : -1) * (rtl ? -step : step), behavior: 'smooth' });
  };

  return (
    // The shell gives a section the page's width: the container keeps it in line with the rest of the home page.
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="popular-activities-title"
      sx={{ py: 4, minWidth: 0 }}
      data-testid="popular-activities"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Box>
          <Typography id="popular-activities-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {t('home.title')}
          </Typography>
          <Typography color="text.secondary">{t('home.subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <IconButton
            onClick={() => scroll(false)}
            aria-label={t('home.previous')}
            sx={{ border: 1, borderColor: 'divider', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
          <IconButton
            onClick={() => scroll(true)}
            aria-label={t('home.next')}
            sx={{ border: 1, borderColor: 'divider', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
          <Button component={Link} to="/activities">
            {t('home.seeAll')}
          </Button>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={track}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'grid',
          width: '100%',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '80%', sm: '45%', md: 'calc((100% - 48px) / 4)' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {rows === null
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} aria-hidden>
                <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
                <Skeleton width="80%" />
                <Skeleton width="50%" />
              </li>
            ))
          : rows.map((a, i) => (
              <li key={a.activity_id}>
                <ActivityCard activity={a} priority={i < 4} />
              </li>
            ))}
      </Box>
    </Container>
  );
}
