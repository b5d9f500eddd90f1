import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { fetchProviders } from '../api';
import type { OidcProviderInfo } from '../types';

/** "Continue with Google / Apple": full-page redirects to the api, which runs the OpenID Connect flow. */
export function SocialButtons({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation(NS);
  const [providers, setProviders] = useState<OidcProviderInfo[]>([]);
  useEffect(() => {
    let live = true;
    void fetchProviders().then((p) => live && setProviders(p));
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('signIn.or')}
        </Typography>
      </Divider>
      <Stack spacing={1.5}>
        {providers.map((p) => (
          <Button
            key={p.id}
            variant="outlined"
            size="large"
            fullWidth
            href={`${p.signinUrl}?callbackUrl=${encodeURIComponent(callbackUrl)}`}
            data-testid={`social-${p.id}`}
          >
            {t('signIn.continueWith', { provider: p.name })}
          </Button>
        ))}
      </Stack>
    </>
  );
}
