import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { navigate, formatRooms, type GuestRoom } from '@jad/shared-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFields } from '@/components/date-fields';
import { GuestsPicker } from '@/components/guests-picker';
import { stayError, type StayError } from '@/components/stay-validation';
import { NS } from '@/i18n';
import { dubaiToday } from '@/lib/dates';

/** Dates and guests of the hotel page; a change reloads the rates for the new stay. */
export function StayEditor({
  hid,
  checkin,
  checkout,
  rooms,
}: {
  hid: string;
  checkin: string;
  checkout: string;
  rooms: GuestRoom[];
}) {
  const { t } = useTranslation(NS);
  const today = dubaiToday();
  const [dates, setDates] = useState({ checkin, checkout });
  const [guests, setGuests] = useState(rooms);
  const [error, setError] = useState<StayError | null>(null);
  // A new stay in the URL resets the form to it (state adjusted while rendering, not in an effect).
  const stayKey = `${checkin}|${checkout}|${formatRooms(rooms)}`;
  const [shownStay, setShownStay] = useState(stayKey);
  if (shownStay !== stayKey) {
    setShownStay(stayKey);
    setDates({ checkin, checkout });
    setGuests(rooms);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = stayError(dates.checkin, dates.checkout, today);
    setError(found);
    if (!found)
      navigate(
        `/hotel?hid=${encodeURIComponent(hid)}&checkin=${dates.checkin}&checkout=${dates.checkout}&rooms=${formatRooms(guests)}`,
        { replace: true },
      );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('details.changeStay')}
      data-testid="stay-editor"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1.4fr) minmax(200px, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Box>
        <DateFields {...dates} today={today} error={error} onChange={setDates} />
        {error && (
          <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
            {t(`search.${error}`)}
          </FormHelperText>
        )}
      </Box>
      <GuestsPicker rooms={guests} onChange={setGuests} fullWidth />
      <Button type="submit" variant="outlined" sx={{ height: 56 }}>
        {t('details.changeStay')}
      </Button>
    </Box>
  );
}
