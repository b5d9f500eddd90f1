import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS, useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { searchActivities } from '@/lib/api';
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
  const [found, setFound] = useState<MustSee[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const query = input.trim();
    if (!query) {
      setFound([]);
      return;
    }
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      void searchActivities(query).then((res) => {
        if (!live) return;
        setLoading(false);
        setFound(
          res.ok
            ? res.data.activities.map((a) => ({ activity_id: a.activity_id, name_en: a.name_en, name_ar: a.name_ar }))
            : [],
        );
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input]);

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
