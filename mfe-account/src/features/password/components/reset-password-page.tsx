import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { LoadingIndicator, navigate, toApiError } from '@jad/shared-ui';
import { useZodForm, z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { FormError } from '@/components/form-error';
import { NS } from '@/i18n';
import { NEW_PASSWORD_CODES, placeApiErrors, settled, under } from '@/lib/form';
import { useQueryParam } from '@/lib/query';
import { checkResetLink, resetPassword } from '../api';
import { matchingPasswords, NewPasswordFields, newPasswordShape } from './new-password-fields';

const schema = matchingPasswords(z.object(newPasswordShape));

/** /auth/reset-password?token=…: the new-password step, or 'The link has expired.' */
export function ResetPasswordPage() {
  const { t } = useTranslation(NS);
  const token = useQueryParam('token') ?? '';
  // Checked once per link: the answer does not change while the page is open.
  const link = useQuery({
    queryKey: ['account', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const form = useZodForm(schema, { defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) => settled(resetPassword(token, v.password)),
    onError: (error) => {
      if (toApiError(error).code === 'link_expired') setExpired(true);
      else setFailed(placeApiErrors(error, form.setError, ['password'], under('password', NEW_PASSWORD_CODES)));
    },
  });

  const step = !token || expired ? 'expired' : link.isPending ? 'checking' : link.data === 'valid' ? 'form' : link.data;
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
  if (send.isSuccess) {
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
      <form
        onSubmit={form.handleSubmit((v) => {
          setFailed(null);
          send.mutate(v);
        })}
        noValidate
      >
        <Stack spacing={2}>
          <NewPasswordFields
            password={{ field: form.register('password'), error: errors.password }}
            confirm={{ field: form.register('confirm'), error: errors.confirm }}
          />
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={send.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
