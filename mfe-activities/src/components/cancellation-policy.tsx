import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** The activity's cancellation policy as GetYourGuide words it (detail page and checkout). */
export function CancellationPolicy({ hours }: { hours: number | null }) {
  const { t } = useTranslation(NS);
  const free = hours !== null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="cancellation-policy">
      {free ? (
        <EventAvailableIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
      ) : (
        <EventBusyIcon color="action" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
      )}
      <Box>
        <Typography sx={{ fontWeight: 600 }} color={free ? 'success.main' : 'text.primary'} data-slot="policy">
          {free ? t('policy.free', { count: hours }) : t('policy.nonRefundable')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {free ? t('policy.freeText') : t('policy.nonRefundableText')}
        </Typography>
      </Box>
    </Box>
  );
}
