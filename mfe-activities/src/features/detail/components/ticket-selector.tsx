import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError, useAppStore, formatMoney, useMoney, localized } from '@jad/shared-ui';
import type { ActivityDetail, TicketBand } from '@/lib/api-types';
import { addDays, dubaiToday } from '@/lib/dubai-time';
import { NS } from '@/i18n';
import {
  BOOKING_WINDOW_DAYS,
  bandsOnSale,
  selectionProblem,
  ticketCount,
  totalAed,
  unitPrice,
  type Selection,
} from '../ticket-math';
import { Stepper } from './stepper';

export interface TicketSelectorProps {
  activity: ActivityDetail;
  selection: Selection;
  onChange: (selection: Selection) => void;
  onBook: () => void;
  booking: boolean;
  /** A message from the api after Book, e.g. a rule the client could not know. */
  serverError: string | null;
  /** Shown under the total (e.g. "you will be asked to sign in"). */
  note?: string;
}

/** Branch, date, adult/teen/child counts and the total in the visitor's currency, then Book. */
export function TicketSelector({
  activity,
  selection,
  onChange,
  onBook,
  booking,
  serverError,
  note,
}: TicketSelectorProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const money = useMoney().format;
  const ids = useId();
  const today = dubaiToday();
  // Problems are shown once the visitor has tried to book, not while they are still choosing.
  const [tried, setTried] = useState(false);
  const problem = selectionProblem(selection, activity, today);
  const shown = tried ? problem : null;
  const total = totalAed(activity, selection.counts);
  const bands = bandsOnSale(activity);

  const setCount = (band: TicketBand, value: number) =>
    onChange({ ...selection, counts: { ...selection.counts, [band]: value } });
  const book = () => {
    setTried(true);
    if (problem === null) onBook();
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      component="section"
      aria-labelledby={`${ids}-title`}
      data-testid="ticket-selector"
    >
      <Typography id={`${ids}-title`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('tickets.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-slot="from">
        {t('tickets.from', { price: money(activity.price_adult_minor) })}
      </Typography>

      <FormControl fullWidth error={shown === 'branchRequired'} sx={{ mb: 2 }}>
        <InputLabel id={`${ids}-branch`}>{t('tickets.branch')}</InputLabel>
        <Select
          labelId={`${ids}-branch`}
          label={t('tickets.branch')}
          value={selection.branchId ?? ''}
          onChange={(e) => onChange({ ...selection, branchId: e.target.value || null })}
          data-testid="branch-select"
        >
          {activity.branches.map((b) => (
            <MenuItem key={b.branch_id} value={b.branch_id}>
              {localized(lang, b.name_en, b.name_ar)}
            </MenuItem>
          ))}
        </Select>
        {shown === 'branchRequired' ? (
          <FormHelperText role="alert">{t('tickets.problems.branchRequired')}</FormHelperText>
        ) : null}
      </FormControl>

      <TextField
        fullWidth
        type="date"
        label={t('tickets.date')}
        value={selection.date}
        onChange={(e) => onChange({ ...selection, date: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, max: addDays(today, BOOKING_WINDOW_DAYS), 'data-testid': 'visit-date' },
        }}
        {...fieldError(
          problem === 'closedDay'
            ? t('tickets.problems.closedDay')
            : shown === 'dateRequired' || shown === 'dateOutOfRange'
              ? t(`tickets.problems.${shown}`)
              : null,
        )}
        sx={{ mb: 1 }}
      />

      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('tickets.travellers')}>
        {bands.map((band) => (
          <Box
            component="li"
            key={band}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1, gap: 2 }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }} id={`${ids}-${band}`}>
                {t(`tickets.bands.${band}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {/* Age ranges are numbers with a dash or a plus: kept left to right in Arabic too. */}
                <bdi dir="ltr">{t(`tickets.ages.${band}`)}</bdi> ·{' '}
                <span data-slot={`price-${band}`}>{money(unitPrice(activity, band))}</span>
              </Typography>
            </Box>
            <Stepper
              value={selection.counts[band]}
              min={0}
              max={20}
              onChange={(value) => setCount(band, value)}
              labelledBy={`${ids}-${band}`}
              decreaseLabel={t('tickets.decrease', { band: t(`tickets.bands.${band}`) })}
              increaseLabel={t('tickets.increase', { band: t(`tickets.bands.${band}`) })}
              testId={`count-${band}`}
            />
          </Box>
        ))}
      </Box>
      {shown === 'noTickets' || shown === 'childNeedsAdult' ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t(`tickets.problems.${shown}`)}
        </Typography>
      ) : null}

      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('tickets.total', { count: ticketCount(selection.counts) })}</Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 800 }}
          aria-live="polite"
          data-testid="ticket-total"
          data-slot="total"
        >
          {money(total)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} data-slot="charged">
        {t('tickets.chargedInAed', { amount: formatMoney(total, 'AED', lang) })}
      </Typography>
      {serverError ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {serverError}
        </Alert>
      ) : null}
      <Button
        fullWidth
        size="large"
        variant="contained"
        sx={{ mt: 2, py: 1.5, fontWeight: 700 }}
        onClick={book}
        disabled={booking}
        data-testid="book-now"
      >
        {booking ? t('tickets.booking') : t('tickets.book')}
      </Button>
      {note ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 1, textAlign: 'center' }}
          data-slot="note"
        >
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}
