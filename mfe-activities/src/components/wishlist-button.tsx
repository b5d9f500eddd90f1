import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivitySummary } from '@/lib/api-types';
import { useWishlistToggle } from '@/lib/wishlist';
import { useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';

export interface WishlistButtonProps {
  activity: ActivitySummary;
  onChange?: (wishlisted: boolean) => void;
  /** 'overlay' sits on a picture (a solid round backdrop keeps it visible on any image). */
  variant?: 'overlay' | 'plain';
}

export function WishlistButton({ activity, onChange, variant = 'plain' }: WishlistButtonProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const { wishlisted, busy, toggle } = useWishlistToggle(activity, onChange);
  const name = localized(lang, activity.name_en, activity.name_ar);
  const onClick = (event: MouseEvent) => {
    // The button sits inside a card link: the heart must not open the activity.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };
  return (
    <IconButton
      onClick={onClick}
      disabled={busy}
      aria-pressed={wishlisted}
      aria-label={wishlisted ? t('wishlist.remove', { name }) : t('wishlist.add', { name })}
      data-testid="wishlist-toggle"
      sx={
        variant === 'overlay'
          ? {
              bgcolor: 'background.paper',
              boxShadow: 1,
              '&:hover': { bgcolor: 'background.paper' },
              color: wishlisted ? 'error.main' : 'text.primary',
            }
          : { color: wishlisted ? 'error.main' : 'text.secondary' }
      }
    >
      {wishlisted ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
