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
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator, useAppStore } from '@jad/shared-ui/core';
import { countryName } from '@jad/shared-ui';
import { DataProvider } from '@jad/shared-ui/data';
import { chooseCurrency } from './choose-currency';
import { CURRENCY_OPTIONS_KEY, fetchCurrencyOptions } from './currency-options';

export interface CurrencyPickerProps {
  open: boolean;
  onClose: () => void;
  /** For tests: what happens after the choice is stored (a page reload by default). */
  reload?: () => void;
}

/** The currency picker of spec §2/§4, opened through the store's currency_modal. Loaded on first open. */
export default function CurrencyPicker(props: CurrencyPickerProps) {
  // Its own chunk, rendered by the shell (outside any remote's root): the page's one query client.
  return (
    <DataProvider>
      <CurrencyDialog {...props} />
    </DataProvider>
  );
}

function CurrencyDialog({ open, onClose, reload }: CurrencyPickerProps) {
  const { t } = useTranslation('shell');
  const lang = useAppStore((s) => s.lang);
  const current = useAppStore((s) => s.currency);
  // The rates are loaded once for the page (the store keeps them), when the picker first opens; after a failure
  // (the built-in list shown meanwhile) the next opening asks again.
  const { data } = useQuery({
    queryKey: CURRENCY_OPTIONS_KEY,
    queryFn: fetchCurrencyOptions,
    enabled: open,
    staleTime: (query) => (query.state.data?.failed ? 0 : Infinity),
  });
  const options = data?.options ?? null;
  const failed = data?.failed ?? false;

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
