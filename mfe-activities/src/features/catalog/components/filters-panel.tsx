import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useAppStore, useMoney, localized } from '@jad/shared-ui';
import type { CategoryUtil, PriceRangeUtil } from '@/lib/api-types';
import { NS } from '@/i18n';
import { RATING_STEPS, type ListFilters } from '@/lib/catalog-filters';

export interface FiltersPanelProps {
  filters: ListFilters;
  categories: CategoryUtil[];
  priceRange: PriceRangeUtil | null;
  onChange: (patch: Partial<ListFilters>) => void;
  onClear: () => void;
}

const TOP_CATEGORIES = 14;

/** Category, price, rating and "suitable for children": every change applies at once. */
export function FiltersPanel({ filters, categories, priceRange, onChange, onClear }: FiltersPanelProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const money = useMoney().format;
  const ids = useId();
  const min = priceRange?.min_minor ?? 0;
  const max = priceRange?.max_minor ?? 0;
  // The slider moves freely while dragged and filters once released.
  const [price, setPrice] = useState<[number, number]>([filters.minPrice ?? min, filters.maxPrice ?? max]);
  useEffect(
    () => setPrice([filters.minPrice ?? min, filters.maxPrice ?? max]),
    [filters.minPrice, filters.maxPrice, min, max],
  );
  const step = Math.max(100, Math.round((max - min) / 100 / 100) * 100);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }} data-testid="filters-panel">
      <Box component="section" aria-labelledby={`${ids}-cat`}>
        <Typography id={`${ids}-cat`} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('filters.category')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {categories.slice(0, TOP_CATEGORIES).map((c) => {
            const on = filters.category === c.slug;
            return (
              <Chip
                key={c.slug}
                size="small"
                label={`${localized(lang, c.name_en, c.name_ar)} · ${formatNumber(c.activity_count, lang)}`}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() => onChange({ category: on ? undefined : c.slug })}
              />
            );
          })}
        </Box>
      </Box>

      {priceRange && max > min ? (
        <Box component="section" aria-labelledby={`${ids}-price`}>
          <Typography id={`${ids}-price`} component="h3" variant="subtitle2">
            {t('filters.price')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {t('filters.priceBetween', { min: money(price[0]), max: money(price[1]) })}
          </Typography>
          <Box sx={{ px: 1.5 }}>
            <Slider
              value={price}
              min={min}
              max={max}
              step={step}
              onChange={(_e, value) => setPrice(value as [number, number])}
              onChangeCommitted={(_e, value) => {
                const [lo, hi] = value as [number, number];
                onChange({ minPrice: lo > min ? lo : undefined, maxPrice: hi < max ? hi : undefined });
              }}
              getAriaLabel={(index) => (index === 0 ? t('filters.minPrice') : t('filters.maxPrice'))}
              getAriaValueText={(value) => money(value)}
              disableSwap
            />
          </Box>
        </Box>
      ) : null}

      <Box component="section" aria-labelledby={`${ids}-rating`}>
        <Typography id={`${ids}-rating`} component="h3" variant="subtitle2">
          {t('filters.rating')}
        </Typography>
        <RadioGroup
          aria-labelledby={`${ids}-rating`}
          value={filters.minRating === undefined ? 'any' : String(filters.minRating)}
          onChange={(e) => onChange({ minRating: e.target.value === 'any' ? undefined : Number(e.target.value) })}
        >
          <FormControlLabel value="any" control={<Radio size="small" />} label={t('filters.anyRating')} />
          {RATING_STEPS.map((r) => (
            <FormControlLabel
              key={r}
              value={String(r)}
              control={<Radio size="small" />}
              label={t('filters.ratingAtLeast', { value: formatNumber(r, lang, { minimumFractionDigits: 1 }) })}
            />
          ))}
        </RadioGroup>
      </Box>

      <FormControlLabel
        control={<Switch checked={filters.kids} onChange={(e) => onChange({ kids: e.target.checked })} />}
        label={t('filters.kids')}
      />

      <Button variant="text" onClick={onClear} sx={{ alignSelf: 'flex-start' }}>
        {t('filters.clear')}
      </Button>
    </Box>
  );
}
