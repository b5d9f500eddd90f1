import Typography from '@mui/material/Typography';
import { formatNumber, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** At or below this many rooms the warning shows (as the api's pricing/rooms-left.ts). */
export const ROOMS_LEFT_THRESHOLD = 5;

/** "Only 1 room left", "Only 2 rooms left", "Only N rooms left" (spec §9): three phrasings for Arabic's dual. */
export function RoomsLeft({ count }: { count: number | null | undefined }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  if (count === null || count === undefined || count < 1 || count > ROOMS_LEFT_THRESHOLD) return null;
  const key = count === 1 ? 'roomsLeft.one' : count === 2 ? 'roomsLeft.two' : 'roomsLeft.many';
  return (
    <Typography variant="body2" color="error" sx={{ fontWeight: 600 }} data-testid="rooms-left">
      {t(key, { count: formatNumber(count, lang) as unknown as number })}
    </Typography>
  );
}
