import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundView, RequireAuth } from '@jad/shared-ui';
import { PlanPage } from './features/plan/components/plan-page';
import { InviteGate } from './features/plan/together/invite-gate';
import { PlansPage } from './features/plans-list/components/plans-page';
import { QuestionnairePage } from './features/questionnaire/components/questionnaire-page';
import { NS } from './i18n';

/** The pages of the plans remote (spec §2): the questionnaire and my plans need a session; one plan is open when shared. */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view !== 'routes') return null;
  return (
    <Routes>
      <Route
        path="/questionnaire"
        element={
          <RequireAuth>
            <QuestionnairePage />
          </RequireAuth>
        }
      />
      <Route
        path="/plans"
        element={
          <RequireAuth>
            <PlansPage />
          </RequireAuth>
        }
      />
      <Route
        path="/plan"
        element={
          <InviteGate>
            <PlanPage />
          </InviteGate>
        }
      />
      <Route path="*" element={<NotFoundView message={t('notFound')} />} />
    </Routes>
  );
}
