import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { formatDate, isEmail, LoadingIndicator, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { TextLink } from '@/components/text-link';
import { NS } from '@/i18n';
import { useQueryParam } from '@/lib/query';
import { confirmDeletion, requestDeletion } from '../api';

/** ?token=… from the confirmation mail: schedules the deletion 24 hours on. */
function ConfirmDeletion({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [state, setState] = useState<{ at: string } | 'expired' | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once: the link is single use, a second call would answer "expired".
    if (sent.current) return;
    sent.current = true;
    void confirmDeletion(token).then((r) => setState(r.ok ? { at: r.data.delete_at } : 'expired'));
  }, [token]);
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

/** The delete-account request page: an e-mail address (required), then the spec's confirmation message. */
export function DeleteRequestPage() {
  const { t } = useTranslation(NS);
  const token = useQueryParam('token');
  const signedInEmail = useAppStore((s) => s.user?.email ?? '');
  const [email, setEmail] = useState(signedInEmail);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = isEmail(email);

  if (token) return <ConfirmDeletion token={token} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    const result = await requestDeletion(email.trim());
    setBusy(false);
    if (result.ok) setDone(result.message);
  };

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
          <EmailField
            label={t('fields.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={email.length > 0 && !valid}
            helperText={email.length > 0 && !valid ? t('deleteRequest.emailRequired') : ' '}
          />
          <Alert severity="warning">{t('deleteRequest.warning')}</Alert>
          <Button type="submit" variant="contained" color="error" size="large" fullWidth disabled={busy || !valid}>
            {t('deleteRequest.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
