import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { acceptCookies } from '@jad/shared-ui/core';
import { TextLink } from '@/components/text-link';

export interface CookieBannerProps {
  onAccepted: () => void;
}

/** Spec §4: shown until the acceptance flag is stored locally; accepted once. Loaded only when needed. */
export default function CookieBanner({ onAccepted }: CookieBannerProps) {
  const { t } = useTranslation('shell');
  return (
    <Box
      role="region"
      aria-label={t('cookies.label')}
      data-testid="cookie-banner"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        insetInlineStart: { xs: 8, sm: 16 },
        insetInlineEnd: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: 520,
        p: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 2,
        boxShadow: 8,
        backgroundImage: (theme) =>
          theme.palette.mode === 'dark' ? 'linear-gradient(rgba(255,255,255,0.08), rgba(255,255,255,0.08))' : 'none',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2">{t('cookies.text')}</Typography>
        <TextLink href="/privacy-policy" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
          {t('cookies.learnMore')}
        </TextLink>
      </Box>
      <Button
        variant="contained"
        onClick={() => {
          acceptCookies();
          onAccepted();
        }}
      >
        {t('cookies.accept')}
      </Button>
    </Box>
  );
}
