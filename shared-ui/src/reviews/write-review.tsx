import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, i18n, useAppStore } from '@jad/shared-ui';
import { REVIEWS_NS } from './namespace';
import { ReviewForm } from './review-form';
import type { RatingSummaryView, ReviewableOrderView, ReviewCalls, ReviewSubject } from './types';

export interface WriteReviewProps {
  subject: ReviewSubject;
  /** The activity's or hotel's name, in the page's language. */
  subjectName: string;
  /** The remote's review calls for this activity or hotel; keep it stable (useMemo) across renders. */
  calls: ReviewCalls;
  /** The order the reminder mail's `?review=<order>` link names: its form opens at once. */
  asked: string | null;
  /** A visitor who came from the mail: send them to sign in (and back). */
  onSignIn(): void;
  /** After a review is written, edited or deleted: the new rating summary. */
  onChanged(summary: RatingSummaryView): void;
}

/**
 * The member's way in: "Write a review" for a finished booking not reviewed yet (opened at once from the
 * reminder mail's `?review=<order>` link), or their review with Edit and Delete. Nothing for other members.
 */
export default function WriteReview({ subject, subjectName, calls, asked, onSignIn, onChanged }: WriteReviewProps) {
  const { t } = useTranslation(REVIEWS_NS, { i18n });
  const lang = useAppStore((s) => s.lang);
  const status = useAppStore((s) => s.sessionStatus);
  const context = subject === 'hotel' ? 'hotel' : undefined;
  const [orders, setOrders] = useState<ReviewableOrderView[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let live = true;
    calls
      .mine()
      .then((answer) => {
        if (!live) return;
        setOrders(answer.orders);
        const target = answer.orders.find((o) => o.order_id === asked && !o.review);
        if (target) setEditing(target.order_id);
      })
      .catch(() => live && setOrders([]));
    return () => {
      live = false;
    };
  }, [calls, asked, status]);

  if (status !== 'authenticated') {
    // Only someone who came from the reminder mail is asked to sign in here.
    if (!asked || status === 'loading') return null;
    return (
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" startIcon={<RateReviewIcon />} onClick={onSignIn}>
          {t('signInToReview')}
        </Button>
      </Box>
    );
  }
  if (!orders || orders.length === 0) return null;

  const replace = (orderId: string, next: ReviewableOrderView['review']) =>
    setOrders((list) => (list ?? []).map((o) => (o.order_id === orderId ? { ...o, review: next } : o)));
  const open = orders.find((o) => o.order_id === editing) ?? null;
  const unreviewed = orders.find((o) => !o.review);
  const reviewed = orders.filter((o) => o.review);

  if (open) {
    return (
      <ReviewForm
        subject={subject}
        subjectName={subjectName}
        initial={open.review}
        onCancel={() => setEditing(null)}
        onSubmit={async (draft) => {
          const answer = open.review
            ? await calls.update(open.review.review_id, draft)
            : await calls.create(open.order_id, draft);
          replace(open.order_id, answer.review);
          setEditing(null);
          setNotice('saved');
          onChanged(answer.summary);
        }}
      />
    );
  }

  return (
    <Box sx={{ mb: 3, display: 'grid', gap: 1.5 }} data-testid="my-reviews">
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {t(`notice.${notice}`)}
        </Alert>
      ) : null}
      {unreviewed ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            variant="contained"
            startIcon={<RateReviewIcon />}
            onClick={() => setEditing(unreviewed.order_id)}
            data-testid="write-review"
          >
            {t('write')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('yourVisit', { date: formatDate(unreviewed.date, lang), context })}
          </Typography>
        </Box>
      ) : null}
      {reviewed.map((o) => (
        <Box key={o.order_id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('yourReviewOf', { date: formatDate(o.date, lang), context })}
          </Typography>
          <Button size="small" onClick={() => setEditing(o.order_id)}>
            {t('edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => {
              if (!o.review || !window.confirm(t('confirmDelete'))) return;
              void calls.remove(o.review.review_id).then((answer) => {
                replace(o.order_id, null);
                setNotice('deleted');
                onChanged(answer.summary);
              });
            }}
          >
            {t('delete')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
