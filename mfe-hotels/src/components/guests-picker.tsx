import Add from '@mui/icons-material/Add';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatNumber,
  MAX_CHILD_AGE,
  useAppStore,
  DEFAULT_CHILD_AGE,
  guestCounts,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  type GuestRoom,
} from '@jad/shared-ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

function Counter({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          aria-label={t('guests.fewer', { what: label })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Remove fontSize="small" />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 20, textAlign: 'center', fontWeight: 600 }}>
          {formatNumber(value, lang)}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('guests.more', { what: label })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Add fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Rooms, adults and children with each child's age (under 1 to 17), in a popover. */
export function GuestsPicker({
  rooms,
  onChange,
  fullWidth = false,
}: {
  rooms: GuestRoom[];
  onChange: (rooms: GuestRoom[]) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation(NS);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const totals = guestCounts(rooms);
  const summary = [
    t('count.adults', { count: totals.adults }),
    totals.children ? t('count.children', { count: totals.children }) : null,
    t('count.rooms', { count: totals.rooms }),
  ]
    .filter(Boolean)
    .join(' · ');
  const setRoom = (i: number, room: GuestRoom) => onChange(rooms.map((r, j) => (j === i ? room : r)));
  const ageLabel = (age: number) => (age === 0 ? t('guests.underOne') : t('guests.years', { count: age }));

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        color="inherit"
        fullWidth={fullWidth}
        startIcon={<PersonOutline />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-controls={open ? id : undefined}
        aria-label={`${t('search.guests')}: ${summary}`}
        data-testid="guests-button"
        sx={{
          justifyContent: 'flex-start',
          textTransform: 'none',
          height: 56,
          borderColor: 'divider',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        }}
      >
        {summary}
      </Button>
      <Popover
        id={id}
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('search.guests'),
            sx: { p: 2, width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 },
          },
        }}
      >
        {rooms.map((room, i) => (
          <Box key={i} data-testid={`room-${i}`} sx={{ mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2">{t('guests.room', { n: i + 1 })}</Typography>
              {rooms.length > 1 && (
                <Button size="small" onClick={() => onChange(rooms.filter((_, j) => j !== i))}>
                  {t('guests.removeRoom', { n: i + 1 })}
                </Button>
              )}
            </Box>
            <Counter
              label={t('guests.adults')}
              hint={t('guests.adultsHint')}
              value={room.adults}
              min={1}
              max={MAX_ADULTS}
              onChange={(adults) => setRoom(i, { ...room, adults })}
            />
            <Counter
              label={t('guests.children')}
              hint={t('guests.childrenHint')}
              value={room.children.length}
              min={0}
              max={MAX_CHILDREN}
              onChange={(n) =>
                setRoom(i, {
                  ...room,
                  children:
                    n > room.children.length ? [...room.children, DEFAULT_CHILD_AGE] : room.children.slice(0, n),
                })
              }
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: room.children.length ? 1 : 0 }}>
              {room.children.map((age, c) => (
                <TextField
                  key={c}
                  select
                  size="small"
                  label={t('guests.childAge', { n: c + 1 })}
                  value={age}
                  onChange={(e) =>
                    setRoom(i, {
                      ...room,
                      children: room.children.map((a, k) => (k === c ? Number(e.target.value) : a)),
                    })
                  }
                  slotProps={{ htmlInput: { 'data-testid': `child-age-${i}-${c}` } }}
                >
                  {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => (
                    <MenuItem key={a} value={a}>
                      {ageLabel(a)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
            <Divider sx={{ mt: 1.5 }} />
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Button
            startIcon={<Add />}
            disabled={rooms.length >= MAX_ROOMS}
            onClick={() => onChange([...rooms, { adults: 1, children: [] }])}
          >
            {t('guests.addRoom')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('guests.done')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
