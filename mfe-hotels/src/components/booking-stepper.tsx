import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

const STEPS = ['room', 'details', 'review', 'payment'] as const;
export type BookingStep = (typeof STEPS)[number];

/** Select room → your details → final details → payment. */
export function BookingStepper({ active }: { active: BookingStep }) {
  const { t } = useTranslation(NS);
  return (
    <Stepper activeStep={STEPS.indexOf(active)} alternativeLabel sx={{ mb: 3 }} aria-label={t('booking.summary')}>
      {STEPS.map((s) => (
        <Step key={s}>
          <StepLabel>{t(`steps.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
