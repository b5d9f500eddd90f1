import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputBase from '@mui/material/InputBase';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useSessionUser } from '@/lib/store';
import { requireSignIn } from '@/lib/actions';
import { NS } from '@/i18n';

export interface TextComposerProps {
  placeholder: string;
  submitLabel: string;
  max: number;
  onSubmit: (text: string) => Promise<boolean>;
  /** "Replying to @sara" with a way out. */
  replyingTo?: string | null;
  onCancelReply?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  dense?: boolean;
}

/** A one-line writer (comment, reply, question, answer); visitors get a sign-in button instead. */
export function TextComposer({
  placeholder,
  submitLabel,
  max,
  onSubmit,
  replyingTo,
  onCancelReply,
  inputRef,
  dense = false,
}: TextComposerProps) {
  const { t } = useTranslation(NS);
  const user = useSessionUser();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user) {
    return (
      <Button variant="outlined" fullWidth onClick={requireSignIn} sx={{ textTransform: 'none', borderRadius: 6 }}>
        {t('post.signInToJoin')}
      </Button>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    const ok = await onSubmit(text.trim());
    setBusy(false);
    if (ok) setText('');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {replyingTo ? (
        <Box>
          <Chip size="small" label={t('comments.replyingTo', { name: replyingTo })} onDelete={onCancelReply} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {!dense ? (
          <UserAvatar
            user={{
              username: user.username,
              first_name: user.first_name,
              profile: { profile_picture: user.profile.profile_picture, is_verified: user.profile.is_verified },
            }}
            size={32}
          />
        ) : null}
        <InputBase
          inputRef={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, max))}
          placeholder={placeholder}
          inputProps={{ 'aria-label': placeholder, dir: 'auto' }}
          multiline
          maxRows={5}
          sx={{ flex: 1, px: 2, py: 1, borderRadius: 6, bgcolor: 'action.hover', fontSize: 14 }}
        />
        <Button type="submit" disabled={!text.trim() || busy} sx={{ fontWeight: 700, textTransform: 'none' }}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
