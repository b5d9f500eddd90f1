import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useAppStore, countryOptions } from '@jad/shared-ui';
import { useMemo } from 'react';
import { Controller, fieldError, useWatch } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { fieldProps } from '@/lib/form';
import { BIO_LIMIT, type ProfileForm } from './profile-form';

/** Names, username, bio, birthday, country and city. */
export function PersonalSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation(NS);
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  const lang = useAppStore((s) => s.lang);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('fields.firstName')}
          {...fieldProps(form.register('first_name'), errors.first_name)}
          required
          fullWidth
          autoComplete="given-name"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('fields.lastName')}
          {...fieldProps(form.register('last_name'), errors.last_name)}
          required
          fullWidth
          autoComplete="family-name"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <TextField
          label={t('fields.username')}
          {...fieldProps(
            form.register('username', { setValueAs: (v: string) => v.toLowerCase() }),
            errors.username,
            t('profile.usernameHelp'),
          )}
          required
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
            htmlInput: { dir: 'ltr', maxLength: 30 },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <TextField
          label={t('fields.bio')}
          {...fieldProps(form.register('bio'), errors.bio, `${bio.length}/${BIO_LIMIT}`)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('fields.dateOfBirth')}
          type="date"
          {...fieldProps(form.register('date_of_birth'), errors.date_of_birth)}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.country')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldError(fieldState.error, null)}
              fullWidth
            >
              <MenuItem value="">{t('profile.noCountry')}</MenuItem>
              {countries.map((c) => (
                <MenuItem key={c.code} value={c.code}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('fields.city')}
          {...fieldProps(form.register('city'), errors.city)}
          fullWidth
          autoComplete="address-level2"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
    </Grid>
  );
}
