import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate, useAppStore } from '@jad/shared-ui';
import type { RatingSummary, ReviewableOrder } from '@/lib/api-types';
import { useSignedInAction } from '@/lib/session';
import { NS } from '@/i18n';
import { createReview, deleteReview, fetchMyReviews, updateReview } from './review-api';
import { ReviewForm } from './review-form';

export interface WriteReviewProps {
  acid: string;
  activityName: string;
  /** After a review is written, edited or deleted: the new rating summary. */
  onChanged(summary: RatingSummary): void;
}

/**
 * The member's way in: "Write a review" for a finished booking not reviewed yet (opened at once from the
 * reminder mail's `?review=<order>` link), or their review with Edit and Delete. Nothing for other members.
 */
export function WriteReview({ acid, activityName, onChanged }: WriteReviewProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const status = useAppStore((s) => s.sessionStatus);
  const signedIn = useSignedInAction();
  const [params] = useSearchParams();
  const asked = params.get('review');
  const [orders, setOrders] = useState<ReviewableOrder[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let live = true;
    fetchMyReviews(acid)
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
  }, [acid, asked, status]);

  if (status !== 'authenticated') {
    // Only someone who came from the reminder mail is asked to sign in here.
    if (!asked || status === 'loading') return null;
    return (
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" startIcon={<RateReviewIcon />} onClick={() => signedIn(() => undefined)}>
          {t('reviews.signInToReview')}
        </Button>
      </Box>
    );
  }
  if (!orders || orders.length === 0) return null;

  const replace = (orderId: string, next: ReviewableOrder['review']) => setOrders((list) => (list ?? []).map((o) => (o.order_id === orderId ? { ...o, review: next } : o)));
  const open = orders.find((o) => o.order_id === editing) ?? null;
  const unreviewed = orders.find((o) => !o.review);
  const reviewed = orders.filter((o) => o.review);

  if (open) {
    return (
      <ReviewForm
        activityName={activityName}
        initial={open.review}
        onCancel={() => setEditing(null)}
        onSubmit={async (draft) => {
          const answer = open.review ? await updateReview(open.review.review_id, draft) : await createReview(open.order_id, draft);
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
          {t(`reviews.notice.${notice}`)}
        </Alert>
      ) : null}
      {unreviewed ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button variant="contained" startIcon={<RateReviewIcon />} onClick={() => setEditing(unreviewed.order_id)} data-testid="write-review">
            {t('reviews.write')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('reviews.yourVisit', { date: formatDate(unreviewed.date, lang) })}
          </Typography>
        </Box>
      ) : null}
      {reviewed.map((o) => (
        <Box key={o.order_id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('reviews.yourReviewOf', { date: formatDate(o.date, lang) })}
          </Typography>
          <Button size="small" onClick={() => setEditing(o.order_id)}>
            {t('reviews.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => {
              if (!o.review || !window.confirm(t('reviews.confirmDelete'))) return;
              void deleteReview(o.review.review_id).then((answer) => {
                replace(o.order_id, null);
                setNotice('deleted');
                onChanged(answer.summary);
              });
            }}
          >
            {t('reviews.delete')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
