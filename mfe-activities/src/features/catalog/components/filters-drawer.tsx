import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The filters panel, as the wide screen's sidebar shows it. */
  children: ReactNode;
  /** Activities matching the filters, for the "Show N activities" button. */
  count: number;
}

/** The filters on a phone: a sheet from the bottom. A chunk of its own, loaded when first opened. */
export default function FiltersDrawer({ open, onClose, children, count }: FiltersDrawerProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
    >
      <Box sx={{ p: 2.5 }} role="dialog" aria-label={t('filters.title')}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography component="h2" variant="h6">
            {t('filters.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('filters.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {children}
        <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={onClose}>
          {t('filters.show', { count, formatted: formatNumber(count, lang) })}
        </Button>
      </Box>
    </Drawer>
  );
}
