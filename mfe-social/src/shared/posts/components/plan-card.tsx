import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MapIcon from '@mui/icons-material/Map';
import { useTranslation } from 'react-i18next';
import { AppLink, directionOf, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { planUrl } from '../api';

/** A plan shared to the feed: a card that opens /plan?pid=…. */
export function PlanCard({ planId }: { planId: string }) {
  const { t } = useTranslation(NS);
  const rtl = directionOf(useAppStore((s) => s.lang)) === 'rtl';
  return (
    <Box
      component={AppLink}
      href={planUrl(planId)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        mx: 2,
        mb: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: 'action.hover',
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <MapIcon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {t('plan.title')}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {t('plan.open')}
        </Typography>
      </Box>
      <ChevronRightIcon sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />
    </Box>
  );
}
