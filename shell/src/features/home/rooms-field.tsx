import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlSx } from '@/components/form-field';
import type { GuestRoom } from '@jad/shared-ui/core';

const loadPopover = () => import('./rooms-popover');
const RoomsPopover = lazy(loadPopover);

export interface RoomsFieldProps {
  rooms: GuestRoom[];
  onChange: (rooms: GuestRoom[]) => void;
}

/** Rooms and guests: a summary button; the editor (a popover) loads on first use. */
export function RoomsField({ rooms, onChange }: RoomsFieldProps) {
  const { t } = useTranslation('shell');
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const guests = rooms.reduce((sum, r) => sum + r.adults + r.children.length, 0);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box id="hero-rooms-label" sx={{ mb: 0.5, fontSize: 13, fontWeight: 600, color: 'text.secondary' }}>
        {t('hero.guests')}
      </Box>
      <ButtonBase
        onClick={(event) => setAnchorEl(event.currentTarget)}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        aria-haspopup="dialog"
        aria-expanded={anchorEl ? 'true' : 'false'}
        aria-labelledby="hero-rooms-label hero-rooms-value"
        data-testid="rooms-field"
        sx={(theme) => ({
          ...controlSx(false)(theme),
          justifyContent: 'flex-start',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        })}
      >
        <span id="hero-rooms-value">{t('rooms.summary', { rooms: rooms.length, guests })}</span>
      </ButtonBase>
      {anchorEl ? (
        <Suspense fallback={null}>
          <RoomsPopover anchorEl={anchorEl} rooms={rooms} onChange={onChange} onClose={() => setAnchorEl(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
