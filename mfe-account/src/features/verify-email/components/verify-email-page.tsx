import { useCountdown } from '@jad/shared-ui';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  emptyOtp,
  loadSession,
  navigate,
  OTP_LENGTH,
  OTP_RESEND_WAIT_S,
  OtpInput,
  RequireAuth,
  useAppStore,
} from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { FormError } from '@/components/form-error';
import { ResendButton } from '@/components/resend-button';
import { NS } from '@/i18n';
import { useQueryParam, useReturnPath } from '@/lib/query';
import { sendEmailCode, verifyEmailCode } from '../api';

function VerifyEmail() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user);
  const callbackUrl = useReturnPath();
  // Just signed up: the first code is on its way, so the resend waits its 60 s right away.
  const justSent = useQueryParam('sent') === '1';
  const { left, restart } = useCountdown(OTP_RESEND_WAIT_S, justSent);
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const verify = async (code: string) => {
    if (code.length !== OTP_LENGTH || busy) return;
    setBusy(true);
    const result = await verifyEmailCode(code);
    setBusy(false);
    if (result.ok) {
      await loadSession();
      navigate(callbackUrl, { replace: true });
      return;
    }
    // 404 is the wrong (or used-up) code; anything else (too many tries, a dead server) says itself.
    setInvalid(result.status === 404 ? t('otp.invalid') : result.message);
    setDigits(emptyOtp());
  };

  const resend = async () => {
    const result = await sendEmailCode();
    if (result.ok || result.status === 429) restart();
  };

  if (user?.email_verified) {
    return (
      <AuthCard title={t('verifyEmail.doneTitle')} subtitle={t('verifyEmail.done', { email: user.email })}>
        <Button variant="contained" size="large" fullWidth onClick={() => navigate(callbackUrl)}>
          {t('verifyEmail.continue')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle', { email: user?.email ?? '' })}>
      <Stack spacing={3}>
        <OtpInput
          label={t('otp.label')}
          value={digits}
          onChange={(v) => {
            setDigits(v);
            setInvalid(null);
          }}
          onComplete={(code) => void verify(code)}
          error={invalid !== null}
          disabled={busy}
          autoFocus
        />
        <FormError message={invalid} />
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={busy || digits.some((d) => d === '')}
          onClick={() => void verify(digits.join(''))}
        >
          {t('verifyEmail.submit')}
        </Button>
        <ResendButton
          secondsLeft={left}
          onResend={resend}
          label={justSent || left > 0 ? t('otp.resend') : t('otp.send')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('verifyEmail.later')}{' '}
          <Button variant="text" size="small" onClick={() => navigate(callbackUrl)}>
            {t('verifyEmail.skip')}
          </Button>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

/** /auth/verify-email: six boxes for the mailed code, resend after a 60 s countdown. */
export function VerifyEmailPage() {
  return (
    <RequireAuth>
      <VerifyEmail />
    </RequireAuth>
  );
}
