import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AppLink,
  ErrorView,
  LoadingIndicator,
  NotFoundView,
  formatDate,
  formatMoney,
  isCurrencyCode,
  useAppStore,
  type Lang,
  localized,
} from '@jad/shared-ui';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { NS } from '@/i18n';
import { useOrderView } from '../hooks/use-order-view';
import { CancelSection } from './cancel-section';
import { OrderHistory } from './order-history';
import { TicketCard } from './ticket-card';
import { VisitorAccess } from './visitor-access';

const STATUS_COLOUR = {
  pending: 'default',
  confirmed: 'success',
  cancelled: 'default',
  payment_failed: 'error',
  failed_refund: 'warning',
} as const;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function VisitCard({ view, lang }: { view: ActivityOrderView; lang: Lang }) {
  const { t } = useTranslation(NS);
  const { order, branch } = view;
  const hours = branch.hours_on_visit.map(([a, b]) => `${hhmm(a)}–${hhmm(b)}`).join(', ');
  const currency = isCurrencyCode(order.currency) ? order.currency : 'AED';
  const row = (icon: React.ReactNode, children: React.ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 1.5 }}
      component="section"
      aria-labelledby="visit-title"
    >
      <Typography id="visit-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('order.visit')}
      </Typography>
      {row(
        <EventIcon fontSize="small" />,
        <Typography>
          {formatDate(order.visit_date, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
        </Typography>,
      )}
      {row(
        <ScheduleIcon fontSize="small" />,
        <Typography>
          {hours ? t('order.hours', { hours: '' }) : t('order.closed')}
          {hours ? <bdi dir="ltr">{hours}</bdi> : null}
        </Typography>,
      )}
      {row(
        <PlaceOutlinedIcon fontSize="small" />,
        <>
          <Typography>{localized(lang, branch.name_en, branch.name_ar)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {localized(lang, branch.area, branch.area_ar)}
          </Typography>
          <Link href={branch.map_url} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="map-link">
            {t('order.map')}
          </Link>
        </>,
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
        <Typography color="text.secondary">{t('order.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(order.display_amount_minor, currency, lang)}</Typography>
      </Box>
    </Paper>
  );
}

/** /activities/order?order_id=: an activity order with its ticket (QR), PDF voucher, calendar event, cancellation and history. */
export function OrderPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const sessionStatus = useAppStore((s) => s.sessionStatus);
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const [email, setEmail] = useState<string | null>(null);
  const { state, retry, replace } = useOrderView(sessionStatus === 'loading' ? null : orderId, email);
  const visitor = sessionStatus !== 'authenticated';
  const name =
    state.status === 'ready'
      ? localized(lang, state.view.order.activity.name_en, state.view.order.activity.name_ar)
      : null;
  useEffect(() => {
    document.title = `${name ?? t('order.title')} · ${t('title')}`;
  }, [name, t]);

  if (sessionStatus === 'loading' || state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorView onRetry={retry} />;
  if (state.status === 'not-found') {
    if (visitor && orderId) {
      return (
        <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
          <VisitorAccess wrong={email !== null} onSubmit={setEmail} />
        </Container>
      );
    }
    return <NotFoundView message={t('order.notFound')} />;
  }
  const { view } = state;
  const { order } = view;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }} data-testid="activity-order-page">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        <Box
          component="img"
          src={order.activity.horizontal_thumbnail}
          alt=""
          width={112}
          height={63}
          sx={{
            width: 112,
            height: 63,
            borderRadius: 2,
            objectFit: 'cover',
            flexShrink: 0,
            display: { xs: 'none', sm: 'block' },
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Chip
              size="small"
              label={t(`order.status.${order.status}`)}
              color={STATUS_COLOUR[order.status]}
              data-testid="order-status"
            />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('order.reference')}:{' '}
              <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                {order.order_id}
              </Box>
            </Typography>
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <TicketCard view={view} lang={lang} email={email} />
          <CancelSection view={view} lang={lang} email={email} onCancelled={replace} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <VisitCard view={view} lang={lang} />
          <OrderHistory history={view.history} lang={lang} />
        </Box>
      </Box>
      {!visitor ? (
        <Box sx={{ mt: 4 }}>
          <Button component={AppLink} href="/orders" variant="text">
            {t('order.allOrders')}
          </Button>
        </Box>
      ) : null}
    </Container>
  );
}
