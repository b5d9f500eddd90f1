import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** The shell's brand mark (a sail-shaped tower on a rounded tile), drawn again here: a remote cannot import the shell. */
function BrandMark() {
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
        '& rect': { fill: (th) => th.palette.primary.main },
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

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Only where the shell hides its navbar (sign-in, sign-up): elsewhere the navbar shows the brand already. */
  brand?: boolean;
}

/**
 * The frame of every sign-in-like screen: the navbar is hidden there (spec §2), so the card brings
 * the brand (a link home) itself. Full width on phones, a centred card from tablets up.
 */
export function AuthCard({ title, subtitle, children, footer, brand = false }: AuthCardProps) {
  const { t } = useTranslation(NS);
  return (
    <Box
      sx={{
        minHeight: brand ? '100vh' : 'calc(100vh - 64px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        bgcolor: 'background.default',
        px: { xs: 0, sm: 2 },
        py: { xs: 0, sm: 4 },
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: { sm: 460 },
          p: { xs: 3, sm: 5 },
          // Width only per breakpoint: a responsive `border` shorthand would reset the colour to currentColor.
          borderStyle: 'solid',
          borderWidth: { xs: 0, sm: 1 },
          borderColor: 'divider',
          borderRadius: { xs: 0, sm: 3 },
          minHeight: { xs: brand ? '100vh' : 'auto', sm: 'auto' },
        }}
      >
        {brand ? (
          <Box
            component={AppLink}
            href="/"
            aria-label={t('brand.home')}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none' }}
          >
            <BrandMark />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, color: 'text.primary' }}>
              {t('brand.name')}
            </Typography>
          </Box>
        ) : null}
        <Typography
          component="h1"
          variant="h4"
          sx={{ mt: brand ? 3 : 0, mb: 1, fontWeight: 700, fontSize: { xs: 26, sm: 30 } }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : (
          <Box sx={{ mb: 2 }} />
        )}
        {children}
        {footer ? <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box> : null}
      </Paper>
    </Box>
  );
}
