import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { navigate, signInPath, useAppStore, useCurrentPath } from '@jad/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { favouritesStore, loadFavouriteIds, toggleFavourite } from '@/lib/favourites';
import { hotelKeys } from '@/lib/query-keys';

/** A heart on a hotel: visitors are sent to sign in first (spec §5: favourites need an account). */
export function FavouriteButton({ hid, name, overlay = false }: { hid: string; name: string; overlay?: boolean }) {
  const { t } = useTranslation(NS);
  const status = useAppStore((s) => s.sessionStatus);
  const here = useCurrentPath();
  const on = favouritesStore((s) => s.ids.has(hid));
  const busy = favouritesStore((s) => s.busy.has(hid));
  const client = useQueryClient();
  useEffect(() => {
    if (status === 'authenticated') void loadFavouriteIds();
  }, [status]);
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
        // The saved list changes with the heart.
        else void toggleFavourite(hid).then(() => client.invalidateQueries({ queryKey: hotelKeys.allFavourites }));
      }}
      sx={
        overlay ? { bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } } : undefined
      }
    >
      {on ? <Favorite color="error" /> : <FavoriteBorder />}
    </IconButton>
  );
}
