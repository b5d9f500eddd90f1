import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialUser } from '@/lib/api-types';
import { NS } from '@/i18n';
import { FollowButton } from './follow-button';
import { PersonRow } from './person-row';

export interface ListedPerson {
  user: Pick<SocialUser, 'uuid' | 'username' | 'first_name' | 'last_name' | 'profile'>;
  is_me: boolean;
  is_followed: boolean;
}

/**
 * A list of people in a dialog (full screen on a phone), each with a follow button: who follows someone, whom they
 * follow, who liked a post. The caller owns the paging; a click on a person closes the dialog on the way to them.
 */
export function PeopleListDialog({
  open,
  onClose,
  title,
  empty,
  people,
  loading,
  hasMore,
  onMore,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  empty: string;
  people: readonly ListedPerson[];
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const fullScreen = useMediaQuery('(max-width:600px)');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1, textAlign: 'center', fontWeight: 700 }}>
          {title}
        </Box>
        <IconButton onClick={onClose} aria-label={t('actions.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320, p: 0 }}>
        {loading && people.length === 0 ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : people.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            {empty}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
            {people.map((p) => (
              <PersonRow
                key={p.user.uuid}
                person={p.user}
                onOpen={onClose}
                action={p.is_me ? null : <FollowButton uuid={p.user.uuid} followed={p.is_followed} />}
              />
            ))}
          </Box>
        )}
        {hasMore ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button onClick={onMore} disabled={loading}>
              {t('profile.more')}
            </Button>
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
