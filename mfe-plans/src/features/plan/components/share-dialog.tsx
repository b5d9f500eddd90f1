import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { AppLink } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { postPlanToFeed, sharePlan } from '@/lib/api';
import type { PlanDetail } from '@/lib/plan-types';

/**
 * Shares the plan to the feed: the plan becomes viewable by anyone (POST /plans/share), then the social
 * team's POST /posts {caption, user_plan_id} makes a post that links it.
 */
export function ShareDialog({
  plan,
  open,
  onClose,
  onShared,
}: {
  plan: PlanDetail;
  open: boolean;
  onClose(): void;
  onShared(shared: boolean): void;
}) {
  const { t } = useTranslation(NS);
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const [postId, setPostId] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setCaption(t('plan.share.caption', { name: plan.name }));
    setPostId(null);
  }, [open, plan.name, t]);

  const share = async () => {
    setBusy(true);
    const visible = await sharePlan(plan.user_plan_id, true);
    if (visible.ok) {
      onShared(true);
      const post = await postPlanToFeed(plan.user_plan_id, caption.trim());
      if (post.ok) setPostId(post.data.post_id);
    }
    setBusy(false);
  };
  const unshare = async () => {
    setBusy(true);
    const res = await sharePlan(plan.user_plan_id, false);
    setBusy(false);
    if (res.ok) {
      onShared(false);
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">{t('plan.share.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">{t('plan.share.visibility')}</Alert>
        {postId ? (
          <Alert severity="success" data-testid="share-done">
            {t('plan.share.done')}{' '}
            <AppLink href={`/post?post_id=${encodeURIComponent(postId)}`}>{t('plan.share.viewPost')}</AppLink>
          </Alert>
        ) : (
          <TextField
            label={t('plan.share.captionLabel')}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2200 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {plan.is_shared ? (
          <Button color="warning" onClick={() => void unshare()} disabled={busy} sx={{ marginInlineEnd: 'auto' }}>
            {t('plan.share.stop')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('common:close')}</Button>
        {postId ? null : (
          <Button variant="contained" onClick={() => void share()} disabled={busy} data-testid="share-submit">
            {t('plan.share.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
