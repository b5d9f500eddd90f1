import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, type Lang } from '@jad/shared-ui';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { NS } from '@/i18n';

export const dubaiDateTime = (iso: string, lang: Lang) =>
  formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** Booked, paid, used, cancelled, refunded: each with its time in Dubai. */
export function OrderHistory({ history, lang }: { history: ActivityOrderView['history']; lang: Lang }) {
  const { t } = useTranslation(NS);
  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography id="history-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('order.history')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          borderInlineStart: 2,
          borderColor: 'divider',
          ps: 2,
          display: 'grid',
          gap: 1.5,
        }}
        data-testid="order-history"
      >
        {history.map((h) => (
          <Box component="li" key={h.event} data-event={h.event}>
            <Typography sx={{ fontWeight: 600 }}>{t(`order.events.${h.event}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={h.at}>{dubaiDateTime(h.at, lang)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
