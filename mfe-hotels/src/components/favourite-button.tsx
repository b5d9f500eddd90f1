import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { navigate, signInPath, useAppStore, useCurrentPath } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { useFavourite } from '@/lib/favourites';

/** A heart on a hotel: visitors are sent to sign in first (spec §5: favourites need an account). */
export function FavouriteButton({ hid, name, overlay = false }: { hid: string; name: string; overlay?: boolean }) {
  const { t } = useTranslation(NS);
  const status = useAppStore((s) => s.sessionStatus);
  const here = useCurrentPath();
  const { on, busy, toggle } = useFavourite(hid);
  const label = `${on ? t('card.unfavourite') : t('card.favourite')}: ${name}`;
  return (
    <IconButton
      aria-label={label}
      aria-pressed={on}
      disabled={busy}
      data-testid="favourite-button"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (status !== 'authenticated') navigate(signInPath(here));
        else toggle();
      }}
      sx={
        overlay ? { bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } } : undefined
      }
    >
      {on ? <Favorite color="error" /> : <FavoriteBorder />}
    </IconButton>
  );
}
