import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@jad/shared-ui';
import { RichText } from '@/shared/text/components/rich-text';
import { NS } from '@/i18n';
import { profileUrl } from '../api';
import { captionPreview } from '../short-caption';

/** "username caption…" with a "more" for long captions (always whole on the post page). */
export function PostCaption({
  username,
  caption,
  full = false,
}: {
  username: string;
  caption: string;
  full?: boolean;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(full);
  if (!caption) return null;
  const preview = captionPreview(caption);
  const long = preview.long;
  const text = open ? caption : preview.text;
  return (
    <Typography variant="body2" component="div" sx={{ px: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {/* The name is isolated inside (bdi): the link keeps the page's direction, so its end margin sits between name
          and caption in Arabic too (dir=auto on the link put it on the far side). */}
      <Link
        component={AppLink}
        href={profileUrl(username)}
        underline="hover"
        color="text.primary"
        sx={{ fontWeight: 700, marginInlineEnd: 0.75 }}
      >
        <bdi>{username}</bdi>
      </Link>
      <Box component="span" dir="auto" data-slot="caption">
        <RichText text={text} />
      </Box>
      {long && !open ? (
        <Link
          component="button"
          type="button"
          onClick={() => setOpen(true)}
          underline="none"
          color="text.secondary"
          sx={{ marginInlineStart: 0.5, verticalAlign: 'baseline' }}
          data-slot="more"
        >
          {t('post.more')}
        </Link>
      ) : null}
    </Typography>
  );
}
