import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { AppLink, LoadingIndicator, NotFoundView, signInPath, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { acceptInvite } from '@/lib/members-api';

/**
 * /plan?pid=…&invite=<token>: an invite link. Signed in, the link is accepted (joins the plan with its role), then
 * the plan opens as usual; a visitor is asked to sign in first and comes back to the link.
 */
export function InviteGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const token = params.get('invite');
  const session = useAppStore((s) => s.sessionStatus);
  const started = useRef(false);

  useEffect(() => {
    if (!token || session !== 'authenticated' || started.current) return;
    started.current = true;
    void acceptInvite(token, { quiet: true }).then(() => {
      const next = new URLSearchParams(params);
      next.delete('invite');
      setParams(next, { replace: true });
    });
  }, [token, session, params, setParams]);

  if (!token) return <>{children}</>;
  if (session === 'loading' || session === 'authenticated') return <LoadingIndicator />;
  return (
    <NotFoundView message={t('together.signInToJoin')}>
      <Button component={AppLink} href={signInPath(`/plan?${params.toString()}`)} variant="contained">
        {t('common:signIn')}
      </Button>
    </NotFoundView>
  );
}
