import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppStore, usePathname } from '@jad/shared-ui/core';
import { AccountButton } from './account-button';
import { InlineIcon } from '@/components/inline-icon';
import { Logo } from '@/components/logo';
import { useMediaQuery } from '@/hooks/use-media-query';
import { isActiveLink, NAV_LINKS } from './nav-links';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

function DesktopLinks() {
  const { t } = useTranslation('shell');
  const pathname = usePathname();
  return (
    <Box component="nav" aria-label={t('nav.mainLabel')} sx={{ display: 'flex', gap: 0.5, marginInlineStart: 3 }}>
      {NAV_LINKS.map((link) => {
        const active = isActiveLink(link, pathname);
        return (
          <Button
            key={link.id}
            component={AppLink}
            href={link.href}
            aria-current={active ? 'page' : undefined}
            color={active ? 'primary' : 'inherit'}
            sx={{
              px: 1.5,
              fontWeight: active ? 700 : 500,
              position: 'relative',
              '&::after': active
                ? {
                    content: '""',
                    position: 'absolute',
                    insetInline: 12,
                    bottom: 2,
                    height: 3,
                    borderRadius: 2,
                    bgcolor: 'primary.main',
                  }
                : undefined,
            }}
          >
            {t(`nav.${link.id}`)}
          </Button>
        );
      })}
    </Box>
  );
}

export interface NavbarProps {
  /** The search box (composed by the app: it belongs to the header-search feature). */
  search: ReactNode;
  /** The notifications bell, shown to a signed-in member (the notifications feature's). */
  bell: ReactNode;
}

/** The top bar: links and account on desktop, a menu button opening the drawer below md (tablet and mobile). */
export function Navbar({ search, bell }: NavbarProps) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md').replace(/^@media\s*/, ''));
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="navbar"
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: { xs: 56, md: 64 }, px: { xs: 1.5, sm: 3 } }}
      >
        {desktop ? null : (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <InlineIcon name="menu" />
          </IconButton>
        )}
        <Logo />
        {desktop ? <DesktopLinks /> : null}
        <Box sx={{ flex: 1 }} />
        {search}
        {signedIn ? bell : null}
        {desktop ? <AccountButton /> : null}
      </Box>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
