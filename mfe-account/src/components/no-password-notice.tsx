import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { PageContainer } from './page-container';
import { TextLink } from './text-link';

/**
 * For a member who signed up with Google or Apple and has no password yet: the pages that need the current
 * password (change e-mail, change password) say so and point to the reset that sets one.
 */
export function NoPasswordNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation(NS);
  return (
    <PageContainer title={title}>
      <Alert severity="info">
        {message} <TextLink href="/auth/forgot-password">{t('signIn.forgot')}</TextLink>
      </Alert>
    </PageContainer>
  );
}
