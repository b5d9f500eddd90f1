import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@jad/shared-ui/core';
import { FormField } from '@/components/form-field';
import { InlineIcon } from '@/components/inline-icon';
import {
  defaultRooms,
  hotelSearchPath,
  localIsoDate,
  validateHotelSearch,
  type HotelSearchErrors,
  type HotelSearchValues,
} from './hotel-search-query';
import { RoomsField } from './rooms-field';

// The suggestions (and the query client they use) load when the destination box is first focused.
const DestinationOptions = lazy(() => import('./destination-options'));

function nextDay(iso: string): string {
  const [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  return localIsoDate(new Date(y, m - 1, d + 1));
}

/** The hero's hotel search (spec §5 rules); a valid search goes to the hotels remote's results page. */
export function HotelSearchForm() {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState<HotelSearchValues>({
    destination: '',
    checkIn: '',
    checkOut: '',
    rooms: defaultRooms(),
  });
  const [errors, setErrors] = useState<HotelSearchErrors>({});
  const destinationRef = useRef<HTMLInputElement>(null);
  const checkInRef = useRef<HTMLInputElement>(null);
  const today = localIsoDate(new Date());
  const [suggesting, setSuggesting] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateHotelSearch(values, today);
    setErrors(found);
    if (found.destination) destinationRef.current?.focus();
    else if (found.dates) checkInRef.current?.focus();
    else navigate(hotelSearchPath(values));
  };

  const set = (patch: Partial<HotelSearchValues>) => {
    setValues((v) => {
      const next = { ...v, ...patch };
      // A check-out no longer after the check-in is cleared rather than silently kept.
      if (patch.checkIn && next.checkOut && next.checkOut <= next.checkIn) next.checkOut = '';
      return next;
    });
    if (patch.destination !== undefined && errors.destination) setErrors((e) => ({ ...e, destination: undefined }));
    if ((patch.checkIn !== undefined || patch.checkOut !== undefined) && errors.dates)
      setErrors((e) => ({ ...e, dates: undefined }));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('hero.formLabel')}
      sx={{
        // A raised card in theme colours (Paper's look without its chunk on the first screen).
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: '16px',
        boxShadow: 6,
        border: (theme) => (theme.palette.mode === 'dark' ? `1px solid ${theme.palette.divider}` : 'none'),
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr 1fr 1fr 1.3fr auto' },
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormField
          ref={destinationRef}
          id="hero-destination"
          label={t('hero.destination')}
          placeholder={t('hero.destinationPlaceholder')}
          value={values.destination}
          onChange={(e) => set({ destination: e.target.value })}
          onFocus={() => setSuggesting(true)}
          list="hero-destinations"
          autoComplete="off"
          required
          invalid={!!errors.destination}
          describedBy={errors.destination ? 'hero-destination-error' : undefined}
        />
        <datalist id="hero-destinations">
          {suggesting ? (
            <Suspense fallback={null}>
              <DestinationOptions query={values.destination} />
            </Suspense>
          ) : null}
        </datalist>
        {errors.destination ? (
          <Typography
            id="hero-destination-error"
            role="alert"
            variant="caption"
            color="error"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {t(`hero.${errors.destination}`)}
          </Typography>
        ) : null}
      </Box>
      <FormField
        ref={checkInRef}
        id="hero-checkin"
        type="date"
        label={t('hero.checkIn')}
        min={today}
        value={values.checkIn}
        onChange={(e) => set({ checkIn: e.target.value })}
        required
        invalid={!!errors.dates && !values.checkIn}
        describedBy={errors.dates ? 'hero-dates-error' : undefined}
      />
      <FormField
        id="hero-checkout"
        type="date"
        label={t('hero.checkOut')}
        min={values.checkIn ? nextDay(values.checkIn) : nextDay(today)}
        value={values.checkOut}
        onChange={(e) => set({ checkOut: e.target.value })}
        required
        invalid={!!errors.dates && (!values.checkOut || errors.dates !== 'datesRequired')}
        describedBy={errors.dates ? 'hero-dates-error' : undefined}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <RoomsField rooms={values.rooms} onChange={(rooms) => set({ rooms })} />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<InlineIcon name="search" size={20} />}
        sx={{ height: 48, mt: { md: 3 }, gridColumn: { xs: '1 / -1', md: 'auto' }, whiteSpace: 'nowrap' }}
      >
        {t('hero.search')}
      </Button>
      {errors.dates ? (
        <Typography
          id="hero-dates-error"
          role="alert"
          variant="caption"
          color="error"
          sx={{ gridColumn: '1 / -1', mt: -0.5 }}
        >
          {t(`hero.${errors.dates}`)}
        </Typography>
      ) : null}
    </Box>
  );
}
