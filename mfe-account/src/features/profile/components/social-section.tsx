import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Instagram from '@mui/icons-material/Instagram';
import X from '@mui/icons-material/X';
import Facebook from '@mui/icons-material/Facebook';
import MusicNote from '@mui/icons-material/MusicNote';
import ChatBubble from '@mui/icons-material/ChatBubble';
import AccountTree from '@mui/icons-material/AccountTree';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { SOCIAL_KEYS, type ProfileDraft, type SocialKey } from './profile-draft';

const ICONS: Record<SocialKey, ReactNode> = {
  instagram: <Instagram />,
  twitter: <X />,
  tiktok: <MusicNote />,
  snapchat: <ChatBubble />,
  facebook: <Facebook />,
  linktree: <AccountTree />,
};

/** The six social links: a username or a link to the network (the api stores a clean https link). */
export function SocialSection({
  draft,
  set,
}: {
  draft: ProfileDraft;
  set: (key: keyof ProfileDraft, value: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Grid container spacing={2}>
      {SOCIAL_KEYS.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t(`social.${key}`)}
            placeholder={t('social.placeholder')}
            value={draft[key]}
            onChange={(e) => set(key, e.target.value)}
            fullWidth
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{ICONS[key]}</InputAdornment> },
              htmlInput: { dir: 'ltr' },
            }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
