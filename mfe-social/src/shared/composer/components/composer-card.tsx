import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@jad/shared-ui';
import { SessionAvatar } from '@/components/user-avatar';
import { NS } from '@/i18n';

// The dialog (and its upload code) loads on first use, not with the feed.
const ComposerDialog = lazy(() => import('./composer-dialog').then((m) => ({ default: m.ComposerDialog })));

/** "Share a moment from your trip…": opens the composer. */
export function ComposerCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <Card
      variant="outlined"
      sx={{
        borderRadius: { xs: 0, sm: 3 },
        borderInline: { xs: 0, sm: 1 },
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <SessionAvatar user={user} size={40} />
      <ButtonBase
        onClick={() => setOpen(true)}
        sx={{
          flex: 1,
          justifyContent: 'flex-start',
          px: 2,
          py: 1.25,
          borderRadius: 6,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          fontSize: 15,
          '&:hover': { bgcolor: 'action.selected' },
        }}
      >
        {t('composer.prompt')}
      </ButtonBase>
      <IconButton onClick={() => setOpen(true)} aria-label={t('composer.addMedia')} color="primary">
        <AddPhotoAlternateIcon />
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <ComposerDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
