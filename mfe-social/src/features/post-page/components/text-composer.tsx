import { lazy, Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIdle } from '@jad/shared-ui';
import { useSessionUser } from '@/lib/store';
import { requireSignIn } from '@/lib/actions';
import { NS } from '@/i18n';

// The form and the forms kit it needs (react-hook-form, zod: 136 KB gzip) are not needed to paint the post: they load
// once the page is idle, so they do not hold up the page's chunk or compete with the post's photo.
const TextComposerForm = lazy(() => import('./text-composer-form').then((m) => ({ default: m.TextComposerForm })));

export interface TextComposerProps {
  placeholder: string;
  submitLabel: string;
  max: number;
  /** Sends the text; rejects with the request's error (shown here: under the field, or as one toast). */
  onSubmit: (text: string) => Promise<void>;
  /** "Replying to @sara" with a way out. */
  replyingTo?: string | null;
  onCancelReply?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  dense?: boolean;
}

/** A one-line writer (comment, reply, question, answer; the api calls the text `body`); visitors get a sign-in button. */
export function TextComposer(props: TextComposerProps) {
  const { t } = useTranslation(NS);
  const user = useSessionUser();
  const idle = useIdle();
  if (!user) {
    return (
      <Button variant="outlined" fullWidth onClick={requireSignIn} sx={{ textTransform: 'none', borderRadius: 6 }}>
        {t('post.signInToJoin')}
      </Button>
    );
  }
  // The room the form takes (one line), so nothing moves when it comes in.
  const room = <Box sx={{ minHeight: props.dense ? 38 : 40 }} />;
  return idle ? (
    <Suspense fallback={room}>
      <TextComposerForm {...props} user={user} />
    </Suspense>
  ) : (
    room
  );
}
