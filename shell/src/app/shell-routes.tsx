import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, LoadingIndicator, NotFoundView } from '@jad/shared-ui/core';
import { HomePage } from './home-page';

// Info pages are visited rarely: each loads with its texts on first visit.
const InfoPage = lazy(() => import('@/features/info-pages/info-page'));
const ContactPage = lazy(() => import('@/features/info-pages/contact-page'));

type ShellPage = 'home' | 'about' | 'privacy' | 'terms' | 'contact' | 'notFound';

/** The shell's own pages by pathname (the shell has no router). */
export function shellPageFor(pathname: string): ShellPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  switch (path) {
    case '/':
      return 'home';
    case '/about-us':
      return 'about';
    case '/privacy-policy':
      return 'privacy';
    case '/terms-and-conditions':
      return 'terms';
    case '/contact':
    case '/contact-us':
      return 'contact';
    default:
      return 'notFound';
  }
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
