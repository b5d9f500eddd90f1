import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorView, loadSession, LoadingIndicator, navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { PageContainer, Section } from '@/components/page-container';
import { NS } from '@/i18n';
import type { AccountUser } from '@/types/account';
import { fetchMe, saveProfile } from '../api';
import { AccountSection } from './account-section';
import { DangerSection } from './danger-section';
import { PersonalSection } from './personal-section';
import { PicturesSection } from './pictures-section';
import { changedFields, draftOf, type ProfileDraft } from './profile-draft';
import { SocialSection } from './social-section';

function EditProfile() {
  const { t } = useTranslation(NS);
  // The phone modal (shell) updates the session user; follow it so the phone row refreshes.
  const sessionPhone = useAppStore((s) => s.user?.phone_number);
  const [user, setUser] = useState<AccountUser | null | 'failed'>(null);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const me = await fetchMe();
    setUser(me ?? 'failed');
    if (me) setDraft(draftOf(me));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload, sessionPhone]);

  if (user === 'failed') return <ErrorView onRetry={() => void reload()} />;
  if (!user || !draft) return <LoadingIndicator />;

  const set = (key: keyof ProfileDraft, value: string) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const changes = changedFields(draftOf(user), draft);
  const dirty = Object.keys(changes).length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!dirty) return;
    setBusy(true);
    setFailed(null);
    const result = await saveProfile(changes);
    setBusy(false);
    if (result.ok) {
      setUser(result.data);
      setDraft(draftOf(result.data));
      await loadSession();
    } else setFailed(result.message);
  };

  return (
    <PageContainer title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <PicturesSection
        user={user}
        onChange={(u) => {
          setUser(u);
        }}
      />
      <form onSubmit={submit} noValidate>
        <Section title={t('profile.personal')}>
          <PersonalSection draft={draft} set={set} />
        </Section>
        <Section title={t('profile.social')}>
          <SocialSection draft={draft} set={set} />
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
            <Button disabled={!dirty || busy} onClick={() => setDraft(draftOf(user))}>
              {t('profile.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || busy} data-testid="save-profile">
              {t('profile.save')}
            </Button>
          </Stack>
        </Box>
      </form>
      <Section title={t('profile.account')}>
        <AccountSection user={user} />
      </Section>
      <Section title={t('delete.title')} danger>
        <DangerSection user={user} onChange={() => void reload()} />
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
