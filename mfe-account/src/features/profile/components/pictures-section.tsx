import { useRef, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Verified from '@mui/icons-material/Verified';
import { bus } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { AccountUser } from '@/types/account';
import { setPicture, uploadPicture } from '../api';

type Slot = 'profile' | 'cover';

/** Cover and profile picture: pick one image, upload it (the api checks and re-encodes it), then save its url. */
export function PicturesSection({ user, onChange }: { user: AccountUser; onChange: (u: AccountUser) => void }) {
  const { t } = useTranslation(NS);
  const inputs = { profile: useRef<HTMLInputElement>(null), cover: useRef<HTMLInputElement>(null) };
  const [busy, setBusy] = useState<Slot | null>(null);

  const pick = async (slot: Slot, e: ChangeEvent<HTMLInputElement>) => {
    // Copy first: clearing the input (so the same file can be picked again) empties its live FileList.
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    if (files.length > 1) {
      bus.emit('shell:toast-requested', { message: 'Please upload only one image', severity: 'error' });
      return;
    }
    const file = files[0];
    if (!file) return;
    setBusy(slot);
    try {
      const uploaded = await uploadPicture(slot, file);
      const url = uploaded.ok ? uploaded.data.media[0]?.url : undefined;
      if (!url || !user.profile) return;
      const saved = await setPicture(
        String(user.profile.profile_id),
        slot === 'profile' ? 'profile_picture' : 'cover_picture',
        url,
      );
      if (saved.ok) onChange(saved.data);
    } finally {
      setBusy(null);
    }
  };

  const input = (slot: Slot) => (
    <input
      ref={inputs[slot]}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
      hidden
      onChange={(e) => void pick(slot, e)}
      data-testid={`${slot}-file`}
    />
  );
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;

  return (
    <Box sx={{ position: 'relative', mb: { xs: 7, sm: 8 } }}>
      <Box
        sx={{
          height: { xs: 140, sm: 200 },
          borderRadius: 3,
          bgcolor: 'action.hover',
          backgroundImage: user.profile?.cover_picture ? `url(${user.profile.cover_picture})` : 'none',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'flex-end',
          p: 1.5,
        }}
        role="img"
        aria-label={t('profile.cover')}
      >
        {input('cover')}
        <Button
          variant="contained"
          color="inherit"
          size="small"
          startIcon={busy === 'cover' ? <CircularProgress size={16} /> : <PhotoCamera />}
          disabled={busy !== null}
          onClick={() => inputs.cover.current?.click()}
          sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
        >
          {t('profile.changeCover')}
        </Button>
      </Box>
      <Box sx={{ position: 'absolute', insetInlineStart: { xs: 16, sm: 24 }, bottom: { xs: -48, sm: -56 } }}>
        <Avatar
          src={user.profile?.profile_picture ?? undefined}
          alt={name}
          sx={{
            width: { xs: 96, sm: 112 },
            height: { xs: 96, sm: 112 },
            border: 4,
            borderColor: 'background.paper',
            fontSize: 40,
          }}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {input('profile')}
        <IconButton
          aria-label={t('profile.changePicture')}
          onClick={() => inputs.profile.current?.click()}
          disabled={busy !== null}
          size="small"
          sx={{
            position: 'absolute',
            insetInlineEnd: 0,
            bottom: 4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          {busy === 'profile' ? <CircularProgress size={18} color="inherit" /> : <PhotoCamera fontSize="small" />}
        </IconButton>
        {user.profile?.is_verified ? (
          <Verified
            color="primary"
            aria-label={t('profile.verified')}
            sx={{
              position: 'absolute',
              insetInlineEnd: 2,
              top: 2,
              bgcolor: 'background.paper',
              borderRadius: '50%',
              fontSize: 26,
            }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
