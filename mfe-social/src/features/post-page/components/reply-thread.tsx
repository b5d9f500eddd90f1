import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicComment } from '@/lib/api-types';
import { errorMessage, toast } from '@/lib/actions';
import { cursorPaging, rowsOf } from '@/lib/cursor-pages';
import { socialKeys } from '@/lib/query-keys';
import { NS } from '@/i18n';
import { fetchReplies } from '../api';
import { CommentItem } from './comment-item';

export interface ReplyActions {
  onLike: (c: PublicComment) => void;
  onReply: (c: PublicComment) => void;
  onDelete: (c: PublicComment) => void;
}

/** The replies under one comment, loaded when asked for ("View 3 replies"), a page at a time. */
export function ReplyThread({
  parent,
  viewer,
  open,
  onOpen,
  actions,
}: {
  parent: PublicComment;
  viewer: string | null;
  open: boolean;
  onOpen: () => void;
  actions: ReplyActions;
}) {
  const { t } = useTranslation(NS);
  const thread = useInfiniteQuery({
    queryKey: socialKeys.replies(parent.comment_id, viewer),
    queryFn: ({ pageParam, signal }) => fetchReplies(parent.comment_id, pageParam, signal),
    ...cursorPaging,
    enabled: open,
  });
  const rows = open ? rowsOf(thread.data, (r) => r.comment_id) : [];
  const failed = (error: unknown) => toast(errorMessage(error), 'error');
  const more = async () => {
    if (!open) return onOpen();
    // A thread that holds only the reply just written starts from its first page.
    const result = thread.hasNextPage ? await thread.fetchNextPage() : await thread.refetch();
    if (result.isError) failed(result.error);
  };
  const showMore = parent.reply_count > rows.length || (open && thread.hasNextPage);
  return (
    <>
      {open && rows.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('comments.repliesTo', { name: parent.user.username })}
          sx={{ listStyle: 'none', m: 0, p: 0, paddingInlineStart: 6 }}
        >
          {rows.map((r) => (
            <Box component="li" key={r.comment_id}>
              <CommentItem
                comment={r}
                onLike={actions.onLike}
                onReply={actions.onReply}
                onDelete={actions.onDelete}
                small
              />
            </Box>
          ))}
        </Box>
      ) : null}
      {showMore ? (
        <Link
          component="button"
          type="button"
          variant="caption"
          underline="hover"
          color="text.secondary"
          disabled={thread.isFetching}
          sx={{ marginInlineStart: 6, fontWeight: 600, display: 'block', mb: 1 }}
          onClick={() => void more()}
        >
          {t('comments.viewReplies', { count: Math.max(0, parent.reply_count - rows.length) })}
        </Link>
      ) : null}
    </>
  );
}
