import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney, isApiError, messageOf, useAppStore, listSeparator } from '@jad/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CancellationText } from '@/components/cancellation-text';
import { Page } from '@/components/page';
import { NS } from '@/i18n';
import type { CancellationTerms, GuestDto, ManageOrderResponse } from '@/lib/api-types';
import { stayDate } from '@/lib/dates';
import { hotelKeys } from '@/lib/query-keys';
import { atFixedRate, fixedMoney, useMoney } from '@jad/shared-ui';
import { cancelOrder, manageOrder, rememberedEmail } from '../api';
import { STATUS_COLOUR } from './order-card';
import { RetrieveForm } from './retrieve-form';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; data: ManageOrderResponse }
  | { status: 'needs-email' }
  | { status: 'missing' }
  | { status: 'error' };

interface HotelDetails {
  hotel?: { name?: string; address?: string; image?: string | null };
  room?: { name?: string; meal?: string };
  rooms?: number;
  guests?: { adults: number; children: number[] }[];
  main_guest?: GuestDto | null;
  cancellation?: CancellationTerms;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** /hotel/booking/manage?order_id=… : the booking, its cancellation terms, and cancelling it. */
export function ManagePage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const orderId = useMemo(() => new URLSearchParams(location.search).get('order_id')?.trim() ?? '', [location.search]);
  const session = useAppStore((s) => s.sessionStatus);
  const money = useMoney();
  const [dialog, setDialog] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const email = orderId ? rememberedEmail(orderId) : null;
  const client = useQueryClient();
  const key = hotelKeys.managed(orderId, email);
  // Asked once the session is known: a member's own order needs no e-mail.
  const managed = useQuery({
    queryKey: key,
    enabled: orderId !== '' && session !== 'loading',
    queryFn: () => manageOrder(orderId, email),
  });
  const cancelling = useMutation({ mutationFn: (id: string) => cancelOrder(id, email) });
  const busy = cancelling.isPending;
  let load: Load;
  if (managed.data) load = { status: 'ready', data: managed.data };
  else if (!managed.isError) load = { status: 'loading' };
  else if (isApiError(managed.error) && managed.error.status === 404)
    load = email || session === 'authenticated' ? { status: 'missing' } : { status: 'needs-email' };
  else if (isApiError(managed.error) && managed.error.status === 400) load = { status: 'missing' };
  else load = { status: 'error' };

  useEffect(() => {
    document.title = `${t('manage.title')} · ${t('title')}`;
  }, [t]);

  if (!orderId)
    return (
      <Page testId="manage-page">
        <RetrieveForm title={t('manage.title')} />
      </Page>
    );
  if (load.status === 'loading')
    return (
      <Page>
        <Skeleton variant="rounded" height={400} />
      </Page>
    );
  if (load.status === 'needs-email') {
    return (
      <Page testId="manage-page">
        <Alert severity="info" sx={{ mb: 2, maxWidth: 520, mx: 'auto' }}>
          {t('manage.emailNeeded')}
        </Alert>
        <RetrieveForm initialOrderId={orderId} title={t('manage.title')} />
      </Page>
    );
  }
  if (load.status === 'missing') {
    return (
      <Page testId="manage-page">
        <Alert severity="error" role="alert" data-testid="order-not-found" sx={{ mb: 2, maxWidth: 520, mx: 'auto' }}>
          {t('orders.notFound')}
        </Alert>
        <RetrieveForm initialOrderId={orderId} />
      </Page>
    );
  }
  if (load.status === 'error')
    return (
      <Page>
        <Alert severity="error">{t('orders.failed')}</Alert>
      </Page>
    );

  const { order, cancellation } = load.data;
  const d = order.details as HotelDetails;
  const show = (aed: number) => atFixedRate(aed, order.currency, order.fx_rate, money.lang);
  const cancelled = order.status === 'cancelled';
  const guests = (d.guests ?? []).reduce(
    (n, r) => ({ adults: n.adults + r.adults, children: n.children + r.children.length }),
    { adults: 0, children: 0 },
  );

  const doCancel = async () => {
    try {
      const res = await cancelling.mutateAsync(order.order_id);
      client.setQueryData<ManageOrderResponse>(key, {
        order: res.order,
        cancellation: {
          ...cancellation,
          cancellable: false,
          reason: 'cancelled',
          penalty_minor: res.penalty_minor,
          refund_minor: res.refund_minor,
        },
      });
      setNotice({ severity: 'success', text: t('manage.done', { refund: show(res.refund_minor) }) });
    } catch (e) {
      setNotice({ severity: 'error', text: messageOf(e) });
      void client.invalidateQueries({ queryKey: key });
    } finally {
      // The order lists show the change too.
      void client.invalidateQueries({ queryKey: hotelKeys.allOrders, predicate: (q) => q.queryKey[2] !== 'manage' });
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setDialog(false);
    }
  };

  return (
    <Page testId="manage-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('manage.title')}
      </Typography>
      {cancelled && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="order-cancelled">
          {t('manage.cancelled')}
        </Alert>
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          role="alert"
          sx={{ mb: 2 }}
          data-testid="manage-notice"
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {order.image && (
          <Box
            component="img"
            src={order.image}
            alt=""
            sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', display: 'block' }}
          />
        )}
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Box>
              <Typography variant="h5" component="h2" data-testid="manage-title">
                {order.title}
              </Typography>
              {d.hotel?.address && (
                <Typography color="text.secondary">
                  <bdi>{d.hotel.address}</bdi>
                </Typography>
              )}
            </Box>
            <Chip
              label={t(`orders.status.${order.status}`)}
              color={STATUS_COLOUR[order.status]}
              data-testid="manage-status"
            />
          </Box>
          <Divider sx={{ my: 2 }} />
          <Row label={t('result.reference')}>
            <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{order.order_id}</Typography>
          </Row>
          <Row label={t('manage.stay')}>
            <Typography>
              {stayDate(order.starts_on, money.lang)} – {stayDate(order.ends_on, money.lang)}
            </Typography>
          </Row>
          {d.room?.name && (
            <Row label={t('manage.room')}>
              <Typography>
                {d.rooms && d.rooms > 1 ? `${t('count.rooms', { count: d.rooms })} × ` : ''}
                {d.room.name}
                {d.room.meal ? ` · ${t(`meals.${d.room.meal}`)}` : ''}
              </Typography>
            </Row>
          )}
          {d.guests && (
            <Row label={t('manage.guests')}>
              <Typography>
                {[
                  t('count.adults', { count: guests.adults }),
                  guests.children ? t('count.children', { count: guests.children }) : null,
                ]
                  .filter(Boolean)
                  .join(listSeparator(money.lang))}
              </Typography>
            </Row>
          )}
          {d.main_guest && (
            <Row label={t('manage.mainGuest')}>
              <Typography>
                {d.main_guest.title ? `${t(`booking.titles.${d.main_guest.title}`)} ` : ''}
                {d.main_guest.first_name} {d.main_guest.last_name}
              </Typography>
            </Row>
          )}
          <Row label={t('manage.paid')}>
            <Typography sx={{ fontWeight: 700 }} data-testid="manage-paid">
              {fixedMoney(order.display_amount_minor, order.currency, money.lang)}
            </Typography>
            {order.currency !== 'AED' && (
              <Typography variant="caption" color="text.secondary">
                {t('manage.paidAed', { amount: formatMoney(order.amount_minor, 'AED', money.lang) })}
              </Typography>
            )}
          </Row>
          {cancelled && (
            <>
              <Row label={t('manage.penalty')}>
                <Typography>{show(order.penalty_minor ?? 0)}</Typography>
              </Row>
              <Row label={t('manage.refund')}>
                <Typography sx={{ fontWeight: 700, color: 'success.main' }} data-testid="manage-refund">
                  {show(order.refund_minor ?? 0)}
                </Typography>
              </Row>
            </>
          )}
          {d.cancellation && !cancelled && (
            <Row label={t('manage.policy')}>
              <CancellationText terms={d.cancellation} money={{ ...money, format: show }} detailed />
            </Row>
          )}
          {!cancelled && order.kind === 'hotel' && (
            <Box sx={{ mt: 2 }}>
              {cancellation.cancellable ? (
                <Button variant="outlined" color="error" onClick={() => setDialog(true)} data-testid="cancel-booking">
                  {t('manage.cancel')}
                </Button>
              ) : (
                cancellation.reason &&
                cancellation.reason !== 'cancelled' && (
                  <Alert severity="info">{t(`manage.notCancellable.${cancellation.reason}`)}</Alert>
                )
              )}
            </Box>
          )}
        </Box>
      </Paper>
      <Dialog
        open={dialog}
        onClose={() => !busy && setDialog(false)}
        aria-labelledby="cancel-title"
        data-testid="cancel-dialog"
      >
        <DialogTitle id="cancel-title">{t('manage.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="cancel-terms">
            {cancellation.penalty_minor === 0
              ? t('manage.cancelFree', { refund: show(cancellation.refund_minor) })
              : cancellation.refund_minor === 0
                ? t('manage.cancelNothing')
                : t('manage.cancelText', {
                    penalty: show(cancellation.penalty_minor),
                    refund: show(cancellation.refund_minor),
                  })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(false)} disabled={busy}>
            {t('manage.keep')}
          </Button>
          <Button onClick={doCancel} color="error" variant="contained" disabled={busy} data-testid="confirm-cancel">
            {busy ? t('manage.cancelling') : t('manage.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Page>
  );
}
