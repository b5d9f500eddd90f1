import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import type { PublicComment, PublicPost } from '@/lib/api-types';
import { errorMessage, requireSignIn, toast, withToast } from '@/lib/actions';
import { cursorPaging, editRows, rowsOf, type CursorPages } from '@/lib/cursor-pages';
import { socialKeys } from '@/lib/query-keys';
import { selectPost, useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { addComment, deleteComment, fetchComments, setCommentLike } from '../api';
import { CommentItem } from './comment-item';
import { ReplyThread } from './reply-thread';
import { TextComposer } from './text-composer';

const idOf = (c: PublicComment) => c.comment_id;
const bumpPost = (delta: number) => {
  const post = selectPost(appStore.getState());
  if (post) appStore.getState().replacePost({ ...post, comment_count: Math.max(0, post.comment_count + delta) });
};

/** Comments (oldest first) with one level of replies, likes and deletion; the query cache holds the top level. */
export function CommentsSection({ post }: { post: PublicPost }) {
  const { t } = useTranslation(NS);
  const user = useSessionUser();
  const client = useQueryClient();
  const key = socialKeys.comments(post.post_id, user?.uuid ?? null);
  const repliesKey = (id: string) => socialKeys.replies(id, user?.uuid ?? null);
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchComments(post.post_id, pageParam, signal),
    ...cursorPaging,
  });
  // A first page that failed reads as no comments yet; a later one says so in a toast.
  const comments = rowsOf(list.data, idOf);
  const loading = list.isPending || list.isFetchingNextPage;
  const cursor = list.hasNextPage;
  const viewer = user?.uuid ?? null;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const openThread = (id: string) => setOpen((all) => new Set([...all, id]));
  const [replyTo, setReplyTo] = useState<PublicComment | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const editComments = (change: (rows: PublicComment[], last: boolean) => PublicComment[]) =>
    editRows(client, key, change);

  const more = async () => {
    const result = await list.fetchNextPage();
    if (result.isFetchNextPageError) toast(errorMessage(result.error), 'error');
  };

  const patch = (id: string, change: (c: PublicComment) => PublicComment) => {
    const edit = (rows: PublicComment[]) => rows.map((c) => (c.comment_id === id ? change(c) : c));
    editComments(edit);
    client.setQueriesData<CursorPages<PublicComment>>({ queryKey: socialKeys.allReplies }, (data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: edit(p.rows) })) } : data,
    );
  };

  const like = async (c: PublicComment) => {
    if (!user) return requireSignIn();
    const next = !c.liked;
    patch(c.comment_id, (x) => ({ ...x, liked: next, like_count: Math.max(0, x.like_count + (next ? 1 : -1)) }));
    const state = await withToast(() => setCommentLike(c.comment_id, next));
    patch(c.comment_id, (x) =>
      state
        ? { ...x, liked: state.liked, like_count: state.like_count }
        : { ...x, liked: c.liked, like_count: c.like_count },
    );
  };

  const remove = async (c: PublicComment) => {
    const ok = await withToast(async () => {
      await deleteComment(c.comment_id);
      return true;
    }, t('comments.deleted'));
    if (!ok) return;
    if (c.parent_id) {
      const parentId = c.parent_id;
      editRows<PublicComment>(client, repliesKey(parentId), (rows) =>
        rows.filter((r) => r.comment_id !== c.comment_id),
      );
      patch(parentId, (p) => ({ ...p, reply_count: Math.max(0, p.reply_count - 1) }));
      bumpPost(-1);
    } else {
      editComments((rows) => rows.filter((x) => x.comment_id !== c.comment_id));
      bumpPost(-(1 + c.reply_count));
    }
  };

  // Rejects on failure: the composer shows why (under the field, or a toast).
  const submit = async (text: string) => {
    const parent = replyTo;
    const created = await addComment(post.post_id, text, parent?.comment_id);
    if (created.parent_id) {
      const parentId = created.parent_id;
      // Shown under its comment at once; a thread not loaded yet holds just this reply until asked for more.
      if (client.getQueryData(repliesKey(parentId)) && open.has(parentId))
        editRows<PublicComment>(client, repliesKey(parentId), (rows, last) => (last ? [...rows, created] : rows));
      else
        client.setQueryData<CursorPages<PublicComment>>(repliesKey(parentId), {
          pages: [{ rows: [created], next_cursor: null }],
          pageParams: [null],
        });
      openThread(parentId);
      patch(parentId, (p) => ({ ...p, reply_count: p.reply_count + 1 }));
    } else if (list.data) {
      editComments((rows, last) => (last ? [...rows, created] : rows));
    } else {
      void list.refetch();
    }
    bumpPost(1);
    setReplyTo(null);
  };

  const startReply = (c: PublicComment) => {
    if (!user) return requireSignIn();
    // a reply to a reply joins the top-level thread (the server does the same)
    const top = c.parent_id ? (comments.find((x) => x.comment_id === c.parent_id) ?? c) : c;
    setReplyTo({ ...top, user: c.user });
    input.current?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {loading && comments.length === 0 ? (
        [0, 1, 2].map((i) => <Skeleton key={i} height={48} />)
      ) : comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('comments.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('comments.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {comments.map((c) => (
            <Box component="li" key={c.comment_id}>
              <CommentItem comment={c} onLike={like} onReply={startReply} onDelete={remove} />
              <ReplyThread
                parent={c}
                viewer={viewer}
                open={open.has(c.comment_id)}
                onOpen={() => openThread(c.comment_id)}
                actions={{ onLike: like, onReply: startReply, onDelete: remove }}
              />
            </Box>
          ))}
        </Box>
      )}
      {cursor ? (
        <Button onClick={() => void more()} disabled={loading} sx={{ justifySelf: 'start', textTransform: 'none' }}>
          {t('comments.more')}
        </Button>
      ) : null}
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1 }}>
        <TextComposer
          inputRef={input}
          placeholder={replyTo ? t('comments.replyPlaceholder') : t('comments.placeholder')}
          submitLabel={t('comments.post')}
          max={1000}
          onSubmit={submit}
          replyingTo={replyTo?.user.username ?? null}
          onCancelReply={() => setReplyTo(null)}
        />
      </Box>
    </Box>
  );
}
