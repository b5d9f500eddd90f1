import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the bar; visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="a"
      href="#main"
      onClick={(event: { preventDefault(): void }) => {
        // Move focus without changing the URL (a hash would be seen by the remotes' routers).
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
