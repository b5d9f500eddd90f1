import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { OFFLINE_NS } from './i18n';
import { applyUpdate, onUpdateAvailable } from './service-worker-registration';

/** "A new version is available — Reload": a new shell build is installed or a remote was released. */
export default function UpdatePrompt() {
  const { t } = useTranslation(OFFLINE_NS);
  const [open, setOpen] = useState(false);
  useEffect(() => onUpdateAvailable(setOpen), []);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.message')}
      data-testid="update-prompt"
      // Stays until answered: reloading in the middle of a form is the visitor's call.
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            {t('update.later')}
          </Button>
          <Button
            variant="contained"
            color="primary"
            size="small"
            onClick={applyUpdate}
            data-testid="update-reload"
            sx={{ marginInlineStart: 1 }}
          >
            {t('update.reload')}
          </Button>
        </>
      }
    />
  );
}
