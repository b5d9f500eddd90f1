import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { formatDateRange, useAppStore } from '@jad/shared-ui';
import { fieldError } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';
import type { StepProps } from './step-props';

export function NameStep({ answers, update, errors }: StepProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  // Offer a name once (the traveller may clear it and type their own).
  const offered = useRef(false);
  useEffect(() => {
    if (offered.current) return;
    offered.current = true;
    if (answers.name || !answers.startDate || !answers.endDate) return;
    update({
      name: t('questionnaire.name.suggestion', {
        dates: formatDateRange(answers.startDate, answers.endDate, lang, { day: 'numeric', month: 'short' }),
      }),
    });
  }, [answers.name, answers.startDate, answers.endDate, lang, t, update]);
  return (
    <TextField
      fullWidth
      autoFocus
      label={t('questionnaire.name.label')}
      id="q-name"
      value={answers.name}
      onChange={(e) => update({ name: e.target.value })}
      {...fieldError(errors.name)}
      slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'plan-name' } }}
    />
  );
}
