import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { ConfirmPlanResponse, PlanDetail } from '@/lib/plan-types';

/**
 * What one press of Pay did, exactly: "2 of 3 activities paid, AED 450.00 charged; 1 not paid:" then each unpaid
 * activity with its reason. The amount is in the currency charged (AED), not the display currency.
 */
export function PaymentOutcome({ plan, payment }: { plan: PlanDetail; payment: ConfirmPlanResponse['payment'] }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const items = plan.days.flatMap((d) => d.items);
  const nameOf = (itemId: string) => {
    const item = items.find((i) => i.item_id === itemId);
    return item ? localized(lang, item.activity.name_en, item.activity.name_ar) : '';
  };
  const notPaid = payment.items.filter((i) => i.outcome === 'not_paid');
  const charged =
    payment.charged_minor > 0
      ? t('plan.confirm.outcome.charged', { amount: formatMoney(payment.charged_minor, payment.currency, lang) })
      : t('plan.confirm.outcome.nothingCharged');
  return (
    <Alert severity={payment.paid_items > 0 ? 'warning' : 'error'} data-testid="confirm-outcome">
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="confirm-outcome-summary">
        {t('plan.confirm.outcome.paid', { count: payment.items.length, paid: payment.paid_items, charged })}
        {notPaid.length > 0 ? t('plan.confirm.outcome.notPaid', { count: notPaid.length }) : '.'}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
        {notPaid.map((i) => (
          <li key={i.item_id}>
            {nameOf(i.item_id)}:{' '}
            {i.reason_code && i.reason_code !== 'ticket_rule' ? t(`plan.confirm.reason.${i.reason_code}`) : i.reason}
          </li>
        ))}
      </Box>
      {notPaid.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('plan.confirm.outcome.payRest')}
        </Typography>
      ) : null}
    </Alert>
  );
}
