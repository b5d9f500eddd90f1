import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@jad/shared-ui/core';
import { UserAvatar } from '@/components/user-avatar';

const loadMenu = () => import('./avatar-menu');
const AvatarMenu = lazy(loadMenu);

/** The avatar that opens the account menu; the menu's code loads on hover, focus or first click. */
export function AccountButton() {
  const { t } = useTranslation('shell');
  const user = useAppStore((s) => s.user);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : null;
  return (
    <>
      <IconButton
        onClick={(event) => {
          setWanted(true);
          setAnchorEl(event.currentTarget);
        }}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        aria-label={name ? `${t('nav.accountMenu')}: ${name}` : t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchorEl ? 'true' : undefined}
        aria-controls={anchorEl ? 'account-menu' : undefined}
        data-testid="account-button"
        sx={{ p: 0.5 }}
      >
        <UserAvatar src={user?.profile.profile_picture} initial={name ? name.charAt(0).toUpperCase() : undefined} />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <AvatarMenu anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
