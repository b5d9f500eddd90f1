import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import EditCalendar from '@mui/icons-material/EditCalendar';
import { NS } from '@/i18n';
import type { PlanDetail } from '@/lib/plan-types';

/** The owner as people know them: their name, else their username. */
export const ownerName = (plan: Pick<PlanDetail, 'owner'>) =>
  `${plan.owner.first_name} ${plan.owner.last_name}`.trim() || plan.owner.username;

/** Who made the plan: its owner's words, or whose it is for anyone else. */
export function SourceChip({ plan }: { plan: Pick<PlanDetail, 'source' | 'is_owner' | 'owner'> }) {
  const { t } = useTranslation(NS);
  return (
    <Chip
      variant="outlined"
      icon={plan.source === 'own' ? <EditCalendar /> : <AutoAwesome />}
      label={
        plan.is_owner
          ? t(`plan.source.${plan.source}`)
          : t(`plan.sourceOther.${plan.source}`, { name: ownerName(plan) })
      }
      data-testid="plan-source"
      data-source={plan.source}
    />
  );
}
