import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { codeMessage, formatDate, LoadingIndicator, useAppStore } from '@jad/shared-ui';
import { useZodForm, z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { FormError } from '@/components/form-error';
import { TextLink } from '@/components/text-link';
import { NS } from '@/i18n';
import { emailField, fieldProps, placeApiErrors, settled } from '@/lib/form';
import { useQueryParam } from '@/lib/query';
import { confirmDeletion, requestDeletion } from '../api';

/** ?token=… from the confirmation mail: schedules the deletion 24 hours on. */
function ConfirmDeletion({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const confirm = useMutation({ mutationFn: () => settled(confirmDeletion(token)) });
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Once: the link is single use, a second call would answer "expired".
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  const state = confirm.isError ? 'expired' : confirm.data ? { at: confirm.data.delete_at } : null;
  if (state === null) return <LoadingIndicator fullScreen />;
  if (state === 'expired') {
    return (
      <AuthCard title={t('reset.expiredTitle')} subtitle={t('reset.expired')}>
        <TextLink href="/delete-account-request">{t('deleteRequest.again')}</TextLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('deleteRequest.scheduledTitle')}
      subtitle={t('deleteRequest.scheduled', {
        date: formatDate(state.at, lang, { dateStyle: 'medium', timeStyle: 'short' }),
      })}
    >
      <TextLink href="/auth/signin">{t('deleteRequest.signInToCancel')}</TextLink>
    </AuthCard>
  );
}

const schema = z.object({ email: emailField() });

/** The delete-account request page: an e-mail address (required), then the spec's confirmation message. */
export function DeleteRequestPage() {
  const { t } = useTranslation(NS);
  const token = useQueryParam('token');
  const signedInEmail = useAppStore((s) => s.user?.email ?? '');
  const form = useZodForm(schema, { defaultValues: { email: signedInEmail } });
  const { errors } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: ({ email }: z.output<typeof schema>) => settled(requestDeletion(email)),
    onError: (error) => setFailed(placeApiErrors(error, form.setError, ['email'])),
  });
  // The answer's text in the user's language (its code), as the toast says it.
  const done = send.data ? (codeMessage(send.data.code) ?? send.data.message) : null;

  if (token) return <ConfirmDeletion token={token} />;

  const submit = form.handleSubmit((v) => {
    setFailed(null);
    send.mutate(v);
  });

  if (done) {
    return (
      <AuthCard
        title={t('deleteRequest.receivedTitle')}
        footer={<TextLink href="/">{t('deleteRequest.home')}</TextLink>}
      >
        <Stack spacing={2} data-testid="delete-request-received" sx={{ alignItems: 'center' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 64 }} />
          <Alert severity="success" sx={{ width: '100%' }}>
            {done}
          </Alert>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('deleteRequest.title')} subtitle={t('deleteRequest.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <EmailField label={t('fields.email')} {...fieldProps(form.register('email'), errors.email, ' ')} />
          <Alert severity="warning">{t('deleteRequest.warning')}</Alert>
          <FormError message={failed} />
          <Button type="submit" variant="contained" color="error" size="large" fullWidth disabled={send.isPending}>
            {t('deleteRequest.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
