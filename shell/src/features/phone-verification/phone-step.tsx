import { useMemo, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { cleanNational, countryLabel, DIAL_COUNTRIES, toE164 } from './countries';
import { PHONE_NS } from './i18n';

export interface PhoneStepProps {
  /** Resolves true when the code was sent. */
  onSend: (phone: string, password: string | undefined) => Promise<boolean>;
  needsPassword: boolean;
}

/** Step 1: the country (UAE by default) and the number, digits only, at most 15 with the calling code. */
export function PhoneStep({ onSend, needsPassword }: PhoneStepProps) {
  const { t } = useTranslation(PHONE_NS);
  const lang = useAppStore((s) => s.lang);
  const [country, setCountry] = useState(DEFAULT_PHONE_COUNTRY);
  const [national, setNational] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const dial = DIAL_COUNTRIES.find((c) => c.code === country)?.dial ?? '971';
  const options = useMemo(
    () => DIAL_COUNTRIES.map((c) => ({ ...c, label: `${countryLabel(c.code, lang)} (+${c.dial})` })),
    [lang],
  );
  const ready = national.length >= 6 && (!needsPassword || password.length > 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      await onSend(toE164(dial, national), needsPassword ? password : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('country')}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          fullWidth
          data-testid="phone-country"
        >
          {options.map((c) => (
            <MenuItem key={`${c.code}-${c.dial}`} value={c.code}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} dir="ltr">
          <TextField
            value={`+${dial}`}
            disabled
            sx={{ width: 96, flexShrink: 0 }}
            slotProps={{ htmlInput: { 'aria-label': t('country') } }}
          />
          <TextField
            label={t('phone')}
            value={national}
            onChange={(e) => setNational(cleanNational(e.target.value, dial, PHONE_MAX_DIGITS))}
            helperText={t('phoneHelp')}
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national', 'data-testid': 'phone-input' },
            }}
          />
        </Stack>
        {needsPassword ? (
          <TextField
            type="password"
            label={t('password')}
            helperText={t('passwordHelp')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            fullWidth
          />
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={!ready || busy} fullWidth>
          {t('send')}
        </Button>
      </Stack>
    </form>
  );
}
