import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import HelpIcon from '@mui/icons-material/Help';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, appStore, useTimeAgo } from '@jad/shared-ui';
import type { PublicAnswer, PublicPost, PublicQuestion } from '@/lib/api-types';
import { errorMessage, toast, withToast } from '@/lib/actions';
import { cursorPaging, editRows, rowsOf } from '@/lib/cursor-pages';
import { socialKeys } from '@/lib/query-keys';
import { selectPost, useSessionUser } from '@/lib/store';
import { UserAvatar } from '@/components/user-avatar';
import { RichText } from '@/shared/text/components/rich-text';
import { NS } from '@/i18n';
import { profileUrl } from '@/shared/posts/api';
import { answerQuestion, askQuestion, deleteAnswer, deleteQuestion, fetchQuestions } from '../api';
import { TextComposer } from './text-composer';

type EditQuestions = (change: (rows: PublicQuestion[], last: boolean) => PublicQuestion[]) => void;
const bumpPost = (delta: number) => {
  const post = selectPost(appStore.getState());
  if (post) appStore.getState().replacePost({ ...post, question_count: Math.max(0, post.question_count + delta) });
};

function AnswerRow({ answer, onDelete }: { answer: PublicAnswer; onDelete: (a: PublicAnswer) => void }) {
  const { t } = useTranslation(NS);
  const ago = useTimeAgo()(answer.created_at);
  return (
    <Box sx={{ display: 'flex', gap: 1.25, py: 0.75 }} data-testid="answer">
      <UserAvatar user={answer.user} size={28} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={AppLink}
            href={profileUrl(answer.user.username)}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, marginInlineEnd: 0.75 }}
          >
            <bdi>{answer.user.username}</bdi>
          </Link>
          {answer.is_author ? (
            <Typography
              component="span"
              variant="caption"
              sx={{
                marginInlineEnd: 0.75,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'success.main',
                color: 'success.contrastText',
                fontWeight: 600,
              }}
            >
              {t('comments.author')}
            </Typography>
          ) : null}
          <Box component="span" dir="auto">
            <RichText text={answer.body} />
          </Box>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {ago}
        </Typography>
      </Box>
      {answer.can_delete ? (
        <IconButton
          size="small"
          aria-label={t('questions.deleteAnswer')}
          onClick={() => onDelete(answer)}
          sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
        >
          <DeleteOutlineIcon sx={{ fontSize: 16 }} />
        </IconButton>
      ) : null}
    </Box>
  );
}

function QuestionCard({ question: q, edit }: { question: PublicQuestion; edit: EditQuestions }) {
  const { t } = useTranslation(NS);
  const [answering, setAnswering] = useState(false);
  const ago = useTimeAgo()(q.created_at);
  const replace = (next: PublicQuestion) =>
    edit((rows) => rows.map((x) => (x.question_id === next.question_id ? next : x)));

  // Rejects on failure: the composer shows why.
  const answer = async (text: string) => {
    const updated = await answerQuestion(q.question_id, text);
    replace({ ...updated, can_answer: true });
    setAnswering(false);
  };
  const removeAnswer = async (a: PublicAnswer) => {
    const ok = await withToast(async () => (await deleteAnswer(a.answer_id), true));
    if (ok)
      replace({
        ...q,
        answer_count: Math.max(0, q.answer_count - 1),
        answers: q.answers.filter((x) => x.answer_id !== a.answer_id),
      });
  };
  const removeQuestion = async () => {
    const ok = await withToast(async () => (await deleteQuestion(q.question_id), true), t('questions.deleted'));
    if (!ok) return;
    edit((rows) => rows.filter((x) => x.question_id !== q.question_id));
    bumpPost(-1);
  };

  return (
    <Card variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="question">
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
        <HelpIcon color="warning" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <RichText text={q.body} />
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('questions.askedBy', { name: q.user.username })} · {ago}
          </Typography>
        </Box>
        {q.can_delete ? (
          <IconButton
            size="small"
            aria-label={t('questions.delete')}
            onClick={() => void removeQuestion()}
            sx={{ color: 'text.secondary' }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {q.answers.length > 0 ? (
        <Box
          sx={{ mt: 1, paddingInlineStart: 4.5, borderInlineStart: 2, borderColor: 'divider', marginInlineStart: 1.25 }}
        >
          {q.answers.map((a) => (
            <AnswerRow key={a.answer_id} answer={a} onDelete={(x) => void removeAnswer(x)} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, paddingInlineStart: 4.5 }}>
          {t('questions.noAnswer')}
        </Typography>
      )}
      <Box sx={{ mt: 1, paddingInlineStart: 4.5 }}>
        {answering ? (
          <TextComposer
            dense
            placeholder={t('questions.answerPlaceholder')}
            submitLabel={t('questions.answer')}
            max={1000}
            onSubmit={answer}
          />
        ) : (
          <Button size="small" onClick={() => setAnswering(true)} sx={{ textTransform: 'none', fontWeight: 700 }}>
            {t('questions.answer')}
          </Button>
        )}
      </Box>
    </Card>
  );
}

/** Questions to the author with their answers (oldest first); anyone signed in may ask or answer. */
export function QuestionsSection({ post }: { post: PublicPost }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const viewer = useSessionUser()?.uuid ?? null;
  const key = socialKeys.questions(post.post_id, viewer);
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchQuestions(post.post_id, pageParam, signal),
    ...cursorPaging,
  });
  // A first page that failed reads as no questions yet; a later one says so in a toast.
  const questions = rowsOf(list.data, (q) => q.question_id);
  const loading = list.isPending;
  const edit: EditQuestions = (change) => editRows(client, key, change);

  const more = async () => {
    const result = await list.fetchNextPage();
    if (result.isFetchNextPageError) toast(errorMessage(result.error), 'error');
  };

  // Rejects on failure: the composer shows why.
  const ask = async (text: string) => {
    const created = await askQuestion(post.post_id, text);
    toast(t('questions.asked'));
    if (list.data) edit((rows, last) => (last ? [...rows, created] : rows));
    else void list.refetch();
    bumpPost(1);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <TextComposer
        placeholder={post.is_owner ? t('questions.ownPlaceholder') : t('questions.placeholder')}
        submitLabel={t('questions.ask')}
        max={500}
        onSubmit={ask}
      />
      {loading && questions.length === 0 ? (
        [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={72} />)
      ) : questions.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('questions.empty')}
        </Typography>
      ) : (
        questions.map((q) => <QuestionCard key={q.question_id} question={q} edit={edit} />)
      )}
      {list.hasNextPage ? (
        <Button
          onClick={() => void more()}
          disabled={list.isFetchingNextPage}
          sx={{ justifySelf: 'start', textTransform: 'none' }}
        >
          {t('questions.more')}
        </Button>
      ) : null}
    </Box>
  );
}
