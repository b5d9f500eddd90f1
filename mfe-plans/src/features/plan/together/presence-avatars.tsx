import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import { useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { PresentPerson } from './use-plan-live';

export const personName = (p: { first_name: string; last_name: string; username: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.username;

const initials = (p: PresentPerson) =>
  (
    personName(p)
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2) || '?'
  ).toUpperCase();

/** Who has the plan open now: one avatar per person (names are theirs: shown as written, dir auto). */
export function PresenceAvatars({ people }: { people: PresentPerson[] }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  if (people.length === 0) return null;
  const names = people.map(personName).join(lang === 'ar' ? '، ' : ', ');
  return (
    <AvatarGroup
      max={5}
      data-testid="plan-presence"
      role="group"
      aria-label={t('together.presence', { count: people.length, names })}
      sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 } }}
    >
      {people.map((p) => (
        <Tooltip key={p.uuid} title={<bdi>{personName(p)}</bdi>}>
          <Avatar
            alt={personName(p)}
            src={p.profile.profile_picture ?? undefined}
            data-username={p.username}
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
          >
            {initials(p)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
