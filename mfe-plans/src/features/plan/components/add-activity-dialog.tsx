import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate, LoadingIndicator, useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { ActivityOption, PlanGroup } from '@/lib/plan-types';
import { useActivities, usePlanOptions } from '@/lib/queries';

/** The same rule as the api's: children need kid-friendly activities, nobody under the minimum age. */
export function suitableFor(group: PlanGroup, a: ActivityOption): boolean {
  if (group.children > 0 && a.kid_friendly === false) return false;
  const youngest = group.children > 0 ? (group.youngest_child_age ?? 3) : group.teens > 0 ? 12 : 18;
  return a.min_age == null || a.min_age <= youngest;
}

/** Picks an activity from the catalog (the activities team's list and search) to add to one day. */
export function AddActivityDialog({
  date,
  group,
  money,
  onClose,
  onAdd,
}: {
  date: string | null;
  group: PlanGroup;
  money: (aedMinor: number) => string;
  onClose(): void;
  onAdd(acid: string): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const interests = usePlanOptions(date !== null).data?.interests;
  const categories = useMemo(() => (interests ?? []).filter((i) => i.kind === 'main'), [interests]);
  const found = useActivities(query, category, { enabled: date !== null });
  // Search results carry no age rules; the api refuses an unsuitable one with a message. A failed read shows as none.
  const rows = found.typing || found.isPending ? null : (found.data ?? []).filter((a) => suitableFor(group, a));

  if (!date) return null;
  const add = async (acid: string) => {
    setAdding(acid);
    const ok = await onAdd(acid);
    setAdding(null);
    if (ok) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-title" fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id="add-title">
        {t('plan.add.title', { date: formatDate(date, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <TextField
          label={t('plan.add.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoFocus
          type="search"
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'add-search' } }}
        />
        {group.children > 0 || group.teens > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('plan.add.suitable')}
          </Typography>
        ) : null}
        {!query.trim() ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('plan.add.categories')}>
            <Chip
              label={t('plan.add.all')}
              color={category === null ? 'primary' : 'default'}
              onClick={() => setCategory(null)}
              aria-pressed={category === null}
            />
            {categories.map((c) => (
              <Chip
                key={c.slug}
                label={localized(lang, c.name_en, c.name_ar)}
                color={category === c.slug ? 'primary' : 'default'}
                onClick={() => setCategory(c.slug)}
                aria-pressed={category === c.slug}
              />
            ))}
          </Box>
        ) : null}
        {rows === null ? <LoadingIndicator /> : null}
        {rows !== null && rows.length === 0 ? (
          <Typography color="text.secondary">{t('common:nothingToView')}</Typography>
        ) : null}
        {rows !== null && rows.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {rows.map((a) => (
              <Box
                component="li"
                key={a.activity_id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
                data-testid="add-option"
              >
                <Box
                  component="img"
                  src={a.horizontal_thumbnail}
                  alt=""
                  loading="lazy"
                  sx={{ width: 80, height: 45, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{localized(lang, a.name_en, a.name_ar)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      lang === 'ar' ? null : a.area,
                      a.duration_min ? t('plan.add.duration', { count: a.duration_min }) : null,
                      a.price_adult_minor !== undefined
                        ? t('plan.add.from', { price: money(a.price_adult_minor) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => void add(a.activity_id)}
                  disabled={adding !== null}
                  aria-label={t('plan.add.addNamed', { name: localized(lang, a.name_en, a.name_ar) })}
                >
                  {t('plan.add.add')}
                </Button>
              </Box>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
