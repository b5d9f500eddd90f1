import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppStore, useMoney, localized } from '@jad/shared-ui';
import type { ActivitySummary } from '@/lib/api-types';
import { NS } from '@/i18n';
import { Duration } from './duration';
import { Rating } from './rating';
import { WishlistButton } from './wishlist-button';

export const detailPath = (acid: string) => `/activity-detail?acid=${encodeURIComponent(acid)}`;

export interface ActivityCardProps {
  activity: ActivitySummary;
  /** Label of the activity's main category, already in the reader's language. */
  categoryLabel?: string;
  onWishlistChange?: (wishlisted: boolean) => void;
  /** Above-the-fold cards load their picture eagerly. */
  priority?: boolean;
  /** The list's first card: its picture, likely the page's largest paint, is asked for before any other. */
  first?: boolean;
}

export function ActivityCard({
  activity,
  categoryLabel,
  onWishlistChange,
  priority = false,
  first = false,
}: ActivityCardProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const money = useMoney().format;
  const name = localized(lang, activity.name_en, activity.name_ar);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', position: 'relative', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
      data-testid="activity-card"
    >
      <CardActionArea
        component={Link}
        to={detailPath(activity.activity_id)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          component="img"
          src={activity.horizontal_thumbnail}
          alt=""
          loading={priority || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          width={640}
          height={360}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            display: 'block',
            bgcolor: 'action.hover',
          }}
        />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
          {categoryLabel ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 600 }}
              data-slot="category"
            >
              {categoryLabel}
            </Typography>
          ) : null}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }} lang={lang}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, color: 'text.secondary' }}>
            {activity.area ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-slot="area">
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                <Typography component="span" variant="body2">
                  {localized(lang, activity.area, activity.area_ar ?? activity.area)}
                </Typography>
              </Box>
            ) : null}
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <ScheduleIcon fontSize="small" aria-hidden />
              <Typography component="span" variant="body2" data-slot="duration">
                <Duration minutes={activity.duration_min} />
              </Typography>
            </Box>
          </Box>
          <Box
            sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}
          >
            <Rating rating={activity.rating} reviews={activity.review_count} />
            <Box sx={{ textAlign: 'end' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('card.from')}
              </Typography>
              <Typography
                component="div"
                variant="subtitle1"
                sx={{ fontWeight: 700 }}
                data-testid="card-price"
                data-slot="price"
              >
                {money(activity.price_adult_minor)}
              </Typography>
            </Box>
          </Box>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <WishlistButton activity={activity} onChange={onWishlistChange} variant="overlay" />
      </Box>
    </Card>
  );
}
