import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, AppLink, navigate, useAppStore, DirectionalIcon, countryOptions } from '@jad/shared-ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { CheckoutDto, GuestDto } from '@/lib/api-types';
import { saveGuests } from '../api';
import { roomsHref } from '../hooks/use-checkout';
import { CheckoutLayout, type StepProps } from './checkout-layout';

type Title = 'mr' | 'mrs' | 'ms';
interface Person {
  first: string;
  last: string;
}
interface Form {
  email: string;
  phone: string;
  title: Title | '';
  first: string;
  last: string;
  citizenship: string;
  /** Other guests, per room: adults then children. */
  others: Person[][];
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9 ]{6,20}$/;

function initialForm(c: CheckoutDto, email: string): Form {
  const main = c.room_guests?.[0]?.guests[0];
  return {
    email: c.contact?.email ?? email,
    phone: c.contact?.phone ?? '',
    title: main?.title ?? '',
    first: main?.first_name ?? '',
    last: main?.last_name ?? '',
    citizenship: main?.citizenship ?? '',
    others: c.stay.rooms.map((room, r) => {
      const saved = c.room_guests?.[r]?.guests ?? [];
      const slots = (r === 0 ? room.adults - 1 : room.adults) + room.children.length;
      return Array.from({ length: slots }, (_, i) => {
        const g = saved[r === 0 ? i + 1 : i];
        return { first: g?.first_name ?? '', last: g?.last_name ?? '' };
      });
    }),
  };
}

/** The api's rooms: the main guest first, then every other guest who was given a name. */
export function guestsPayload(c: CheckoutDto, f: Form): { guests: GuestDto[] }[] {
  return c.stay.rooms.map((room, r) => {
    const adults = r === 0 ? room.adults - 1 : room.adults;
    const named = (f.others[r] ?? [])
      .map((p, i): GuestDto | null => {
        if (!p.first.trim() || !p.last.trim()) return null;
        const child = i >= adults ? room.children[i - adults] : undefined;
        return {
          first_name: p.first.trim(),
          last_name: p.last.trim(),
          ...(child !== undefined ? { is_child: true, age: child } : {}),
        };
      })
      .filter((g): g is GuestDto => g !== null);
    if (r > 0) return { guests: named };
    const main: GuestDto = {
      title: f.title as Title,
      first_name: f.first.trim(),
      last_name: f.last.trim(),
      citizenship: f.citizenship,
    };
    return { guests: [main, ...named] };
  });
}

function DetailsStep({ checkout }: StepProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const userEmail = useAppStore((s) => s.user?.email ?? '');
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const [form, setForm] = useState<Form>(() => initialForm(checkout, userEmail));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const missing = {
    title: !form.title,
    first: !form.first.trim(),
    last: !form.last.trim(),
    citizenship: !form.citizenship,
    email: !EMAIL.test(form.email.trim()),
    phone: form.phone.trim() !== '' && !PHONE.test(form.phone.trim()),
  };
  const mainMissing = missing.title || missing.first || missing.last || missing.citizenship;
  const err = (k: keyof typeof missing) => touched && missing[k];
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const setOther = (r: number, i: number, patch: Partial<Person>) =>
    setForm((f) => ({
      ...f,
      others: f.others.map((room, rr) => (rr === r ? room.map((p, ii) => (ii === i ? { ...p, ...patch } : p)) : room)),
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.values(missing).some(Boolean)) {
      // Bring the first field to fix into view (the message sits above the form).
      setTimeout(
        () => document.querySelector<HTMLElement>('[data-testid="guest-form"] [aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saveGuests(checkout.checkout_id, {
        contact: { email: form.email.trim(), phone: form.phone.trim() || null },
        rooms: guestsPayload(checkout, form),
      });
      navigate(`/hotel/booking/review?checkout=${checkout.checkout_id}`);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 400 ? error.message : t('favourites.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="guest-form">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('booking.guestsTitle')}
      </Typography>
      {touched && mainMissing && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="main-guest-required">
          {t('booking.mainGuestRequired')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t('booking.mainGuest')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('booking.mainGuestHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 1fr' } }}>
          <TextField
            select
            required
            label={t('booking.title')}
            value={form.title}
            onChange={(e) => set({ title: e.target.value as Title })}
            error={err('title')}
            helperText={err('title') ? t('booking.required') : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'guest-title' } }}
          >
            {(['mr', 'mrs', 'ms'] as const).map((x) => (
              <MenuItem key={x} value={x}>
                {t(`booking.titles.${x}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label={t('booking.firstName')}
            value={form.first}
            onChange={(e) => set({ first: e.target.value })}
            error={err('first')}
            helperText={err('first') ? t('booking.required') : ' '}
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'guest-first' } }}
          />
          <TextField
            required
            label={t('booking.lastName')}
            value={form.last}
            onChange={(e) => set({ last: e.target.value })}
            error={err('last')}
            helperText={err('last') ? t('booking.required') : ' '}
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'guest-last' } }}
          />
        </Box>
        <TextField
          select
          required
          fullWidth
          label={t('booking.citizenship')}
          value={form.citizenship}
          onChange={(e) => set({ citizenship: e.target.value })}
          error={err('citizenship')}
          helperText={err('citizenship') ? t('booking.required') : ' '}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: { 'data-testid': 'guest-citizenship' },
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      {checkout.stay.rooms.map((room, r) => {
        const adults = r === 0 ? room.adults - 1 : room.adults;
        const others = form.others[r] ?? [];
        if (others.length === 0) return null;
        return (
          <Paper key={r} variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('booking.otherGuests', { n: r + 1 })}
            </Typography>
            {others.map((p, i) => {
              const child = i >= adults ? room.children[i - adults] : undefined;
              const label =
                child !== undefined
                  ? t('booking.childGuest', {
                      age: child === 0 ? t('guests.underOne') : t('guests.years', { count: child }),
                    })
                  : t('booking.adultGuest', { n: (r === 0 ? 2 : 1) + i });
              return (
                <Box
                  key={i}
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '140px 1fr 1fr' },
                    alignItems: 'center',
                    mb: 1.5,
                  }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <TextField
                    size="small"
                    label={t('booking.firstName')}
                    value={p.first}
                    onChange={(e) => setOther(r, i, { first: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <TextField
                    size="small"
                    label={t('booking.lastName')}
                    value={p.last}
                    onChange={(e) => setOther(r, i, { last: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                </Box>
              );
            })}
          </Paper>
        );
      })}

      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t('booking.contact')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('booking.contactHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            required
            type="email"
            label={t('booking.email')}
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
            error={err('email')}
            helperText={err('email') ? t('booking.invalidEmail') : ' '}
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'contact-email' } }}
          />
          <TextField
            type="tel"
            label={t('booking.phone')}
            value={form.phone}
            onChange={(e) => set({ phone: e.target.value.replace(/[^0-9+ ]/g, '').slice(0, 20) })}
            error={err('phone')}
            helperText={err('phone') ? t('booking.invalidPhone') : ' '}
            autoComplete="tel"
            slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
          />
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button
          component={AppLink}
          href={roomsHref(checkout)}
          startIcon={
            <DirectionalIcon>
              <ArrowBack fontSize="small" />
            </DirectionalIcon>
          }
        >
          {t('booking.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="details-continue">
          {t('booking.continue')}
        </Button>
      </Box>
    </Box>
  );
}

/** /hotel/booking/details?checkout=… (step 2): main guest required (title, names, citizenship), others optional. */
export function GuestDetailsPage() {
  return <CheckoutLayout step="details">{(props) => <DetailsStep {...props} />}</CheckoutLayout>;
}
