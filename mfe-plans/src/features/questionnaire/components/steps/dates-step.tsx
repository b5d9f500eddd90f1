import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NS } from '@/i18n';
import { addDays, tripDays } from '@/lib/time';
import type { StepProps } from './step-props';

export function DatesStep({ answers, update, options, questionId, errorId }: StepProps) {
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
          value={answers.startDate}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: options.today, max, 'aria-describedby': errorId, 'data-testid': 'start-date' },
          }}
          required
        />
        <TextField
          type="date"
          label={t('questionnaire.dates.end')}
          value={answers.endDate}
          onChange={(e) => update({ endDate: e.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              min: answers.startDate || options.today,
              max,
              'aria-describedby': errorId,
              'data-testid': 'end-date',
            },
          }}
          required
        />
      </Box>
      {days > 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite">
          {t('questionnaire.dates.days', { count: days })}
        </Typography>
      ) : null}
    </Box>
  );
}
