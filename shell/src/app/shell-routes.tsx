import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, LoadingIndicator, NotFoundView } from '@jad/shared-ui/core';
import { HomePage } from './home-page';
import shellPages from './shell-pages.json';

// Info pages are visited rarely: each loads with its texts on first visit.
const InfoPage = lazy(() => import('@/features/info-pages/info-page'));
const ContactPage = lazy(() => import('@/features/info-pages/contact-page'));

type ShellPage = 'home' | 'about' | 'privacy' | 'terms' | 'contact' | 'notFound';

/**
 * The shell's own pages by path. A JSON file, because the api and nginx read it too: with domain-routes.json it is
 * the table of client routes that reload to the app (any other path answers 404 with the not-found page).
 */
const SHELL_PAGES: Record<string, Exclude<ShellPage, 'notFound'>> = shellPages as Record<
  string,
  Exclude<ShellPage, 'notFound'>
>;

/** The shell's own pages by pathname (the shell has no router). */
export function shellPageFor(pathname: string): ShellPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(SHELL_PAGES, path) ? (SHELL_PAGES[path] ?? 'notFound') : 'notFound';
}

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <NotFoundView message={t('common:notFound.page')}>
      <Button component={AppLink} href="/" variant="contained">
        {t('notFound.goHome')}
      </Button>
    </NotFoundView>
  );
}

/** The pages the shell owns itself (home, info pages, contact, not-found). */
export function ShellRoutes({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const page = shellPageFor(pathname);

  useEffect(() => {
    document.title = t(`pageTitle.${page}`);
  }, [page, t]);

  switch (page) {
    case 'home':
      return <HomePage />;
    case 'notFound':
      return <NotFound />;
    case 'contact':
      return (
        <Suspense fallback={<LoadingIndicator fullScreen />}>
          <ContactPage />
        </Suspense>
      );
    default:
      return (
        <Suspense fallback={<LoadingIndicator fullScreen />}>
          <InfoPage page={page} />
        </Suspense>
      );
  }
}
