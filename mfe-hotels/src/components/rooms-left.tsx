import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** At or below this many rooms the warning shows (as the api's pricing/rooms-left.ts). */
export const ROOMS_LEFT_THRESHOLD = 5;

/** "Only 1 room left", "Only 2 rooms left", "Only N rooms left" (spec §9), in the language's plural forms. */
export function RoomsLeft({ count }: { count: number | null | undefined }) {
  const { t } = useTranslation(NS);
  if (count === null || count === undefined || count < 1 || count > ROOMS_LEFT_THRESHOLD) return null;
  return (
    <Typography variant="body2" color="error" sx={{ fontWeight: 600 }} data-testid="rooms-left">
      {t('roomsLeft', { count })}
    </Typography>
  );
}
