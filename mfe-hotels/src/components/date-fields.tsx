import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { addDays } from '@/lib/dates';

export interface DateFieldsProps {
  checkin: string;
  checkout: string;
  today: string;
  error: string | null;
  onChange: (dates: { checkin: string; checkout: string }) => void;
}

/** Check-in and check-out; picking a check-in on or after the check-out moves the check-out along. */
export function DateFields({ checkin, checkout, today, error, onChange }: DateFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      <TextField
        type="date"
        label={t('search.checkin')}
        value={checkin}
        error={Boolean(error)}
        onChange={(e) => {
          const next = e.target.value;
          onChange({ checkin: next, checkout: next && (!checkout || checkout <= next) ? addDays(next, 1) : checkout });
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, 'data-testid': 'checkin' } }}
      />
      <TextField
        type="date"
        label={t('search.checkout')}
        value={checkout}
        error={Boolean(error)}
        onChange={(e) => onChange({ checkin, checkout: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: checkin ? addDays(checkin, 1) : addDays(today, 1), 'data-testid': 'checkout' },
        }}
      />
    </Box>
  );
}
