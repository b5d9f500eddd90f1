import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

export function StarRating({ stars, size = 16 }: { stars: number; size?: number }) {
  const { t } = useTranslation(NS);
  if (!stars) return null;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('card.starsLabel', { count: stars })}
      sx={{ display: 'inline-flex', color: 'warning.main', verticalAlign: 'middle' }}
    >
      {Array.from({ length: stars }, (_, i) => (
        <Star key={i} sx={{ fontSize: size }} aria-hidden />
      ))}
    </Box>
  );
}
