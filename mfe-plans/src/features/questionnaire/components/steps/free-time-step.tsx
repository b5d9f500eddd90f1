import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { formatDate, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { PlanFreeTime } from '@/lib/plan-types';
import { clockOptions, clockRange, formatClock, listDates } from '@/lib/time';
import type { StepProps } from './step-props';

const HALF_HOURS = clockOptions(0, 1440, 30);
const PRESETS: readonly { key: string; start: number; end: number }[] = [
  { key: 'lunch', start: 13 * 60, end: 14 * 60 },
  { key: 'rest', start: 15 * 60, end: 17 * 60 },
  { key: 'evening', start: 19 * 60, end: 24 * 60 },
];

function TimeSelect({
  label,
  value,
  onChange,
  from = 0,
  to = 1440,
  testId,
  wide,
}: {
  label: string;
  value: number;
  onChange: (m: number) => void;
  from?: number;
  to?: number;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ minWidth: wide ? 190 : 110 }}
    >
      {HALF_HOURS.filter((m) => m >= from && m <= to).map((m) => (
        <option key={m} value={String(m)}>
          {formatClock(m)}
        </option>
      ))}
    </TextField>
  );
}

export function FreeTimeStep({ answers, update, options, questionId, errorId }: StepProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const dates = listDates(answers.startDate, answers.endDate);
  const slots = answers.freeTime;
  const setSlot = (i: number, patch: Partial<PlanFreeTime>) =>
    update({ freeTime: slots.map((s, k) => (k === i ? { ...s, ...patch } : s)) });
  const addSlot = (start: number, end: number) =>
    update({ freeTime: [...slots, { date: null, start_min: start, end_min: end }] });
  const full = slots.length >= options.limits.max_free_slots;

  return (
    <Box role="group" aria-labelledby={questionId} aria-describedby={errorId} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TimeSelect
          label={t('questionnaire.freeTime.dayStart')}
          value={answers.dayStartMin}
          onChange={(dayStartMin) => update({ dayStartMin })}
          from={5 * 60}
          to={14 * 60}
          testId="day-start"
          wide
        />
        <TimeSelect
          label={t('questionnaire.freeTime.dayEnd')}
          value={answers.dayEndMin}
          onChange={(dayEndMin) => update({ dayEndMin })}
          from={12 * 60}
          to={1440}
          testId="day-end"
          wide
        />
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('questionnaire.freeTime.slots')}
        </Typography>
        {slots.length === 0 ? <Typography color="text.secondary">{t('questionnaire.freeTime.none')}</Typography> : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {slots.map((slot, i) => (
            <Box
              component="li"
              key={i}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
              data-testid="free-slot"
            >
              <TextField
                select
                size="small"
                label={t('questionnaire.freeTime.on')}
                value={slot.date ?? ''}
                onChange={(e) => setSlot(i, { date: e.target.value || null })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 150 }}
              >
                <option value="">{t('questionnaire.freeTime.everyDay')}</option>
                {dates.map((d) => (
                  <option key={d} value={d}>
                    {formatDate(d, lang, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </option>
                ))}
              </TextField>
              <TimeSelect
                label={t('questionnaire.freeTime.from')}
                value={slot.start_min}
                onChange={(start_min) => setSlot(i, { start_min })}
              />
              <TimeSelect
                label={t('questionnaire.freeTime.to')}
                value={slot.end_min}
                onChange={(end_min) => setSlot(i, { end_min })}
              />
              <IconButton
                onClick={() => update({ freeTime: slots.filter((_, k) => k !== i) })}
                aria-label={t('questionnaire.freeTime.remove', { range: clockRange(slot.start_min, slot.end_min) })}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {PRESETS.map((p) => (
            <Button
              key={p.key}
              variant="outlined"
              size="small"
              disabled={full}
              onClick={() => addSlot(p.start, p.end)}
              startIcon={<Add />}
            >
              {t(`questionnaire.freeTime.presets.${p.key}`)} · {clockRange(p.start, p.end)}
            </Button>
          ))}
          <Button size="small" disabled={full} onClick={() => addSlot(12 * 60, 13 * 60)} startIcon={<Add />}>
            {t('questionnaire.freeTime.add')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
