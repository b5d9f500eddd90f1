import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink, formatMoney, formatNumber, DirectionalIcon } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { CancellationText } from '@/components/cancellation-text';
import { Redirect } from '@/components/redirect';
import { NS } from '@/i18n';
import type { CheckoutDto } from '@/lib/api-types';
import { stayDate } from '@/lib/dates';
import { atFixedRate, fixedMoney, type Money } from '@jad/shared-ui';
import { CheckoutLayout, type StepProps } from './checkout-layout';

function Line({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Nightly charges, our service fee (spec §9 commission) and the total, in the currency fixed at prebook. */
export function PriceBreakdownCard({ checkout, money }: { checkout: CheckoutDto; money: Money }) {
  const { t } = useTranslation(NS);
  const p = checkout.price;
  const show = (aed: number) => atFixedRate(aed, p.currency, p.fx_rate, money.lang);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }} data-testid="price-breakdown">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('booking.priceBreakdown')}
      </Typography>
      {p.nights.map((n) => (
        <Line
          key={n.night}
          label={t('booking.nightLine', { date: stayDate(n.night, money.lang) })}
          value={show(n.amount_minor)}
        />
      ))}
      <Divider sx={{ my: 1 }} />
      <Line label={t('booking.roomCharges')} value={show(p.room_charges_minor)} />
      <Line
        label={t('booking.serviceFee', { percent: formatNumber(p.commission_percent, money.lang) })}
        value={show(p.service_fee_minor)}
        testId="service-fee"
      />
      <Divider sx={{ my: 1 }} />
      <Line
        label={t('booking.total')}
        value={fixedMoney(p.display_total_minor, p.currency, money.lang)}
        strong
        testId="breakdown-total"
      />
      {p.currency !== 'AED' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('booking.chargedIn', {
            amount: formatMoney(p.total_minor, 'AED', money.lang),
            currency: p.currency,
            rate: formatNumber(p.fx_rate, money.lang, { maximumFractionDigits: 6 }),
          })}
        </Typography>
      )}
    </Paper>
  );
}

function ReviewStep({ checkout, money }: StepProps) {
  const { t } = useTranslation(NS);
  const main = checkout.room_guests?.[0]?.guests[0];
  if (!main || !checkout.contact) return <Redirect to={`/hotel/booking/details?checkout=${checkout.checkout_id}`} />;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('steps.review')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('manage.guests')}
        </Typography>
        <Typography data-testid="review-main-guest">
          {t(`booking.titles.${main.title ?? 'mr'}`)} {main.first_name} {main.last_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {checkout.contact.email}
          {checkout.contact.phone ? ` · ${checkout.contact.phone}` : ''}
        </Typography>
        {checkout.room_guests
          ?.flatMap((r) => r.guests)
          .slice(1)
          .map((g, i) => (
            <Typography key={i} variant="body2">
              {g.first_name} {g.last_name}
            </Typography>
          ))}
      </Paper>
      <PriceBreakdownCard checkout={checkout} money={money} />
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }} data-testid="review-cancellation">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('booking.cancellation')}
        </Typography>
        <CancellationText
          terms={checkout.cancellation}
          money={{
            ...money,
            format: (aed) => atFixedRate(aed, checkout.price.currency, checkout.price.fx_rate, money.lang),
          }}
          detailed
        />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button
          component={AppLink}
          href={`/hotel/booking/details?checkout=${checkout.checkout_id}`}
          startIcon={
            <DirectionalIcon>
              <ArrowBack fontSize="small" />
            </DirectionalIcon>
          }
        >
          {t('booking.back')}
        </Button>
        <Button
          component={AppLink}
          href={`/hotel/booking/payment?checkout=${checkout.checkout_id}`}
          variant="contained"
          size="large"
          data-testid="to-payment"
        >
          {t('booking.toPayment')}
        </Button>
      </Box>
    </Box>
  );
}

/** /hotel/booking/review?checkout=… (step 3): final details with the price breakdown. */
export function ReviewPage() {
  return <CheckoutLayout step="review">{(props) => <ReviewStep {...props} />}</CheckoutLayout>;
}
