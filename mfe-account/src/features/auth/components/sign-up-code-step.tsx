import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { emptyOtp, OTP_LENGTH, OTP_RESEND_WAIT_S, OtpInput, useCountdown } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { FormError } from '@/components/form-error';
import { ResendButton } from '@/components/resend-button';
import { NS } from '@/i18n';
import { completeSignIn, completeSignUp, resendSignUpCode } from '../api';

export interface SignUpCodeStepProps {
  /** The address the form was sent with: the code (or, for a taken one, a sign-in reminder) went there. */
  email: string;
  /** Where to go once signed in (already made safe by the page). */
  callbackUrl: string;
  onChangeEmail: () => void;
}

/**
 * Sign-up, step 2: the six boxes for the mailed code. The page says the same for a new and a taken address;
 * the right code verifies the e-mail and signs in, then the visitor continues where they came from.
 */
export function SignUpCodeStep({ email, callbackUrl, onChangeEmail }: SignUpCodeStepProps) {
  const { t } = useTranslation(NS);
  // The first code is on its way: the resend waits its 60 s right away.
  const { left, restart } = useCountdown(OTP_RESEND_WAIT_S, true);
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const verify = async (code: string) => {
    if (code.length !== OTP_LENGTH || busy) return;
    setBusy(true);
    const result = await completeSignUp(email, code);
    if (result.ok) {
      await completeSignIn(callbackUrl);
      return;
    }
    setBusy(false);
    // 404 is the wrong (or used-up) code; anything else (too many tries, a dead server) says itself.
    setInvalid(result.status === 404 ? t('otp.invalid') : result.message);
    setDigits(emptyOtp());
  };

  const resend = async () => {
    const result = await resendSignUpCode(email);
    if (result.ok || result.status === 429) restart();
  };

  return (
    <AuthCard brand title={t('signUp.codeTitle')} subtitle={t('signUp.codeSent', { email })}>
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
          {t('signUp.codeSubmit')}
        </Button>
        <ResendButton secondsLeft={left} onResend={resend} label={t('otp.resend')} />
        <Button variant="text" size="small" onClick={onChangeEmail} disabled={busy}>
          {t('signUp.changeEmail')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
