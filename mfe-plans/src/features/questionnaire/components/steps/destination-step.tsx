import Place from '@mui/icons-material/Place';
import { useAppStore, localized } from '@jad/shared-ui';
import { ChoiceCards } from '@/components/choice-cards';
import type { StepProps } from './step-props';

export function DestinationStep({ answers, update, options, questionId, errorId }: StepProps) {
  const lang = useAppStore((s) => s.lang);
  return (
    <ChoiceCards<string>
      labelledBy={questionId}
      describedBy={errorId}
      value={answers.destination}
      onChange={(destination) => update({ destination })}
      choices={options.destinations.map((d) => ({
        value: d.slug,
        label: localized(lang, d.name_en, d.name_ar),
        icon: <Place />,
      }))}
    />
  );
}
