import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { navigate } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { FormError } from './form-error';
import { PageContainer, Section } from './page-container';

export const EDIT_PROFILE = '/account/edit-profile';

export interface SettingsFormProps {
  title: string;
  subtitle: string;
  section: string;
  onSubmit: (e: FormEvent) => void;
  /** The server's refusal, shown under the fields. */
  error: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  submitTestId?: string;
  children: ReactNode;
}

/** A signed-in settings page that is one form (change e-mail, change password): its fields, the refusal, Cancel back to the profile editor, submit. */
export function SettingsForm({
  title,
  subtitle,
  section,
  onSubmit,
  error,
  submitLabel,
  submitDisabled,
  submitTestId,
  children,
}: SettingsFormProps) {
  const { t } = useTranslation(NS);
  return (
    <PageContainer title={title} subtitle={subtitle}>
      <Section title={section}>
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            {children}
            <FormError message={error} />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(EDIT_PROFILE)}>{t('common:cancel')}</Button>
              <Button type="submit" variant="contained" disabled={submitDisabled} data-testid={submitTestId}>
                {submitLabel}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Section>
    </PageContainer>
  );
}
