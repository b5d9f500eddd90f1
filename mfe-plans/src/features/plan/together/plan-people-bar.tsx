import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Group from '@mui/icons-material/GroupOutlined';
import { NS } from '@/i18n';
import type { PlanDetail } from '@/lib/plan-types';
import { PresenceAvatars } from './presence-avatars';
import type { PresentPerson } from './use-plan-live';

/** Under the plan's header, for its owner and members: who is here now, my role, and the People dialog. */
export function PlanPeopleBar({ plan, people, onOpen }: { plan: PlanDetail; people: PresentPerson[]; onOpen(): void }) {
  const { t } = useTranslation(NS);
  if (plan.my_role === null) return null;
  return (
    <Box
      data-testid="plan-people-bar"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      {plan.my_role !== 'owner' ? (
        <Typography variant="body2" color="text.secondary" sx={{ me: 'auto' }} data-testid="plan-my-role">
          {t(`together.youAre.${plan.my_role}`)}
        </Typography>
      ) : null}
      <PresenceAvatars people={people} />
      <Button variant="outlined" startIcon={<Group />} onClick={onOpen} data-testid="plan-people">
        {t(plan.my_role === 'owner' ? 'together.share' : 'together.people')}
      </Button>
    </Box>
  );
}
