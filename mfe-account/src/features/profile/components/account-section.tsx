import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appStore, navigate } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { AccountUser } from '@/types/account';

function Row({
  label,
  value,
  status,
  action,
}: {
  label: string;
  value: string;
  status?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{
        alignItems: { sm: 'center' },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { border: 0 },
      }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }} dir="ltr">
            {value}
          </Typography>
          {status}
        </Stack>
      </Stack>
      {action}
    </Stack>
  );
}

/** E-mail, phone and password: each change has its own guarded flow. */
export function AccountSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation(NS);
  const verified = (ok: boolean) => (
    <Chip
      size="small"
      color={ok ? 'success' : 'warning'}
      variant="outlined"
      label={ok ? t('profile.verifiedChip') : t('profile.unverifiedChip')}
    />
  );
  return (
    <Stack>
      <Row
        label={t('fields.email')}
        value={user.email}
        status={verified(user.email_verified)}
        action={
          <Stack direction="row" spacing={1}>
            {user.email_verified ? null : (
              <Button onClick={() => navigate('/auth/verify-email?callbackUrl=%2Faccount%2Fedit-profile')}>
                {t('profile.verifyEmail')}
              </Button>
            )}
            <Button onClick={() => navigate('/account/change-email')} data-testid="change-email">
              {t('profile.changeEmail')}
            </Button>
          </Stack>
        }
      />
      <Row
        label={t('fields.phone')}
        value={user.phone_number ?? t('profile.noPhone')}
        status={user.phone_number ? verified(user.phone_verified) : null}
        action={
          <Button onClick={() => appStore.getState().togglePhoneModal(true)} data-testid="open-phone-modal">
            {user.phone_number ? t('profile.changePhone') : t('profile.addPhone')}
          </Button>
        }
      />
      <Row
        label={t('fields.password')}
        value={user.has_password ? '••••••••' : t('profile.noPassword')}
        action={
          <Button onClick={() => navigate(user.has_password ? '/account/change-password' : '/auth/forgot-password')}>
            {user.has_password ? t('profile.changePassword') : t('profile.setPassword')}
          </Button>
        }
      />
    </Stack>
  );
}
