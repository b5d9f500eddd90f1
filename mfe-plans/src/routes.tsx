import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator, NotFoundView, RequireAuth, lazyPage, preloadPageFor } from '@jad/shared-ui';
import { InviteGate } from './features/plan/together/invite-gate';
import { NS } from './i18n';

// Each page is a chunk of its own (as in the other remotes): /plans no longer downloads the questionnaire, the plan
// page and the forms kit they use (react-hook-form, zod, libphonenumber: 138 KB gzip) before its first paint.
const PAGES = {
  '/questionnaire': lazyPage(
    () => import('./features/questionnaire/components/questionnaire-page'),
    (m) => m.QuestionnairePage,
  ),
  '/plans': lazyPage(
    () => import('./features/plans-list/components/plans-page'),
    (m) => m.PlansPage,
  ),
  '/plan': lazyPage(
    () => import('./features/plan/components/plan-page'),
    (m) => m.PlanPage,
  ),
};
/** The questionnaire and my plans need a session; one plan is open when shared. */
const SIGNED_IN_ONLY = new Set<string>(['/questionnaire', '/plans']);

// The page the visitor arrived on starts loading with the remote, not after its router has rendered.
preloadPageFor(PAGES, window.location.pathname);

/** The pages of the plans remote (spec §2). */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view !== 'routes') return null;
  return (
    <Suspense fallback={<LoadingIndicator fullScreen />}>
      <Routes>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              SIGNED_IN_ONLY.has(path) ? (
                <RequireAuth>
                  <Page />
                </RequireAuth>
              ) : (
                // An invite link (/plan?invite=…) is accepted before the plan is shown.
                <InviteGate>
                  <Page />
                </InviteGate>
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundView message={t('notFound')} />} />
      </Routes>
    </Suspense>
  );
}
