import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Public from '@mui/icons-material/Public';
import { AppLink, formatDateRange, useAppStore, localized } from '@jad/shared-ui';
import { StatusChip } from '@/components/status-chip';
import { NS } from '@/i18n';
import type { PlanSummary } from '@/lib/plan-types';

/**
 * The first frame of /plans (src/frame) paints copies of this card: its `data-slot` lines are the ones it fills.
 * `index`: the card's place in my plans; the first row's covers are in view on arrival and load at once. Cards of
 * lists further down (shared with me) leave it out and load lazily.
 */
export function PlanCard({
  plan,
  money,
  index,
}: {
  plan: PlanSummary;
  money: (aedMinor: number) => string;
  index?: number;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }} data-testid="plan-card">
      <CardActionArea
        component={AppLink}
        href={`/plan?pid=${encodeURIComponent(plan.user_plan_id)}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
          }}
        >
          {plan.cover ? (
            <Box
              component="img"
              src={plan.cover}
              alt=""
              // The first cover is the page's largest paint: asked for first, not after layout (issue 22 item 6).
              loading={index !== undefined && index < 3 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : plan.mode === 'ai' ? (
            <AutoAwesome sx={{ fontSize: 48 }} aria-hidden />
          ) : (
            <EditCalendar sx={{ fontSize: 48 }} aria-hidden />
          )}
          <Box sx={{ position: 'absolute', top: 8, insetInlineStart: 8, bgcolor: 'background.paper', borderRadius: 4 }}>
            <StatusChip status={plan.status} />
          </Box>
        </Box>
        <Box sx={{ p: 2, flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }} dir="auto">
            {plan.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-slot="dates">
            {formatDateRange(plan.start_date, plan.end_date, lang)} ·{' '}
            {localized(lang, plan.destination.name_en, plan.destination.name_ar)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-slot="counts">
            {t('trip.days', { count: plan.days_count })} · {t('list.activities', { count: plan.items_count })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
            <Typography sx={{ fontWeight: 700 }} data-slot="total">
              {money(plan.total_minor)}
            </Typography>
            {plan.is_shared ? (
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
                data-testid="plan-shared"
              >
                <Public fontSize="small" aria-hidden />
                <Typography variant="body2">{t('list.shared')}</Typography>
              </Box>
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
