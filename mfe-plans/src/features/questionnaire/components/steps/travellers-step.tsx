import { useTranslation } from 'react-i18next';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import Favorite from '@mui/icons-material/Favorite';
import Groups from '@mui/icons-material/Groups';
import Person from '@mui/icons-material/Person';
import { ChoiceCards } from '@/components/choice-cards';
import { NS } from '@/i18n';
import type { TravellerKind } from '@/lib/plan-types';
import { groupFor } from '../../answers';
import type { StepProps } from './step-props';

export function TravellersStep({ answers, update, questionId, errorId }: StepProps) {
  const { t } = useTranslation(NS);
  const icons = { solo: <Person />, couple: <Favorite />, family: <FamilyRestroom />, friends: <Groups /> };
  return (
    <ChoiceCards<TravellerKind>
      labelledBy={questionId}
      describedBy={errorId}
      value={answers.travellers}
      // A new choice of who travels starts the count over from its usual group.
      onChange={(travellers) =>
        update(travellers === answers.travellers ? {} : { travellers, ...groupFor(travellers) })
      }
      choices={(['solo', 'couple', 'family', 'friends'] as const).map((value) => ({
        value,
        label: t(`questionnaire.travellers.${value}`),
        hint: t(`questionnaire.travellers.${value}Hint`),
        icon: icons[value],
      }))}
    />
  );
}
