import { useMemo } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bus, DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS, useAppStore } from '@jad/shared-ui/core';
import type { ToastResult } from '@jad/shared-ui';
import {
  applyApiErrors,
  Controller,
  fieldError,
  isValidPhone,
  PhoneField,
  useWatch,
  useZodForm,
  z,
} from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { cleanNational, countryLabel, DIAL_COUNTRIES, toE164 } from './countries';
import { PHONE_NS } from './i18n';

export interface PhoneStepProps {
  /** Sends the code; a refusal comes back for the form to show. */
  onSend: (phone: string, password: string | undefined) => Promise<ToastResult<unknown>>;
  needsPassword: boolean;
}

const dialOf = (country: string) => DIAL_COUNTRIES.find((c) => c.code === country)?.dial ?? '971';

/** The number must be valid for its country (the api's rule, shared-ui/src/rules/phone.ts); the password when asked. */
const schemaFor = (needsPassword: boolean) =>
  z
    .object({ country: z.string(), phone: z.string().min(1), password: needsPassword ? z.string().min(1) : z.string() })
    .refine((v) => isValidPhone(toE164(dialOf(v.country), v.phone)), {
      path: ['phone'],
      params: { code: 'invalid_phone' },
    });

/** Step 1: the country (UAE by default) and the number, digits only, at most 15 with the calling code. */
export function PhoneStep({ onSend, needsPassword }: PhoneStepProps) {
  const { t } = useTranslation(PHONE_NS);
  const lang = useAppStore((s) => s.lang);
  const schema = useMemo(() => schemaFor(needsPassword), [needsPassword]);
  const form = useZodForm(schema, { defaultValues: { country: DEFAULT_PHONE_COUNTRY, phone: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const dial = dialOf(useWatch({ control: form.control, name: 'country' }) ?? DEFAULT_PHONE_COUNTRY);
  const options = useMemo(
    () => DIAL_COUNTRIES.map((c) => ({ ...c, label: `${countryLabel(c.code, lang)} (+${c.dial})` })),
    [lang],
  );

  const { ref: passwordRef, ...password } = form.register('password');

  const submit = form.handleSubmit(async (v) => {
    const result = await onSend(toE164(dial, v.phone), needsPassword ? v.password : undefined);
    if (result.ok) return;
    // The number's problem under it; anything else (too many codes, the SMS gateway) in one toast.
    const rest = applyApiErrors(result.error, form.setError, ['phone']);
    if (rest) bus.emit('shell:toast-requested', { message: rest, severity: 'error' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <TextField
              select
              label={t('country')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              fullWidth
              data-testid="phone-country"
            >
              {options.map((c) => (
                <MenuItem key={`${c.code}-${c.dial}`} value={c.code}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <PhoneField
          control={form.control}
          name="phone"
          label={t('phone')}
          hint={t('phoneHelp')}
          dial={{ code: dial, label: t('country') }}
          normalize={(typed) => cleanNational(typed, dial, PHONE_MAX_DIGITS)}
          autoFocus
          testId="phone-input"
        />
        {needsPassword ? (
          <TextField
            type="password"
            label={t('password')}
            {...password}
            inputRef={passwordRef}
            {...fieldError(errors.password, t('passwordHelp'))}
            autoComplete="current-password"
            fullWidth
          />
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('send')}
        </Button>
      </Stack>
    </form>
  );
}
