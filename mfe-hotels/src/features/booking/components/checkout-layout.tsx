import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { AppLink, ErrorView, NotFoundView } from '@jad/shared-ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BookingStepper, type BookingStep } from '@/components/booking-stepper';
import { Page } from '@/components/page';
import { NS } from '@/i18n';
import type { CheckoutDto } from '@/lib/api-types';
import { useMoney, type Money } from '@jad/shared-ui';
import { roomsHref, useCheckout } from '../hooks/use-checkout';
import { CheckoutSummary } from './checkout-summary';

export interface StepProps {
  checkout: CheckoutDto;
  money: Money;
  set: (c: CheckoutDto) => void;
}

/** Loads ?checkout=…, shows the stepper and the summary, and hands the step its checkout. */
export function CheckoutLayout({ step, children }: { step: BookingStep; children: (props: StepProps) => ReactNode }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const id = useMemo(() => new URLSearchParams(location.search).get('checkout'), [location.search]);
  const { load, reload, set } = useCheckout(id);
  const money = useMoney();

  if (load.status === 'missing') return <NotFoundView message={t('booking.notFound')} />;
  if (load.status === 'error') return <ErrorView onRetry={reload} />;
  if (load.status === 'loading') {
    return (
      <Page>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={420} sx={{ mt: 2 }} />
      </Page>
    );
  }
  const { checkout } = load;
  const expired = checkout.status === 'open' && Date.parse(checkout.expires_at) < Date.now();
  const blocked = checkout.status === 'price_changed' || expired;
  return (
    <Page testId={`booking-${step}`}>
      <BookingStepper active={step} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}>
        <Box>
          {blocked ? (
            <Alert
              severity="warning"
              role="alert"
              action={
                <Button component={AppLink} href={roomsHref(checkout)} color="inherit">
                  {t('booking.chooseAgain')}
                </Button>
              }
            >
              {checkout.status === 'price_changed' ? t('details.priceChanged') : t('booking.expired')}
            </Alert>
          ) : (
            children({ checkout, money, set })
          )}
        </Box>
        <CheckoutSummary checkout={checkout} money={money} />
      </Box>
    </Page>
  );
}
