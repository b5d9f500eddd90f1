import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { LoadingIndicator, navigate } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { FormError } from '@/components/form-error';
import { NS } from '@/i18n';
import { useQueryParam } from '@/lib/query';
import { checkResetLink, resetPassword } from '../api';
import { NewPasswordFields, newPasswordReady, type NewPassword } from './new-password-fields';

type Step = 'checking' | 'form' | 'expired' | 'error' | 'done';

/** /auth/reset-password?token=…: the new-password step, or 'The link has expired.' */
export function ResetPasswordPage() {
  const { t } = useTranslation(NS);
  const token = useQueryParam('token') ?? '';
  const [step, setStep] = useState<Step>('checking');
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (!token) setStep('expired');
    else void checkResetLink(token).then((s) => live && setStep(s === 'valid' ? 'form' : s));
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!newPasswordReady(value)) return;
    setBusy(true);
    setFailed(null);
    const result = await resetPassword(token, value.password);
    setBusy(false);
    if (result.ok) setStep('done');
    else if (result.message === 'The link has expired.') setStep('expired');
    else setFailed(result.message);
  };

  if (step === 'checking') return <LoadingIndicator fullScreen />;
  if (step === 'expired' || step === 'error') {
    return (
      <AuthCard title={t('reset.expiredTitle')} subtitle={step === 'expired' ? t('reset.expired') : t('reset.error')}>
        <Stack spacing={2} data-testid="link-expired" sx={{ alignItems: 'center' }}>
          <LinkOffOutlined color="warning" sx={{ fontSize: 64 }} />
          <Button variant="contained" size="large" fullWidth onClick={() => navigate('/auth/forgot-password')}>
            {t('reset.requestNew')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (step === 'done') {
    return (
      <AuthCard title={t('reset.doneTitle')} subtitle={t('reset.done')}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => navigate('/auth/signin', { replace: true })}
          >
            {t('signIn.submit')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <NewPasswordFields value={value} onChange={setValue} />
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !newPasswordReady(value)}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
