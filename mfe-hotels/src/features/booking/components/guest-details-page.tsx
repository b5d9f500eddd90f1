import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppLink, navigate, useAppStore, DirectionalIcon, countryOptions } from '@jad/shared-ui';
import { applyApiErrors, Controller, fieldError, isValidPhone, PhoneField, useZodForm, z } from '@jad/shared-ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { CheckoutDto, GuestDto } from '@/lib/api-types';
import { saveGuests } from '../api';
import { roomsHref } from '../hooks/use-checkout';
import { CheckoutLayout, type StepProps } from './checkout-layout';

const TITLES = ['mr', 'mrs', 'ms'] as const;
const name = () => z.string().trim().max(100);
const required = () => name().min(1);

/** The form's rules: the main guest and a valid e-mail are required; the phone is optional but must be real. */
const guestForm = z.object({
  contact: z.object({
    email: z.string().trim().pipe(z.email().max(320)),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidPhone(v), { params: { code: 'invalid_phone' } }),
  }),
  title: z.string().min(1).pipe(z.enum(TITLES)),
  first: required(),
  last: required(),
  citizenship: z.string().min(1),
  /** Other guests, per room: adults then children. */
  others: z.array(z.array(z.object({ first: name(), last: name() }))),
});
type FormInput = z.input<typeof guestForm>;
type FormValues = z.output<typeof guestForm>;
/** The api's field errors this form can show under a field. */
const API_FIELDS = ['contact.email', 'contact.phone'] as const;
const MAIN_GUEST = ['title', 'first', 'last', 'citizenship'] as const;

function initialForm(c: CheckoutDto, email: string): FormInput {
  const main = c.room_guests?.[0]?.guests[0];
  return {
    contact: { email: c.contact?.email ?? email, phone: c.contact?.phone ?? '' },
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
export function guestsPayload(c: CheckoutDto, f: FormValues): { guests: GuestDto[] }[] {
  return c.stay.rooms.map((room, r) => {
    const adults = r === 0 ? room.adults - 1 : room.adults;
    const named = (f.others[r] ?? [])
      .map((p, i): GuestDto | null => {
        if (!p.first || !p.last) return null;
        const child = i >= adults ? room.children[i - adults] : undefined;
        return {
          first_name: p.first,
          last_name: p.last,
          ...(child !== undefined ? { is_child: true, age: child } : {}),
        };
      })
      .filter((g): g is GuestDto => g !== null);
    if (r > 0) return { guests: named };
    const main: GuestDto = { title: f.title, first_name: f.first, last_name: f.last, citizenship: f.citizenship };
    return { guests: [main, ...named] };
  });
}

function DetailsStep({ checkout, set }: StepProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const userEmail = useAppStore((s) => s.user?.email ?? '');
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const [defaultValues] = useState(() => initialForm(checkout, userEmail));
  const { control, register, handleSubmit, setError, formState } = useZodForm(guestForm, { defaultValues });
  const { errors, isSubmitted, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (f: FormValues) =>
      saveGuests(checkout.checkout_id, {
        contact: { email: f.contact.email, phone: f.contact.phone || null },
        rooms: guestsPayload(checkout, f),
      }),
    onSuccess: set,
  });
  const mainMissing = isSubmitted && MAIN_GUEST.some((k) => errors[k]);
  // A main-guest field left empty is said once, by the section's alert: the field itself only turns red.
  const mainError = (error: { type?: string; message?: string } | undefined) =>
    error && mainMissing && error.type === 'too_small' ? { type: error.type } : error;

  const submit = handleSubmit(async (f) => {
    setFailure(null);
    try {
      await save.mutateAsync(f);
      navigate(`/hotel/booking/review?checkout=${checkout.checkout_id}`);
    } catch (error) {
      setFailure(applyApiErrors(error, setError, API_FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="guest-form">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('booking.guestsTitle')}
      </Typography>
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
        {mainMissing && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="main-guest-required">
            {t('booking.mainGuestRequired')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 1fr' } }}>
          <Controller
            control={control}
            name="title"
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                required
                label={t('booking.title')}
                {...fieldError(mainError(errors.title))}
                slotProps={{ htmlInput: { 'data-testid': 'guest-title' } }}
              >
                {TITLES.map((x) => (
                  <MenuItem key={x} value={x}>
                    {t(`booking.titles.${x}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...register('first')}
            required
            label={t('booking.firstName')}
            {...fieldError(mainError(errors.first))}
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'guest-first' } }}
          />
          <TextField
            {...register('last')}
            required
            label={t('booking.lastName')}
            {...fieldError(mainError(errors.last))}
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'guest-last' } }}
          />
        </Box>
        <Controller
          control={control}
          name="citizenship"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              required
              fullWidth
              label={t('booking.citizenship')}
              {...fieldError(mainError(errors.citizenship))}
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
          )}
        />
      </Paper>

      {checkout.stay.rooms.map((room, r) => {
        const adults = r === 0 ? room.adults - 1 : room.adults;
        const others = defaultValues.others[r] ?? [];
        if (others.length === 0) return null;
        return (
          <Paper key={r} variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('booking.otherGuests', { n: r + 1 })}
            </Typography>
            {others.map((_p, i) => {
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
                    {...register(`others.${r}.${i}.first`)}
                    size="small"
                    label={t('booking.firstName')}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <TextField
                    {...register(`others.${r}.${i}.last`)}
                    size="small"
                    label={t('booking.lastName')}
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
            {...register('contact.email')}
            required
            type="email"
            label={t('booking.email')}
            {...fieldError(errors.contact?.email)}
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'contact-email' } }}
          />
          <PhoneField control={control} name="contact.phone" label={t('booking.phone')} testId="contact-phone" />
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
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} data-testid="details-continue">
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
