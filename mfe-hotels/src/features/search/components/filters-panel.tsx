import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@jad/shared-ui';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '@/components/star-rating';
import { NS } from '@/i18n';
import type { SearchFacets } from '@/lib/api-types';
import { useMoney } from '@jad/shared-ui';
import { AMENITIES, BEDS, MEALS, NO_FILTERS, PROPERTY_TYPES, RATING_STEPS, type Filters } from '../search-state';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, py: 1.5 }}>
      <Typography id={id} component="legend" variant="subtitle2" sx={{ mb: 0.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CountedCheckbox({
  label,
  count,
  checked,
  onChange,
  testId,
}: {
  label: ReactNode;
  count: number | undefined;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'data-testid': testId } as object }}
          />
        }
        label={label}
      />
      <Typography variant="caption" color="text.secondary">
        {count ?? 0}
      </Typography>
    </Box>
  );
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((x) => x !== item);

export interface FiltersPanelProps {
  filters: Filters;
  facets: SearchFacets | null;
  nights: number;
  onChange: (filters: Filters) => void;
}

/** Price, free cancellation, stars, guest rating, property type, meals, beds and facilities, with counts. */
export function FiltersPanel({ filters, facets, onChange }: FiltersPanelProps) {
  const { t } = useTranslation(NS);
  const money = useMoney();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  // The slider works in whole units of the reader's currency; the URL keeps AED fils.
  const rate = money.rate;
  const toDisplay = useCallback((aedMinor: number) => Math.round((aedMinor / 100) * rate), [rate]);
  const toAed = (display: number) => Math.round((display / money.rate) * 100);
  const min = facets?.price ? toDisplay(facets.price.min) : 0;
  const max = facets?.price ? Math.max(min + 1, toDisplay(facets.price.max)) : 1;
  const [range, setRange] = useState<[number, number]>([min, max]);
  useEffect(() => {
    setRange([
      filters.priceMin !== null ? toDisplay(filters.priceMin) : min,
      filters.priceMax !== null ? toDisplay(filters.priceMax) : max,
    ]);
  }, [filters.priceMin, filters.priceMax, min, max, toDisplay]);
  const unit = (n: number) => `${money.currency} ${formatNumber(n, money.lang)}`;

  return (
    <Box data-testid="filters-panel" sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}>
      <Section title={t('filters.price')}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('filters.priceRange', { min: unit(range[0]), max: unit(range[1]) })}
        </Typography>
        <Box sx={{ px: 1 }}>
          <Slider
            value={range}
            min={min}
            max={max}
            disabled={!facets?.price}
            onChange={(_e, v) => setRange(v as [number, number])}
            onChangeCommitted={(_e, v) => {
              const [lo, hi] = v as [number, number];
              set({ priceMin: lo > min ? toAed(lo) : null, priceMax: hi < max ? toAed(hi) : null });
            }}
            getAriaLabel={(i) => `${t('filters.price')} ${i === 0 ? 'min' : 'max'}`}
            getAriaValueText={unit}
          />
        </Box>
      </Section>
      <Divider />
      <Section title={t('filters.freeCancellation')}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Switch
                checked={filters.freeCancellation}
                onChange={(e) => set({ freeCancellation: e.target.checked })}
              />
            }
            label={t('filters.freeCancellation')}
          />
          <Typography variant="caption" color="text.secondary">
            {facets?.free_cancellation ?? 0}
          </Typography>
        </Box>
      </Section>
      <Divider />
      <Section title={t('filters.stars')}>
        {[5, 4, 3, 2].map((s) => (
          <CountedCheckbox
            key={s}
            testId={`stars-${s}`}
            label={<StarRating stars={s} />}
            count={facets?.stars[s]}
            checked={filters.stars.includes(s)}
            onChange={(on) => set({ stars: toggle(filters.stars, s, on) })}
          />
        ))}
      </Section>
      <Divider />
      <Section title={t('filters.rating')}>
        <RadioGroup
          value={filters.ratingMin ?? ''}
          onChange={(e) => set({ ratingMin: e.target.value === '' ? null : Number(e.target.value) })}
        >
          {RATING_STEPS.map((r) => (
            <Box key={r} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <FormControlLabel
                value={r}
                control={<Radio size="small" />}
                label={`${t(`filters.ratingWords.${r}`)}: ${t('filters.ratingAtLeast', { value: formatNumber(r, money.lang) })}`}
              />
              <Typography variant="caption" color="text.secondary">
                {facets?.rating[r] ?? 0}
              </Typography>
            </Box>
          ))}
        </RadioGroup>
      </Section>
      <Divider />
      <Section title={t('filters.types')}>
        {PROPERTY_TYPES.filter((x) => facets?.types[x]).map((x) => (
          <CountedCheckbox
            key={x}
            label={t(`types.${x}`)}
            count={facets?.types[x]}
            checked={filters.types.includes(x)}
            onChange={(on) => set({ types: toggle(filters.types, x, on) })}
          />
        ))}
      </Section>
      <Divider />
      <Section title={t('filters.meals')}>
        {MEALS.filter((x) => facets?.meals[x]).map((x) => (
          <CountedCheckbox
            key={x}
            label={t(`meals.${x}`)}
            count={facets?.meals[x]}
            checked={filters.meals.includes(x)}
            onChange={(on) => set({ meals: toggle(filters.meals, x, on) })}
          />
        ))}
      </Section>
      <Divider />
      <Section title={t('filters.beds')}>
        {BEDS.filter((x) => facets?.beds[x]).map((x) => (
          <CountedCheckbox
            key={x}
            label={t(`beds.${x}`)}
            count={facets?.beds[x]}
            checked={filters.beds.includes(x)}
            onChange={(on) => set({ beds: toggle(filters.beds, x, on) })}
          />
        ))}
      </Section>
      <Divider />
      <Section title={t('filters.amenities')}>
        {AMENITIES.filter((x) => facets?.amenities[x]).map((x) => (
          <CountedCheckbox
            key={x}
            label={t(`amenities.${x}`)}
            count={facets?.amenities[x]}
            checked={filters.amenities.includes(x)}
            onChange={(on) => set({ amenities: toggle(filters.amenities, x, on) })}
          />
        ))}
      </Section>
      <Button fullWidth variant="text" onClick={() => onChange(NO_FILTERS)} sx={{ mt: 1 }}>
        {t('search.clearFilters')}
      </Button>
    </Box>
  );
}
