import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Fragment, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CHILD_AGE,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  type GuestRoom,
} from '@jad/shared-ui/core';
import { controlSx } from '@/components/form-field';
import { at } from '@jad/shared-ui/checked';

export interface RoomsPopoverProps {
  anchorEl: HTMLElement;
  rooms: GuestRoom[];
  onChange: (rooms: GuestRoom[]) => void;
  onClose: () => void;
}

function Stepper({
  id,
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box role="group" aria-labelledby={id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box sx={{ flex: 1 }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <IconButton
        size="small"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={t('rooms.decrease', { what: label })}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton
        size="small"
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t('rooms.increase', { what: label })}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Edits rooms, adults and children with each child's age (0–17, spec §5). Loaded on first open. */
export default function RoomsPopover({ anchorEl, rooms, onChange, onClose }: RoomsPopoverProps) {
  const { t } = useTranslation('shell');
  const update = (index: number, room: GuestRoom) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  const setChildren = (index: number, count: number) => {
    const room = at(rooms, index);
    const ages = room.children;
    update(index, {
      ...room,
      children: count > ages.length ? [...ages, DEFAULT_CHILD_AGE] : ages.slice(0, count),
    });
  };
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('hero.guests'),
          sx: { p: 2, width: 340, maxWidth: 'calc(100vw - 32px)', mt: 1 },
        } as object,
      }}
    >
      {rooms.map((room, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider sx={{ my: 1.5 }} /> : null}
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
            <Typography component="h3" variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }}>
              {t('rooms.room', { n: index + 1 })}
            </Typography>
            {rooms.length > 1 ? (
              <Button size="small" color="error" onClick={() => onChange(rooms.filter((_, i) => i !== index))}>
                {t('rooms.removeRoom', { n: index + 1 })}
              </Button>
            ) : null}
          </Box>
          <Stepper
            id={`room-${index}-adults`}
            label={t('rooms.adults')}
            hint={t('rooms.adultsHint')}
            value={room.adults}
            min={1}
            max={MAX_ADULTS}
            onChange={(n) => update(index, { ...room, adults: n })}
          />
          <Stepper
            id={`room-${index}-children`}
            label={t('rooms.children')}
            hint={t('rooms.childrenHint')}
            value={room.children.length}
            min={0}
            max={MAX_CHILDREN}
            onChange={(n) => setChildren(index, n)}
          />
          {room.children.length ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
              {room.children.map((age, child) => {
                const id = `room-${index}-child-${child}`;
                return (
                  <Box key={child}>
                    <Box
                      component="label"
                      htmlFor={id}
                      sx={{ display: 'block', fontSize: 12, color: 'text.secondary', mb: 0.25 }}
                    >
                      {t('rooms.childAge', { n: child + 1 })}
                    </Box>
                    <Box
                      component="select"
                      id={id}
                      value={age}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        update(index, {
                          ...room,
                          children: room.children.map((a, c) => (c === child ? Number(event.target.value) : a)),
                        })
                      }
                      sx={(theme) => ({ ...controlSx(false)(theme), height: 40 })}
                    >
                      {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => (
                        <option key={a} value={a}>
                          {a === 0 ? t('rooms.underOne') : a}
                        </option>
                      ))}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          ) : null}
        </Fragment>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...rooms, { adults: 1, children: [] }])}
          disabled={rooms.length >= MAX_ROOMS}
        >
          {t('rooms.addRoom')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('rooms.done')}
        </Button>
      </Box>
    </Popover>
  );
}
