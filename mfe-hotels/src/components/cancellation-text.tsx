import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { CancellationTerms } from '@/lib/api-types';
import { dubaiDateTime } from '@/lib/dates';
import type { Money } from '@jad/shared-ui';

/** "Free cancellation until …" or "Non-refundable"; with `detailed`, every later window and its fee. */
export function CancellationText({
  terms,
  money,
  detailed = false,
}: {
  terms: CancellationTerms;
  money: Money;
  detailed?: boolean;
}) {
  const { t } = useTranslation(NS);
  const later = terms.steps.filter((s) => s.from !== null && s.penalty_minor > 0);
  return (
    <Box>
      {terms.refundable && terms.free_cancellation_before ? (
        <Typography
          variant="body2"
          color="success.main"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <CheckCircleOutline sx={{ fontSize: 16 }} aria-hidden />
          {t('details.freeUntil', { date: dubaiDateTime(terms.free_cancellation_before, money.lang) })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {detailed ? t('booking.policyNonRefundable') : t('details.nonRefundable')}
        </Typography>
      )}
      {detailed &&
        terms.refundable &&
        later.map((s) => (
          <Typography key={s.from} variant="body2" color="text.secondary">
            {t('booking.policyWindow', {
              from: dubaiDateTime(s.from as string, money.lang),
              amount: money.format(s.penalty_minor),
            })}
          </Typography>
        ))}
    </Box>
  );
}
