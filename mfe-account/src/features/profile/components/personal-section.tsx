import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useAppStore, countryOptions } from '@jad/shared-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { ProfileDraft } from './profile-draft';

const BIO_MAX = 500;

/** Names, username, bio, birthday, country and city. */
export function PersonalSection({
  draft,
  set,
}: {
  draft: ProfileDraft;
  set: (key: keyof ProfileDraft, value: string) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('fields.firstName')}
          value={draft.first_name}
          onChange={(e) => set('first_name', e.target.value)}
          required
          fullWidth
          autoComplete="given-name"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('fields.lastName')}
          value={draft.last_name}
          onChange={(e) => set('last_name', e.target.value)}
          required
          fullWidth
          autoComplete="family-name"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <TextField
          label={t('fields.username')}
          value={draft.username}
          onChange={(e) => set('username', e.target.value.toLowerCase())}
          required
          fullWidth
          helperText={t('profile.usernameHelp')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
            htmlInput: { dir: 'ltr', maxLength: 30 },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <TextField
          label={t('fields.bio')}
          value={draft.bio}
          onChange={(e) => set('bio', e.target.value)}
          multiline
          minRows={3}
          fullWidth
          helperText={`${draft.bio.length}/${BIO_MAX}`}
          slotProps={{ htmlInput: { dir: 'auto' } }}
          error={draft.bio.length > BIO_MAX}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('fields.dateOfBirth')}
          type="date"
          value={draft.date_of_birth}
          onChange={(e) => set('date_of_birth', e.target.value)}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          label={t('fields.country')}
          value={draft.country}
          onChange={(e) => set('country', e.target.value)}
          fullWidth
        >
          <MenuItem value="">{t('profile.noCountry')}</MenuItem>
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('fields.city')}
          value={draft.city}
          onChange={(e) => set('city', e.target.value)}
          fullWidth
          autoComplete="address-level2"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Grid>
    </Grid>
  );
}
