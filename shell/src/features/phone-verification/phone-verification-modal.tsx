import { useEffect, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { appStore, useAppStore } from '@jad/shared-ui/core';
import { useTranslation } from 'react-i18next';
import { savePhone, sendOtp, verifyOtp } from './api';
import { CodeStep } from './code-step';
import { PHONE_NS } from './i18n';
import { PhoneStep } from './phone-step';

type Step = { name: 'phone' } | { name: 'code'; phone: string; password: string | undefined };

/**
 * The global phone verification modal (spec §2, §4): step 1 the phone, step 2 the six-digit code,
 * then PUT /users saves the number. Opens when the store's phone_modal is true (any remote may ask with
 * `appStore.getState().togglePhoneModal(true)`); full screen on phones.
 */
export function PhoneVerificationModal() {
  const { t } = useTranslation(PHONE_NS);
  const open = useAppStore((s) => s.phone_modal);
  const user = useAppStore((s) => s.user);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [step, setStep] = useState<Step>({ name: 'phone' });

  // Every opening starts at step 1.
  useEffect(() => {
    if (open) setStep({ name: 'phone' });
  }, [open]);

  const close = () => appStore.getState().togglePhoneModal(false);
  // Replacing an existing number asks for the password again (ASVS re-authentication); a first number does not.
  const hasPassword = (user as { has_password?: boolean } | null)?.has_password !== false;
  const needsPassword = Boolean(user?.phone_number) && hasPassword;

  return (
    <Dialog
      open={open && Boolean(user)}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="phone-verification-title"
    >
      <DialogTitle id="phone-verification-title" sx={{ pe: 6 }}>
        {t('title')}
        <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {step.name === 'phone' ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('phoneStep')}
            </Typography>
            <PhoneStep
              needsPassword={needsPassword}
              onSend={async (phone, password) => {
                const result = await sendOtp(phone, { errors: 'return' });
                if (result.ok) setStep({ name: 'code', phone, password });
                return result;
              }}
            />
          </>
        ) : (
          <CodeStep
            phone={step.phone}
            onBack={() => setStep({ name: 'phone' })}
            onResend={async () => (await sendOtp(step.phone)).ok}
            onVerify={async (code) => {
              if (!(await verifyOtp(step.phone, code)).ok) return false;
              const saved = await savePhone(step.phone, step.password);
              if (saved.ok) close();
              return saved.ok;
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
