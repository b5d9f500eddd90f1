import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChoiceCards } from '@/components/choice-cards';
import { useAppStore } from '@jad/shared-ui';
import { fieldError } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';
import type { PlanPace } from '@/lib/plan-types';
import { MustSeePicker } from './must-see-picker';
import type { StepProps } from './step-props';

export function OptionalStep({ answers, update, errors, options, questionId }: StepProps) {
  const { t } = useTranslation(NS);
  const currency = useAppStore((s) => s.currency);
  return (
    <Box role="group" aria-labelledby={questionId} sx={{ display: 'grid', gap: 3 }}>
      <TextField
        label={t('questionnaire.optional.budget', { currency })}
        id="q-budget"
        value={answers.budget}
        onChange={(e) => update({ budget: e.target.value })}
        {...fieldError(errors.budget, t('questionnaire.optional.budgetHint'))}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
          htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'budget' },
        }}
      />
      <Box>
        <Typography id="q-pace" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('questionnaire.optional.pace')}
        </Typography>
        <ChoiceCards<PlanPace>
          labelledBy="q-pace"
          columns={3}
          value={answers.pace}
          onChange={(pace) => update({ pace })}
          choices={(['relaxed', 'balanced', 'packed'] as const).map((value) => ({
            value,
            label: t(`questionnaire.optional.paces.${value}`),
          }))}
        />
      </Box>
      <MustSeePicker
        value={answers.mustSee}
        onChange={(mustSee) => update({ mustSee })}
        max={options.limits.max_must_see}
      />
    </Box>
  );
}
