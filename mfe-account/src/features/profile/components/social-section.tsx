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
import { fieldProps } from '@/lib/form';
import { SOCIAL_KEYS, type SocialKey } from './profile-draft';
import type { ProfileForm } from './profile-form';

const ICONS: Record<SocialKey, ReactNode> = {
  instagram: <Instagram />,
  twitter: <X />,
  tiktok: <MusicNote />,
  snapchat: <ChatBubble />,
  facebook: <Facebook />,
  linktree: <AccountTree />,
};

/** The six social links: a username or a link to the network (the api stores a clean https link). */
export function SocialSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation(NS);
  const { errors } = form.formState;
  return (
    <Grid container spacing={2}>
      {SOCIAL_KEYS.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t(`social.${key}`)}
            placeholder={t('social.placeholder')}
            {...fieldProps(form.register(key), errors[key])}
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
