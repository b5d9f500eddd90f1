import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { navigate, useAppStore, formatRooms, guestCounts, visuallyHidden } from '@jad/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFields } from '@/components/date-fields';
import { GuestsPicker } from '@/components/guests-picker';
import { stayError, type StayError } from '@/components/stay-validation';
import { NS } from '@/i18n';
import type { DestinationSuggestion } from '@/lib/api-types';
import { dubaiToday, stayDate } from '@/lib/dates';
import { searchPath, type SearchState } from '../search-state';
import { DestinationField } from './destination-field';

/**
 * Destination, dates and guests. A valid search goes to /hotels?… (filters and sort are kept); the
 * spec's messages show under the field that is missing (spec §5).
 */
export function SearchBar({
  state,
  label,
  showErrors = false,
}: {
  state: SearchState;
  /** The api's name for dest ("Dubai Marina" for dubai-marina). */ label?: string;
  showErrors?: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  // On a phone a search in hand shows as one line; a tap opens the form.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [expanded, setExpanded] = useState(false);
  const compact = narrow && !showErrors;
  const today = dubaiToday();
  const shown = state.near
    ? t('search.nearYou')
    : state.dest.startsWith('hotel:') || /^[a-z-]+$/.test(state.dest)
      ? (label ?? state.dest)
      : state.dest;
  const [dest, setDest] = useState(shown);
  const [picked, setPicked] = useState<string | null>(null);
  const [dates, setDates] = useState({ checkin: state.checkin, checkout: state.checkout });
  const [rooms, setRooms] = useState(state.rooms);
  const [errors, setErrors] = useState<{ dest: boolean; stay: StayError | null }>({ dest: false, stay: null });
  const destRef = useRef<HTMLInputElement>(null);
  const pickedLabel = useRef<string | null>(null);

  // A new URL (back button, a link) resets the form to it.
  useEffect(() => {
    setDest(shown);
    setDates({ checkin: state.checkin, checkout: state.checkout });
    setRooms(state.rooms);
    if (showErrors)
      setErrors({ dest: !state.dest && !state.near, stay: stayError(state.checkin, state.checkout, today) });
  }, [state, showErrors, shown, today]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nearKept = state.near && dest === t('search.nearYou');
    const found = { dest: !dest.trim() && !nearKept, stay: stayError(dates.checkin, dates.checkout, today) };
    setErrors(found);
    if (found.dest) {
      destRef.current?.focus();
      return;
    }
    if (found.stay) return;
    if (picked?.startsWith('hotel:') && dest === pickedLabel.current) {
      const hid = picked.slice('hotel:'.length);
      navigate(
        `/hotel?hid=${encodeURIComponent(hid)}&checkin=${dates.checkin}&checkout=${dates.checkout}&rooms=${formatRooms(rooms)}`,
      );
      return;
    }
    const unchanged = dest === shown && !state.near;
    const destValue =
      nearKept || unchanged ? state.dest : picked && dest === pickedLabel.current ? picked : dest.trim();
    navigate(searchPath({ ...state, dest: destValue, near: nearKept ? state.near : null, ...dates, rooms }));
  };

  const onPick = (s: DestinationSuggestion) => {
    setPicked(s.value);
    pickedLabel.current = s.label;
    setDest(s.label);
    setErrors((e) => ({ ...e, dest: false }));
  };

  if (compact && !expanded) {
    const totals = guestCounts(rooms);
    return (
      <Paper
        component="button"
        type="button"
        elevation={2}
        onClick={() => setExpanded(true)}
        aria-expanded={false}
        data-testid="search-summary"
        sx={{
          p: 1.5,
          borderRadius: 3,
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          textAlign: 'start',
          border: 0,
          cursor: 'pointer',
          color: 'text.primary',
          font: 'inherit',
        }}
      >
        <Search color="primary" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {dest}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {dates.checkin && dates.checkout
              ? `${stayDate(dates.checkin, lang)} – ${stayDate(dates.checkout, lang)} · `
              : ''}
            {[
              t('count.adults', { count: totals.adults }),
              totals.children ? t('count.children', { count: totals.children }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {/* Named by what it shows, then what it opens (a spoken name holds the visible text: WCAG 2.5.3). */}
          <Box component="span" sx={visuallyHidden}>
            {` · ${t('search.heading')}`}
          </Box>
        </Box>
      </Paper>
    );
  }

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      elevation={2}
      role="search"
      aria-label={t('search.heading')}
      data-testid="hotel-search-bar"
      sx={{ p: 1.5, borderRadius: 3 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 1.3fr) minmax(280px, 1.4fr) minmax(200px, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <DestinationField
          ref={destRef}
          value={dest}
          error={errors.dest ? t('search.destinationRequired') : null}
          onChange={(text) => {
            setDest(text);
            setPicked(null);
          }}
          onPick={onPick}
        />
        <Box>
          <DateFields
            {...dates}
            today={today}
            error={errors.stay}
            onChange={(d) => {
              setDates(d);
              if (errors.stay) setErrors((e) => ({ ...e, stay: stayError(d.checkin, d.checkout, today) }));
            }}
          />
          {errors.stay && (
            <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
              {t(`search.${errors.stay}`)}
            </FormHelperText>
          )}
        </Box>
        <GuestsPicker rooms={rooms} onChange={setRooms} fullWidth />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<Search />}
          sx={{ height: 56, px: 3 }}
          data-testid="search-submit"
        >
          {t('search.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
