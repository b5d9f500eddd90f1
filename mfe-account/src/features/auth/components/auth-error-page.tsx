import Button from '@mui/material/Button';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Stack from '@mui/material/Stack';
import { navigate } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { NS } from '@/i18n';
import { useQueryParam } from '@/lib/query';

const KNOWN = ['EmailNotVerified', 'OAuthCallback', 'OAuthSignin', 'SessionRequired'];

/** /auth/error: the session client's error page (spec §2), e.g. after a refused third-party sign-in. */
export function AuthErrorPage() {
  const { t } = useTranslation(NS);
  const error = useQueryParam('error');
  const key = error && KNOWN.includes(error) ? error : 'Default';
  return (
    <AuthCard title={t('authError.title')} subtitle={t(`signIn.errors.${key}`)}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 64 }} />
        <Button variant="contained" size="large" fullWidth onClick={() => navigate('/auth/signin')}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
