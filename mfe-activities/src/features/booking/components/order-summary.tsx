import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, isCurrencyCode, useAppStore, localized } from '@jad/shared-ui';
import type { ActivityOrder } from '@/lib/api-types';
import { NS } from '@/i18n';
import { allocate } from '../allocate';
import { at } from '@jad/shared-ui/checked';

/** What was bought: the activity, branch, day, tickets and the price as shown (currency fixed at booking) and as charged (AED). */
export function OrderSummary({ order }: { order: ActivityOrder }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const display = isCurrencyCode(order.currency) ? order.currency : 'AED';
  // Every line in the same currency as the total, adding up to it exactly.
  const lines =
    display === 'AED'
      ? order.tickets.map((l) => l.subtotal_minor)
      : allocate(
          order.display_amount_minor,
          order.tickets.map((l) => l.subtotal_minor),
        );
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }} data-testid="order-summary">
      <Box sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={order.activity.horizontal_thumbnail}
          alt=""
          width={128}
          height={72}
          sx={{ borderRadius: 2, width: 128, height: 72, objectFit: 'cover', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {localized(lang, order.activity.name_en, order.activity.name_ar)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{localized(lang, order.branch.name_en, order.branch.name_ar)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {formatDate(order.visit_date, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
            </Typography>
          </Box>
        </Box>
      </Box>
      <Divider />
      <Box component="dl" sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1 }}>
        {order.tickets.map((line, i) => (
          <Box key={line.band} sx={{ display: 'contents' }}>
            <Typography component="dt">
              {t('checkout.ticketLine', { count: line.quantity, band: t(`tickets.bands.${line.band}`) })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {formatMoney(at(lines, i), display, lang)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {t('checkout.total')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 800, textAlign: 'end', pt: 1, borderTop: 1, borderColor: 'divider' }}
          data-testid="order-total"
        >
          {formatMoney(order.display_amount_minor, display, lang)}
        </Typography>
      </Box>
      {display !== 'AED' ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 2 }}>
          {t('tickets.chargedInAed', { amount: formatMoney(order.amount_minor, 'AED', lang) })}
        </Typography>
      ) : null}
    </Paper>
  );
}
