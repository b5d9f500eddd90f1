import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, LoadingIndicator, useAppStore } from '@jad/shared-ui';
import { chooseCurrency } from './choose-currency';
import { fetchCurrencyOptions, type CurrencyOption } from './currency-options';

export interface CurrencyPickerProps {
  open: boolean;
  onClose: () => void;
  /** For tests: what happens after the choice is stored (a page reload by default). */
  reload?: () => void;
}

/** The currency picker of spec §2/§4, opened through the store's currency_modal. Loaded on first open. */
export default function CurrencyPicker({ open, onClose, reload }: CurrencyPickerProps) {
  const { t } = useTranslation('shell');
  const lang = useAppStore((s) => s.lang);
  const current = useAppStore((s) => s.currency);
  const [options, setOptions] = useState<CurrencyOption[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || options) return;
    let live = true;
    void fetchCurrencyOptions().then((result) => {
      if (!live) return;
      setOptions(result.options);
      setFailed(result.failed);
    });
    return () => {
      live = false;
    };
  }, [open, options]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="currency-title"
      fullWidth
      maxWidth="sm"
      data-testid="currency-picker"
    >
      <DialogTitle id="currency-title" sx={{ paddingInlineEnd: 6 }}>
        {t('currency.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('common:close')}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('currency.hint')}
        </Typography>
        {failed ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('currency.loadFailed')}
          </Alert>
        ) : null}
        {options ? (
          <List
            aria-label={t('currency.current', { code: current })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}
          >
            {options.map((option) => {
              const selected = option.code === current;
              return (
                <ListItemButton
                  key={option.code}
                  selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => (selected ? onClose() : chooseCurrency(option.code, reload))}
                  data-currency={option.code}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText
                    primary={
                      <span lang="en" dir="ltr">
                        {option.code}
                      </span>
                    }
                    secondary={countryName(option.countryCode, lang)}
                    slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                  />
                  {selected ? <CheckIcon color="primary" /> : null}
                </ListItemButton>
              );
            })}
          </List>
        ) : (
          <LoadingIndicator />
        )}
      </DialogContent>
    </Dialog>
  );
}
