import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { NS } from '@/i18n';
import { useZodForm, z } from '@jad/shared-ui/forms';
import {
  emailField,
  fieldProps,
  newPasswordField,
  NEW_PASSWORD_CODES,
  placeApiErrors,
  settled,
  under,
} from '@/lib/form';
import { useReturnPath, withCallback } from '@/lib/query';
import { signUp } from '../api';
import { SignUpCodeStep } from './sign-up-code-step';
import { SocialButtons } from './social-buttons';

const nameField = () => z.string().trim().min(1).max(60);

const schema = z.object({
  first_name: nameField(),
  last_name: nameField(),
  email: emailField(),
  // Optional: left empty, the api makes one from the name. The api's rule, checked here first.
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || /^[a-z0-9_][a-z0-9_.]{2,29}$/.test(v), { params: { code: 'invalid_format' } }),
  password: newPasswordField(),
});
type Values = z.output<typeof schema>;
const FIELDS = ['first_name', 'last_name', 'email', 'username', 'password'] as const;

/**
 * /auth/signup: the form, then the code step for that address (the same for a new and a taken e-mail, so the
 * page never tells whether an address is registered); the right code signs in.
 */
export function SignUpPage() {
  const { t } = useTranslation(NS);
  const callbackUrl = useReturnPath();
  const form = useZodForm(schema, {
    defaultValues: { first_name: '', last_name: '', email: '', password: '', username: '' },
  });
  const { errors } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: ({ username, ...rest }: Values) => settled(signUp({ ...rest, ...(username ? { username } : {}) })),
    onSuccess: (data) => setSentTo(data.email),
    onError: (error) =>
      setFailed(
        placeApiErrors(error, form.setError, FIELDS, {
          username_taken: 'username',
          ...under('password', NEW_PASSWORD_CODES),
        }),
      ),
  });
  const submit = form.handleSubmit((values) => {
    setFailed(null);
    send.mutate(values);
  });

  if (sentTo) return <SignUpCodeStep email={sentTo} callbackUrl={callbackUrl} onChangeEmail={() => setSentTo(null)} />;

  return (
    <AuthCard
      brand
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signUp.haveAccount')}{' '}
          <TextLink href={withCallback('/auth/signin', callbackUrl)}>{t('signUp.signIn')}</TextLink>
        </Typography>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              {...fieldProps(form.register('first_name'), errors.first_name)}
              required
              fullWidth
              autoFocus
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              {...fieldProps(form.register('last_name'), errors.last_name)}
              required
              fullWidth
            />
          </Stack>
          <EmailField label={t('fields.email')} {...fieldProps(form.register('email'), errors.email)} />
          <TextField
            label={t('fields.username')}
            // Not "username": password managers would save it as the sign-in name, which is the e-mail.
            autoComplete="off"
            {...fieldProps(form.register('username'), errors.username, t('signUp.usernameHelp'))}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            {...fieldProps(form.register('password'), errors.password, t('password.rules'))}
            required
            fullWidth
          />
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending} fullWidth>
            {t('signUp.submit')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: <TextLink href="/terms-and-conditions" />,
                privacy: <TextLink href="/privacy-policy" />,
              }}
            />
          </Typography>
        </Stack>
      </form>
      <SocialButtons callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
