import { useTranslation } from 'react-i18next';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import EditCalendar from '@mui/icons-material/EditCalendar';
import { ChoiceCards } from '@/components/choice-cards';
import { NS } from '@/i18n';
import type { PlanMode } from '@/lib/plan-types';
import type { StepProps } from './step-props';

export function ModeStep({ answers, update, questionId, errorId }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <ChoiceCards<PlanMode>
      labelledBy={questionId}
      describedBy={errorId}
      value={answers.mode}
      onChange={(mode) => update({ mode })}
      choices={[
        { value: 'ai', label: t('questionnaire.mode.ai'), hint: t('questionnaire.mode.aiHint'), icon: <AutoAwesome /> },
        {
          value: 'own',
          label: t('questionnaire.mode.own'),
          hint: t('questionnaire.mode.ownHint'),
          icon: <EditCalendar />,
        },
      ]}
    />
  );
}
