import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, useAppStore } from '@jad/shared-ui';
import { useZodForm, z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { TextLink } from '@/components/text-link';
import { NS } from '@/i18n';
import { fieldProps, placeApiErrors, settled } from '@/lib/form';
import type { AccountUser } from '@/types/account';
import { cancelDeletion, deleteAccountNow } from '../api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The password is asked again, unless the account has none (a social sign-in). */
const schemaFor = (hasPassword: boolean) => z.object({ password: hasPassword ? z.string().min(1) : z.string() });

/** Delete the account now (password asked again) or cancel a pending deletion request. */
export function DangerSection({ user, onChange }: { user: AccountUser; onChange: () => void }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => schemaFor(user.has_password), [user.has_password]);
  const form = useZodForm(schema, { defaultValues: { password: '' } });
  const [failed, setFailed] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: ({ password }: z.output<typeof schema>) =>
      settled(deleteAccountNow(user.has_password ? password : undefined)),
    // The api already ended the session and cleared the cookie. A fresh page load of the home page is
    // the clean way out: clearing the store here first would make this guarded page bounce to sign-in.
    onSuccess: () => window.location.replace('/'),
    onError: (error) =>
      setFailed(placeApiErrors(error, form.setError, ['password'], { password_incorrect: 'password' })),
  });
  const cancel = useMutation({ mutationFn: () => settled(cancelDeletion()), onSuccess: onChange });
  const busy = remove.isPending;
  const submit = form.handleSubmit((v) => {
    setFailed(null);
    remove.mutate(v);
  });

  return (
    <Stack spacing={2}>
      {user.delete_requested_at ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('delete.cancelRequest')}
            </Button>
          }
          data-testid="pending-deletion"
        >
          {t('delete.pending', {
            date: formatDate(new Date(new Date(user.delete_requested_at).getTime() + DAY_MS), lang),
          })}
        </Alert>
      ) : null}
      <Typography color="text.secondary">{t('delete.explain')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="delete-account">
          {t('delete.now')}
        </Button>
        <TextLink href="/delete-account-request">{t('delete.requestLink')}</TextLink>
      </Stack>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="delete-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="delete-title">{t('delete.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('delete.confirmText')}</DialogContentText>
          {user.has_password ? (
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              {...fieldProps(form.register('password'), form.formState.errors.password)}
              fullWidth
              autoFocus
            />
          ) : null}
          {failed ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failed}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void submit()}
            disabled={busy}
            data-testid="confirm-delete"
          >
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
