import Stack from '@mui/material/Stack';
import { i18n } from '@jad/shared-ui';
import { z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { NS } from '@/i18n';
import { fieldProps, newPasswordField } from '@/lib/form';

/** A new password typed twice: the schema part the reset and change forms share. */
export const newPasswordShape = { password: newPasswordField(), confirm: z.string() };

/** The second box must repeat the first (read in the user's language when checked). */
type Pair = { password: string; confirm: string };
export const matchingPasswords = <S extends z.ZodType<Pair, Pair>>(schema: S): S =>
  schema.refine((v) => v.confirm === v.password, {
    path: ['confirm'],
    error: () => i18n.t('password.mismatch', { ns: NS }),
  });

type Registration = Parameters<typeof fieldProps>[0];

/** The two boxes; each shows its one problem (or the password rules) under it. */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: { field: Registration; error?: { message?: string } };
  confirm: { field: Registration; error?: { message?: string } };
  label?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Stack spacing={2}>
      <PasswordField
        label={label ?? t('fields.newPassword')}
        autoComplete="new-password"
        {...fieldProps(password.field, password.error, t('password.rules'))}
        required
        fullWidth
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...fieldProps(confirm.field, confirm.error, ' ')}
        required
        fullWidth
      />
    </Stack>
  );
}
