import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { RelationKind } from '../api';

/** "Block @user?" / "Mute @user?" with what it does, before a profile's or a post's menu does it. */
export function RelationConfirmDialog({
  kind,
  username,
  open,
  onCancel,
  onConfirm,
}: {
  kind: RelationKind;
  username: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const block = kind === 'blocked';
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>
        {t(block ? 'relations.confirmTitle' : 'relations.confirmMuteTitle', { username })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t(block ? 'relations.confirmText' : 'relations.confirmMuteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button color={block ? 'error' : 'primary'} variant="contained" disableElevation onClick={onConfirm}>
          {t(block ? 'relations.block' : 'relations.mute')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
