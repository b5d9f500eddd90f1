import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemove from '@mui/icons-material/PersonRemoveOutlined';
import { LoadingIndicator, formatDate, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import {
  createInviteLink,
  fetchMembers,
  inviteMember,
  inviteUrl,
  leavePlan,
  removeMember,
  revokeInviteLink,
  searchInvitees,
  setMemberRole,
  type PlanMembersList,
  type PlanRole,
} from '@/lib/members-api';
import { planKeys } from '@/lib/query-keys';
import { personName } from './presence-avatars';

const ROLES: PlanRole[] = ['editor', 'viewer'];

/** Editor or viewer: a member's role, an invite's or a new link's. */
function RoleSelect({ value, onChange }: { value: PlanRole; onChange: (role: PlanRole) => void }) {
  const { t } = useTranslation(NS);
  return (
    <TextField
      select
      size="small"
      label={t('together.role')}
      value={value}
      onChange={(e) => onChange(e.target.value as PlanRole)}
      sx={{ minWidth: 120 }}
    >
      {ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {t(`together.roles.${r}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The "People" dialog: who is in the plan; the owner invites by username or link, changes roles, removes. */
export function PeopleDialog({
  pid,
  open,
  onClose,
  onLeft,
}: {
  pid: string;
  open: boolean;
  onClose(): void;
  onLeft(): void;
}) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const key = planKeys.members(pid);
  const members = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchMembers(pid, signal), enabled: open });
  const list = members.data;
  const owner = list?.my_role === 'owner';
  const put = (next: PlanMembersList) => client.setQueryData(key, next);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="people-title">
      <DialogTitle id="people-title">{t('together.title')}</DialogTitle>
      {/* One column that never grows past the dialog: a long name or the role menu wraps instead (phones). */}
      <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {!list ? <LoadingIndicator /> : null}
        {list && owner ? <InviteByUsername pid={pid} onDone={put} /> : null}
        {list ? (
          <Box component="ul" aria-label={t('together.members')} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {list.members.map((m) => (
              <Box
                component="li"
                key={m.user.uuid}
                data-testid="plan-member"
                sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
              >
                <Avatar src={m.user.profile.profile_picture ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                  {personName(m.user).slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    <bdi>{personName(m.user)}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    <bdi>@{m.user.username}</bdi>
                  </Typography>
                </Box>
                {owner && m.role !== 'owner' ? (
                  <>
                    <RoleSelect
                      value={m.role}
                      onChange={async (role) => {
                        const r = await setMemberRole(pid, m.user.username, role);
                        if (r.ok) put(r.data);
                      }}
                    />
                    <IconButton
                      aria-label={t('together.remove', { name: personName(m.user) })}
                      onClick={async () => {
                        const r = await removeMember(pid, m.user.username);
                        if (r.ok) put(r.data);
                      }}
                    >
                      <PersonRemove />
                    </IconButton>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t(`together.roles.${m.role}`)}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        ) : null}
        {list && owner ? (
          <>
            <Divider />
            <InviteLinks pid={pid} list={list} onDone={put} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {list && !owner ? (
          <Button
            color="error"
            onClick={async () => {
              if ((await leavePlan(pid)).ok) onLeft();
            }}
          >
            {t('together.leave')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('together.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function InviteByUsername({ pid, onDone }: { pid: string; onDone(list: PlanMembersList): void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [role, setRole] = useState<PlanRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [q, setQ] = useState('');
  // A short pause after typing before asking the api.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: planKeys.invitees(pid, q),
    queryFn: ({ signal }) => searchInvitees(pid, q, signal),
    enabled: q.length > 0,
  });
  const options = found.data?.rows ?? [];

  const submit = async () => {
    const username = text.trim().replace(/^@/, '');
    if (!username) return setError(t('together.usernameRequired'));
    setBusy(true);
    const r = await inviteMember(pid, username, role);
    setBusy(false);
    if (r.ok) {
      onDone(r.data);
      setText('');
      setError(null);
    } else setError(r.message);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <Autocomplete
        freeSolo
        options={options}
        filterOptions={(o) => o}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.username)}
        inputValue={text}
        onInputChange={(_e, value) => setText(value)}
        renderOption={(props, o) => {
          // MUI hands the key inside props; React wants it given directly.
          const { key: _key, ...rest } = props as typeof props & { key?: string };
          return (
            <li key={o.uuid} {...rest}>
              <bdi>{personName(o)}</bdi>&nbsp;
              <Typography component="span" variant="body2" color="text.secondary">
                <bdi>@{o.username}</bdi>
              </Typography>
            </li>
          );
        }}
        sx={{ flex: '1 1 220px' }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('together.username')}
            error={error !== null}
            helperText={error ?? ' '}
          />
        )}
      />
      <RoleSelect value={role} onChange={setRole} />
      <Button type="submit" variant="contained" disabled={busy}>
        {t('together.invite')}
      </Button>
    </Box>
  );
}

function InviteLinks({
  pid,
  list,
  onDone,
}: {
  pid: string;
  list: PlanMembersList;
  onDone(list: PlanMembersList): void;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [role, setRole] = useState<PlanRole>('editor');
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('together.links')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <RoleSelect value={role} onChange={setRole} />
        <Button
          variant="outlined"
          onClick={async () => {
            const r = await createInviteLink(pid, role);
            if (r.ok) onDone(r.data);
          }}
        >
          {t('together.newLink')}
        </Button>
      </Box>
      {list.links.map((link) => (
        <Box key={link.link_id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('together.linkFor', {
              role: t(`together.roles.${link.role}`),
              date: formatDate(link.created_at, lang),
            })}
          </Typography>
          <Button
            size="small"
            data-testid="copy-invite-link"
            onClick={async () => {
              await navigator.clipboard?.writeText(inviteUrl(pid, link.link_id)).catch(() => undefined);
              setCopied(link.link_id);
            }}
          >
            {copied === link.link_id ? t('together.copied') : t('together.copy')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={async () => {
              const r = await revokeInviteLink(pid, link.link_id);
              if (r.ok) onDone(r.data);
            }}
          >
            {t('together.revoke')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
