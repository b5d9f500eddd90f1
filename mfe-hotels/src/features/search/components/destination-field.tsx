import Apartment from '@mui/icons-material/Apartment';
import LocationCity from '@mui/icons-material/LocationCity';
import Place from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldError, SEARCH_DEBOUNCE_MS, useAppStore } from '@jad/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardRef, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelKeys } from '@/lib/query-keys';
import { NS } from '@/i18n';
import type { DestinationSuggestion } from '@/lib/api-types';
import { fetchDestinations } from '../api';

const ICONS = { city: <LocationCity />, area: <Place />, hotel: <Apartment /> } as const;

export interface DestinationFieldProps {
  value: string;
  error: string | null;
  onChange: (text: string) => void;
  /** A suggestion picked: `value` is what dest= takes ("dubai-marina", "hotel:<hid>"). */
  onPick: (s: DestinationSuggestion) => void;
}

/** Free text with suggestions (the city, its areas, hotels by name), fetched as the traveller types. */
export const DestinationField = forwardRef<HTMLInputElement, DestinationFieldProps>(function DestinationField(
  { value, error, onChange, onPick },
  ref,
) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [open, setOpen] = useState(false);
  // Asked once typing pauses, not on every key.
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const suggestions = useQuery({
    queryKey: hotelKeys.destinations(typed, lang),
    enabled: open,
    queryFn: ({ signal }) => fetchDestinations(typed, lang, signal),
    placeholderData: keepPreviousData,
  });
  const options: DestinationSuggestion[] = suggestions.isError ? [] : (suggestions.data ?? []);

  return (
    <Autocomplete<DestinationSuggestion, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(x) => x}
      inputValue={value}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') onChange(text);
      }}
      onChange={(_e, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(a, b) => (typeof b === 'string' ? a.label === b : a.value === b.value)}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box sx={{ color: 'text.secondary', display: 'flex' }}>{ICONS[o.kind]}</Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {o.label}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {[
                  t(`search.kind.${o.kind}`),
                  o.sublabel,
                  o.hotels !== null ? t('count.hotels', { count: o.hotels }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={ref}
          label={t('search.destination')}
          placeholder={t('search.destinationPlaceholder')}
          {...fieldError(error, null)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'destination-input' },
          }}
        />
      )}
    />
  );
});
