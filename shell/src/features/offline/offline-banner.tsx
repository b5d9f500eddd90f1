import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InlineIcon } from '@/components/inline-icon';
import { OFFLINE_NS } from './i18n';
import { useOnline } from './use-online';

/** How long "You are back online" stays before the banner leaves. */
const BACK_ONLINE_MS = 4000;

/**
 * Says, on every page, that the connection is gone: what is shown was saved on this device and nothing can be
 * sent (writes are refused by the service worker with the same words). A short "back online" follows.
 */
export function OfflineBanner() {
  const { t } = useTranslation(OFFLINE_NS);
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  if (online && !backOnline) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={online ? 'back-online-banner' : 'offline-banner'}
      sx={{
        position: 'fixed',
        insetInlineStart: { xs: 8, sm: 16 },
        insetInlineEnd: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { sm: 440 },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: 3,
        boxShadow: 6,
        bgcolor: online ? 'success.main' : 'grey.900',
        color: online ? 'success.contrastText' : 'common.white',
        border: 1,
        borderColor: online ? 'success.dark' : 'grey.700',
      }}
    >
      <InlineIcon name={online ? 'cloudDone' : 'cloudOff'} sx={{ mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{online ? t('banner.back') : t('banner.title')}</Typography>
        {online ? null : (
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {t('banner.body')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
