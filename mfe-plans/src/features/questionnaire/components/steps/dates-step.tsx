import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldError } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';
import { addDays, tripDays } from '@/lib/time';
import type { StepProps } from './step-props';

export function DatesStep({ answers, update, errors, options, questionId }: StepProps) {
  const { t } = useTranslation(NS);
  const max = addDays(options.today, options.limits.window_days);
  const days = tripDays(answers.startDate, answers.endDate);
  const setStart = (startDate: string) =>
    // Moving the first day past the last one drags the last day along, keeping the trip's length.
    update(
      answers.endDate && startDate > answers.endDate
        ? { startDate, endDate: addDays(startDate, Math.max(0, days - 1)) }
        : { startDate },
    );
  return (
    <Box role="group" aria-labelledby={questionId}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          type="date"
          label={t('questionnaire.dates.start')}
          id="q-start-date"
          value={answers.startDate}
          onChange={(e) => setStart(e.target.value)}
          {...fieldError(errors.startDate)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: options.today, max, 'data-testid': 'start-date' },
          }}
          required
        />
        <TextField
          type="date"
          label={t('questionnaire.dates.end')}
          id="q-end-date"
          value={answers.endDate}
          onChange={(e) => update({ endDate: e.target.value })}
          {...fieldError(errors.endDate)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              min: answers.startDate || options.today,
              max,
              'data-testid': 'end-date',
            },
          }}
          required
        />
      </Box>
      {days > 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite">
          {t('trip.days', { count: days })}
        </Typography>
      ) : null}
    </Box>
  );
}
