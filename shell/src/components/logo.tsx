import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@jad/shared-ui/core';

/** The brand mark: a sail-shaped tower on a rounded tile, drawn inline in theme colours (no image request). */
function Mark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{
        width: 32,
        height: 32,
        flexShrink: 0,
        color: 'primary.contrastText',
        '& rect': { fill: (t) => t.palette.primary.main },
      }}
    >
      <rect width="32" height="32" rx="9" />
      <path
        d="M11 26V7c6 2 10 7 11 13l-7 1v5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M8 26h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Box>
  );
}

/** The logo; a link home unless `asLink` is false. */
export function Logo({ asLink = true }: { asLink?: boolean }) {
  const { t } = useTranslation('shell');
  const content = (
    <>
      <Mark />
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: 20, letterSpacing: 0.2, color: 'text.primary', whiteSpace: 'nowrap' }}
      >
        {t('brand')}
      </Box>
    </>
  );
  const sx = { display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', borderRadius: 1 } as const;
  if (!asLink) return <Box sx={sx}>{content}</Box>;
  return (
    <Box component={AppLink} href="/" aria-label={t('homeLink')} sx={sx} data-testid="logo">
      {content}
    </Box>
  );
}
