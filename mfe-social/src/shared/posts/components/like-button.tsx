import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** A post's heart: filled and red once the reader likes it (the first frame paints a liked one from this too). */
export function LikeButton({ liked, onClick }: { liked: boolean; onClick: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <IconButton
      onClick={onClick}
      aria-label={liked ? t('post.unlike') : t('post.like')}
      aria-pressed={liked}
      sx={{ color: liked ? 'error.main' : 'text.primary' }}
    >
      {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
