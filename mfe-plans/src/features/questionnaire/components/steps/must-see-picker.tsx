import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { useActivities } from '@/lib/queries';
import type { MustSee } from '../../answers';

/** Activities the traveller wants in the plan whatever happens: searched by name (the activities team's search). */
export function MustSeePicker({
  value,
  onChange,
  max,
}: {
  value: MustSee[];
  onChange: (v: MustSee[]) => void;
  max: number;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [input, setInput] = useState('');
  const search = useActivities(input, null, { searchOnly: true });
  const typed = input.trim() !== '';
  const loading = typed && (search.typing || search.isFetching);
  const data = search.data;
  const found = useMemo<MustSee[]>(
    () =>
      typed && data ? data.map((a) => ({ activity_id: a.activity_id, name_en: a.name_en, name_ar: a.name_ar })) : [],
    [typed, data],
  );

  return (
    <Autocomplete<MustSee, true>
      multiple
      options={found}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => localized(lang, o.name_en, o.name_ar)}
      isOptionEqualToValue={(a, b) => a.activity_id === b.activity_id}
      getOptionDisabled={() => value.length >= max}
      onChange={(_, next) => onChange(next.slice(0, max))}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      noOptionsText={input.trim() ? t('questionnaire.optional.mustSeeNone') : t('questionnaire.optional.mustSeeHint')}
      loadingText={t('common:loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('questionnaire.optional.mustSee')}
          helperText={t('questionnaire.optional.mustSeeMax', { max })}
        />
      )}
    />
  );
}
