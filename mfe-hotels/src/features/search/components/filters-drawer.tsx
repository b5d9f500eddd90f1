import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The filters on a narrow screen and beside the map: a drawer from the start side. */
export function FiltersDrawer({ open, onClose, children }: FiltersDrawerProps) {
  const { t } = useTranslation(NS);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, maxWidth: '90vw', p: 2 } } }}
    >
      <Typography variant="h6" component="h2">
        {t('search.filters')}
      </Typography>
      {children}
      <Button variant="contained" fullWidth onClick={onClose} sx={{ mt: 2 }}>
        {t('search.showResults')}
      </Button>
    </Drawer>
  );
}
