import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActivitySummary } from '@/lib/api-types';
import { ActivityCard } from '@/components/activity-card';
import { NS } from '@/i18n';

/** Same kind of thing, or nearby: a row of cards that scrolls sideways on small screens. */
export function RelatedActivities({ activities }: { activities: ActivitySummary[] }) {
  const { t } = useTranslation(NS);
  if (activities.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title">
      <Typography id="related-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('detail.related')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: '78%', sm: '45%' },
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: 'x mandatory',
          pb: 1,
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {activities.map((a) => (
          <li key={a.activity_id}>
            <ActivityCard activity={a} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
