import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatDate, useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { PlanDayView, PlanItemView } from '@/lib/plan-types';
import { clockOptions, formatClock } from '@/lib/time';

const AUTO = 'auto';

/** The keyboard- and pointer-friendly way to move an activity: pick the day and the time. */
export function MoveDialog({
  item,
  days,
  onClose,
  onMove,
}: {
  item: PlanItemView | null;
  days: readonly PlanDayView[];
  onClose(): void;
  onMove(date: string, startMin: number | undefined): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [date, setDate] = useState('');
  const [time, setTime] = useState(AUTO);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!item) return;
    setDate(item.date);
    setTime(String(item.start_min));
    setBusy(false);
  }, [item]);

  if (!item) return null;
  const times = clockOptions(5 * 60, 23 * 60 + 45, 15);
  if (!times.includes(item.start_min)) times.push(item.start_min);
  times.sort((a, b) => a - b);
  const sameDayOnly = item.paid;

  const submit = async () => {
    setBusy(true);
    await onMove(date, time === AUTO ? undefined : Number(time));
    setBusy(false);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="move-title" fullWidth maxWidth="xs">
      <DialogTitle id="move-title">
        {t('plan.move.title', { name: localized(lang, item.activity.name_en, item.activity.name_ar) })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {sameDayOnly ? <Alert severity="info">{t('plan.move.paid')}</Alert> : null}
        {/* Native selects: a long list of times is easier to scroll on phones and with the keyboard. */}
        <TextField
          select
          label={t('plan.move.day')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          disabled={sameDayOnly}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'move-day' },
          }}
        >
          {days.map((d, i) => (
            <option key={d.date} value={d.date}>
              {t('plan.day.title', {
                n: i + 1,
                date: formatDate(d.date, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
              })}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('plan.move.time')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'move-time' },
          }}
        >
          <option value={AUTO}>{t('plan.move.auto')}</option>
          {times.map((m) => (
            <option key={m} value={String(m)}>
              {formatClock(m)}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !date} data-testid="move-submit">
          {t('plan.move.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
