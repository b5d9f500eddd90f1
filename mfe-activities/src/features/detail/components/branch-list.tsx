import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Radio from '@mui/material/Radio';
import PlaceIcon from '@mui/icons-material/Place';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, useAppStore, localized } from '@jad/shared-ui';
import type { ActivityBranch } from '@/lib/api-types';
import { dubaiClock } from '@/lib/dubai-time';
import { NS } from '@/i18n';
import { WEEK_ORDER, formatMinutes, isOpenAt, sameEveryDay, weekdayName } from '../opening-hours';

export interface BranchListProps {
  branches: ActivityBranch[];
  selectedId: string | null;
  onSelect: (branchId: string) => void;
}

/** Each branch as a choosable card: name, area, open-now status and its week of opening hours. */
export function BranchList({ branches, selectedId, onSelect }: BranchListProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const locale = INTL_LOCALES[lang];
  const clock = dubaiClock();
  return (
    <Box role="radiogroup" aria-label={t('detail.branches')} sx={{ display: 'grid', gap: 1.5 }}>
      {branches.map((b) => {
        const selected = b.branch_id === selectedId;
        const open = isOpenAt(b.hours, clock.weekday, clock.minutes);
        const days = sameEveryDay(b.hours)
          ? [{ label: t('hours.daily'), intervals: b.hours['0'] ?? [] }]
          : WEEK_ORDER.map((d) => ({ label: weekdayName(d, locale), intervals: b.hours[String(d)] ?? [] }));
        return (
          <Box key={b.branch_id}>
            <Box
              // The whole card picks the branch for a pointer; the radio is the control for keyboards and readers.
              onClick={() => onSelect(b.branch_id)}
              data-testid="branch-card"
              sx={{
                cursor: 'pointer',
                p: 2,
                borderRadius: 2,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : 'transparent',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                  <Radio
                    checked={selected}
                    onChange={() => onSelect(b.branch_id)}
                    value={b.branch_id}
                    slotProps={{ input: { 'aria-labelledby': `branch-${b.branch_id}` } }}
                    sx={{ p: 0.5, ml: -0.5 }}
                  />
                  <Typography id={`branch-${b.branch_id}`} sx={{ fontWeight: 700 }}>
                    {localized(lang, b.name_en, b.name_ar)}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  label={open ? t('hours.openNow') : t('hours.closedNow')}
                  color={open ? 'success' : 'default'}
                  variant={open ? 'filled' : 'outlined'}
                />
              </Box>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', mb: 1 }}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <PlaceIcon fontSize="small" aria-hidden />
                  <Typography variant="body2" component="span">
                    {localized(lang, b.area, b.area_ar)}
                  </Typography>
                </Box>
                {b.phone ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <PhoneIcon fontSize="small" aria-hidden />
                    <Typography variant="body2" component="span" dir="ltr">
                      {b.phone}
                    </Typography>
                  </Box>
                ) : null}
              </Box>
              <Table size="small" aria-label={t('hours.title', { branch: localized(lang, b.name_en, b.name_ar) })}>
                <TableBody>
                  {days.map((day) => (
                    <TableRow key={day.label} sx={{ '& td': { borderBottom: 0, py: 0.25, px: 0 } }}>
                      <TableCell
                        component="th"
                        scope="row"
                        sx={{ borderBottom: 0, py: 0.25, px: 0, color: 'text.secondary', width: '45%' }}
                      >
                        {day.label}
                      </TableCell>
                      <TableCell>
                        {day.intervals.length === 0
                          ? t('hours.closed')
                          : day.intervals
                              .map(([o, c]) => `${formatMinutes(o, locale)}–${formatMinutes(c, locale)}`)
                              .join(', ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
