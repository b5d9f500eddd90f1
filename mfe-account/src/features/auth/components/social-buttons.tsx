import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { fetchProviders } from '../api';

/** "Continue with Google / Apple": full-page redirects to the api, which runs the OpenID Connect flow. */
export function SocialButtons({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation(NS);
  // The configured providers change with a deploy, not while the page is open.
  const providers =
    useQuery({ queryKey: ['auth', 'providers'], queryFn: fetchProviders, staleTime: Infinity }).data ?? [];
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
