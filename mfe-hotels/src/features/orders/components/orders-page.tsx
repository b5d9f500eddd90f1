import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AppLink, LoadingIndicator, navigate, signInPath, useAppStore, useCurrentPath } from '@jad/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MessageState } from '@/components/message-state';
import { Page } from '@/components/page';
import { NS } from '@/i18n';
import { ORDER_TABS, orderTabOf, type OrderTab } from '@/lib/orders-request';
import { hotelKeys } from '@/lib/query-keys';
import { fetchOrders } from '../api';
import { OrderCard } from './order-card';

// Visitors only: members never see it, so /orders does not download its form kit (react-hook-form, zod,
// libphonenumber: 138 KB gzip) before a member's first paint.
const RetrieveForm = lazy(() => import('./retrieve-form').then((m) => ({ default: m.RetrieveForm })));

function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const client = useQueryClient();
  const orders = useQuery({
    queryKey: hotelKeys.orders(tab),
    queryFn: ({ signal }) => fetchOrders(tab, signal),
  });
  if (!orders.data && !orders.isError)
    return (
      <>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} sx={{ mb: 2 }} />
        ))}
      </>
    );
  if (!orders.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void orders.refetch()}>
            {t('orders.retry')}
          </Button>
        }
      >
        {t('orders.failed')}
      </Alert>
    );
  }
  const rows = orders.data.rows;
  if (rows.length === 0)
    return <MessageState icon={<ReceiptLong />} message={t(`orders.empty.${tab}`)} testId="orders-empty" />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid={`orders-${tab}`}>
      {rows.map((o, i) => (
        <OrderCard
          key={o.order_id}
          order={o}
          lang={lang}
          first={i === 0}
          onChanged={() => void client.invalidateQueries({ queryKey: hotelKeys.allOrders })}
        />
      ))}
    </Box>
  );
}

/** A member's orders: the heading, the tabs and the tab's list (the first frame renders it too: src/frame-template.tsx). */
export function MemberOrders({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation(NS);
  return (
    <Page testId="orders-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('orders.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: OrderTab) => navigate(`/orders?tab=${v}`, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('orders.title')}
      >
        {ORDER_TABS.map((x) => (
          <Tab key={x} value={x} label={t(`orders.tabs.${x}`)} data-testid={`tab-${x}`} />
        ))}
      </Tabs>
      <OrderList key={tab} tab={tab} />
    </Page>
  );
}

/** /orders: Active, Past and Cancelled (hotel and activity orders) for members; visitors retrieve a booking. */
export function OrdersPage() {
  const { t } = useTranslation(NS);
  const status = useAppStore((s) => s.sessionStatus);
  const location = useLocation();
  const here = useCurrentPath();
  const tab = useMemo(() => orderTabOf(location.search), [location.search]);
  useEffect(() => {
    document.title = `${t('orders.title')} · ${t('title')}`;
  }, [t]);

  if (status === 'loading') return <LoadingIndicator />;
  if (status !== 'authenticated') {
    return (
      <Page testId="orders-visitor">
        <Suspense fallback={<LoadingIndicator />}>
          <RetrieveForm />
        </Suspense>
        <Typography sx={{ textAlign: 'center', mt: 2 }}>
          <Button component={AppLink} href={signInPath(here)}>
            {t('orders.signInForAll')}
          </Button>
        </Typography>
      </Page>
    );
  }
  return <MemberOrders tab={tab} />;
}
