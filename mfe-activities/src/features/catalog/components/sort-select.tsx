import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivitySort } from '@/lib/api-types';
import { NS } from '@/i18n';
import { SORTS } from '@/lib/catalog-filters';

export function SortSelect({ value, onChange }: { value: ActivitySort; onChange: (sort: ActivitySort) => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={`${id}-label`}>{t('list.sortBy')}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={t('list.sortBy')}
        value={value}
        onChange={(e) => onChange(e.target.value as ActivitySort)}
        data-testid="sort-select"
      >
        {SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`list.sort.${sort}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
