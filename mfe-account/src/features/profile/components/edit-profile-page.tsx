import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorView, loadSession, LoadingIndicator, navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { PageContainer, Section } from '@/components/page-container';
import { NS } from '@/i18n';
import { placeApiErrors, settled } from '@/lib/form';
import type { AccountUser } from '@/types/account';
import { fetchMe, ME_KEY, saveProfile } from '../api';
import { AccountSection } from './account-section';
import { DangerSection } from './danger-section';
import { PersonalSection } from './personal-section';
import { PicturesSection } from './pictures-section';
import { changedFields, draftOf } from './profile-draft';
import { PROFILE_FIELDS, useProfileForm } from './profile-form';
import { SocialSection } from './social-section';

function EditProfile() {
  const queryClient = useQueryClient();
  // The phone modal (shell) updates the session user; the key follows it so the phone row refreshes.
  const sessionPhone = useAppStore((s) => s.user?.phone_number ?? null);
  const key = [...ME_KEY, sessionPhone];
  const me = useQuery({ queryKey: key, queryFn: fetchMe });
  if (me.isError) return <ErrorView onRetry={() => void me.refetch()} />;
  if (!me.data) return <LoadingIndicator />;
  return (
    <ProfileEditor
      user={me.data}
      onSaved={(next) => queryClient.setQueryData(key, next)}
      onReload={() => void queryClient.invalidateQueries({ queryKey: ME_KEY })}
    />
  );
}

function ProfileEditor({
  user,
  onSaved,
  onReload,
}: {
  user: AccountUser;
  onSaved: (next: AccountUser) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation(NS);
  const form = useProfileForm(draftOf(user));
  const [failed, setFailed] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (changes: Parameters<typeof saveProfile>[0]) => settled(saveProfile(changes)),
    onSuccess: async (next) => {
      onSaved(next);
      form.reset(draftOf(next));
      // The navbar reads the session user.
      await loadSession();
    },
    onError: (error) => setFailed(placeApiErrors(error, form.setError, PROFILE_FIELDS, { username_taken: 'username' })),
  });

  const dirty = form.formState.isDirty;
  const submit = form.handleSubmit((values) => {
    const changes = changedFields(draftOf(user), values);
    if (Object.keys(changes).length === 0) return;
    setFailed(null);
    save.mutate(changes);
  });

  return (
    <PageContainer title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <PicturesSection user={user} onChange={onSaved} />
      <form onSubmit={submit} noValidate>
        <Section title={t('profile.personal')}>
          <PersonalSection form={form} />
        </Section>
        <Section title={t('profile.social')}>
          <SocialSection form={form} />
        </Section>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failed}
          </Alert>
        ) : null}
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            py: 2,
            mb: 3,
            bgcolor: 'background.default',
            borderTop: dirty ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button disabled={!dirty || save.isPending} onClick={() => form.reset(draftOf(user))}>
              {t('profile.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || save.isPending} data-testid="save-profile">
              {t('profile.save')}
            </Button>
          </Stack>
        </Box>
      </form>
      <Section title={t('profile.account')}>
        <AccountSection user={user} />
      </Section>
      <Section title={t('delete.title')} danger>
        <DangerSection user={user} onChange={onReload} />
      </Section>
      <Button variant="text" onClick={() => navigate(`/profile/${user.username}`)}>
        {t('profile.viewPublic')}
      </Button>
    </PageContainer>
  );
}

/** /account/edit-profile: every field of the profile, the pictures, e-mail/phone/password and deletion. */
export function EditProfilePage() {
  return (
    <RequireAuth>
      <EditProfile />
    </RequireAuth>
  );
}
