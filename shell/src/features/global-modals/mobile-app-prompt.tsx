import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { writeMobileChoice } from '@jad/shared-ui/core';
import { StoreBadges } from '@/components/store-badges';

export interface MobileAppPromptProps {
  onDone: () => void;
}

/** Spec §4: offers the apps on a mobile device; closing it (or staying on the web) stores prefer_web. */
export default function MobileAppPrompt({ onDone }: MobileAppPromptProps) {
  const { t } = useTranslation('shell');
  const preferWeb = () => {
    writeMobileChoice('prefer_web');
    onDone();
  };
  return (
    <Dialog
      open
      onClose={preferWeb}
      aria-labelledby="mobile-app-title"
      slotProps={{ paper: { sx: { m: 2, p: 3, width: '100%', maxWidth: 420, alignSelf: 'flex-end' } } }}
      data-testid="mobile-app-prompt"
    >
      <IconButton
        onClick={preferWeb}
        aria-label={t('mobileApp.close')}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Typography id="mobile-app-title" component="h2" variant="h6" sx={{ fontWeight: 700, paddingInlineEnd: 4 }}>
        {t('mobileApp.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('mobileApp.text')}
      </Typography>
      <Box onClick={() => writeMobileChoice('prefer_mobile')}>
        <StoreBadges />
      </Box>
      <Button onClick={preferWeb} sx={{ mt: 2, alignSelf: 'flex-start' }}>
        {t('mobileApp.continueWeb')}
      </Button>
    </Dialog>
  );
}
