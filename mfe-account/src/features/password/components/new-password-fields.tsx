import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { NS } from '@/i18n';

export const MIN_PASSWORD = 8;

export interface NewPassword {
  password: string;
  confirm: string;
}

/** A new password typed twice; the second box flags a mismatch as soon as it is as long as the first. */
export function NewPasswordFields({
  value,
  onChange,
  label,
}: {
  value: NewPassword;
  onChange: (v: NewPassword) => void;
  label?: string;
}) {
  const { t } = useTranslation(NS);
  const short = value.password.length > 0 && value.password.length < MIN_PASSWORD;
  const mismatch =
    value.confirm.length >= value.password.length && value.confirm.length > 0 && value.confirm !== value.password;
  return (
    <Stack spacing={2}>
      <PasswordField
        label={label ?? t('fields.newPassword')}
        autoComplete="new-password"
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        error={short}
        helperText={t('password.rules')}
        required
        fullWidth
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        value={value.confirm}
        onChange={(e) => onChange({ ...value, confirm: e.target.value })}
        error={mismatch}
        helperText={mismatch ? t('password.mismatch') : ' '}
        required
        fullWidth
      />
    </Stack>
  );
}

export const newPasswordReady = (v: NewPassword) => v.password.length >= MIN_PASSWORD && v.password === v.confirm;
