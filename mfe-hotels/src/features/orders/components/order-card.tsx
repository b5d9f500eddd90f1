import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AppLink } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { PublicOrder } from '@/lib/api-types';
import { stayDate } from '@/lib/dates';
import { AMOUNT_LABEL, chipStatusOf, orderDatesText, showsRefund } from '@/lib/order-lines';
import { atFixedRate, fixedMoney } from '@jad/shared-ui';
import { UnpaidActions } from './unpaid-actions';
import type { Lang } from '@jad/shared-ui';

export const STATUS_COLOUR = {
  pending: 'default',
  confirmed: 'success',
  cancelled: 'default',
  payment_failed: 'error',
  failed_refund: 'warning',
} as const;

/** The order's status (its label and colour); the first frame takes its copy of each (src/frame/orders.ts). */
export function OrderStatusChip({ order }: { order: Pick<PublicOrder, 'status' | 'payment_status'> }) {
  const { t } = useTranslation(NS);
  const status = chipStatusOf(order);
  return (
    <Chip
      size="small"
      label={t(status === 'unpaid' ? 'orders.unpaid.status' : `orders.status.${status}`)}
      color={status === 'unpaid' ? 'warning' : STATUS_COLOUR[status]}
      data-testid="order-status"
      data-status={status}
    />
  );
}

/** One hotel or activity order: what, when, status, the price paid (in the currency fixed at booking). */
export function OrderCard({
  order,
  lang,
  onChanged,
  first = false,
}: {
  order: PublicOrder;
  lang: Lang;
  onChanged?: (order: PublicOrder) => void;
  /** The list's first card: its picture is the page's largest paint, asked for at once (issue 22 item 6). */
  first?: boolean;
}) {
  const { t } = useTranslation(NS);
  const dates = orderDatesText(order.starts_on, order.ends_on, (day) => stayDate(day, lang));
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="order-card"
      data-order-id={order.order_id}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, borderRadius: 3 }}
    >
      {order.image && (
        <Box
          component="img"
          src={order.image}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          sx={{
            width: { xs: '100%', sm: 200 },
            height: { xs: 160, sm: 'auto' },
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
      )}
      <Box sx={{ p: 2, flex: 1, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`orders.kind.${order.kind}`)} variant="outlined" />
          <OrderStatusChip order={order} />
        </Box>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
          {order.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-slot="dates">
          {dates}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {t('orders.reference', { ref: order.order_id })}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            flexWrap: 'wrap',
            gap: 1,
            mt: 1,
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }} data-testid="order-amount" data-slot="amount">
              {t(AMOUNT_LABEL[order.payment_status], {
                amount: fixedMoney(order.display_amount_minor, order.currency, lang),
              })}
            </Typography>
            {order.refund_minor !== null && showsRefund(order) && (
              <Typography
                variant="body2"
                color={order.refund_minor > 0 ? 'success.main' : 'text.secondary'}
                data-testid="order-refund"
                data-slot="refund"
              >
                {t('orders.refunded', { amount: atFixedRate(order.refund_minor, order.currency, order.fx_rate, lang) })}
              </Typography>
            )}
          </Box>
          {order.payment_status === 'awaiting_payment' && onChanged && (
            <UnpaidActions order={order} onCancelled={onChanged} />
          )}
          {order.payment_status === 'awaiting_payment' ? null : order.kind === 'hotel' ? (
            <Button
              component={AppLink}
              href={`/hotel/booking/manage?order_id=${order.order_id}`}
              variant="outlined"
              size="small"
              data-testid="order-manage"
            >
              {t('orders.manage')}
            </Button>
          ) : (
            // The activities remote owns the activity order page (its tickets, voucher and cancellation).
            <Button
              component={AppLink}
              href={`/activities/order?order_id=${order.order_id}`}
              variant="outlined"
              size="small"
              data-testid="order-open"
            >
              {t('orders.viewTickets')}
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}
