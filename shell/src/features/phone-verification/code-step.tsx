import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, OTP_RESEND_WAIT_S } from '@jad/shared-ui/core';
import { emptyOtp, OtpInput, useCountdown } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { PHONE_NS } from './i18n';

export interface CodeStepProps {
  phone: string;
  /** Resolves true when the code was right (the modal then saves the number and closes). */
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => Promise<boolean>;
  onBack: () => void;
}

/** Step 2: six boxes; resend after a 60 s countdown that starts over on every resend. */
export function CodeStep({ phone, onVerify, onResend, onBack }: CodeStepProps) {
  const { t } = useTranslation(PHONE_NS);
  const { left, restart } = useCountdown(OTP_RESEND_WAIT_S);
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const verify = async (code: string) => {
    if (code.length !== OTP_LENGTH || busy) return;
    setBusy(true);
    const ok = await onVerify(code);
    setBusy(false);
    if (!ok) {
      setInvalid(true);
      setDigits(emptyOtp());
    }
  };

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <Typography color="text.secondary">
        {/* The number is isolated left-to-right so '+971…' reads correctly inside Arabic text. */}
        {t('codeStep', { phone: `\u2066${phone}\u2069` })}
      </Typography>
      <OtpInput
        label={t('codeLabel')}
        value={digits}
        onChange={(v) => {
          setDigits(v);
          setInvalid(false);
        }}
        onComplete={(code) => void verify(code)}
        error={invalid}
        disabled={busy}
        autoFocus
      />
      {invalid ? (
        <Typography color="error" role="alert" sx={{ textAlign: 'center' }}>
          {t('invalid')}
        </Typography>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || digits.some((d) => d === '')}
        onClick={() => void verify(digits.join(''))}
      >
        {t('verify')}
      </Button>
      <Stack sx={{ alignItems: 'center' }} spacing={1}>
        {left > 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            data-testid="resend-countdown"
            sx={{ textAlign: 'center' }}
          >
            {t('resendIn', { seconds: left })}
          </Typography>
        ) : (
          <Button
            data-testid="resend-button"
            onClick={async () => {
              if (await onResend()) restart();
            }}
          >
            {t('resend')}
          </Button>
        )}
        <Button size="small" onClick={onBack}>
          {t('changeNumber')}
        </Button>
      </Stack>
    </Stack>
  );
}
