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
import { applyApiErrors, fieldError, useZodForm, z } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';
import { postPlanToFeed, sharePlan } from '@/lib/api';
import type { PlanDetail } from '@/lib/plan-types';

const CAPTION_MAX = 2200;
const schema = z.object({ caption: z.string().trim().max(CAPTION_MAX) });

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
  const { register, handleSubmit, reset, setError, formState } = useZodForm(schema, {
    defaultValues: { caption: '' },
  });
  const [busy, setBusy] = useState(false);
  const [postId, setPostId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    reset({ caption: t('plan.share.caption', { name: plan.name }) });
    setPostId(null);
    setFailure(null);
  }, [open, plan.name, t, reset]);

  const share = handleSubmit(async ({ caption }) => {
    setBusy(true);
    setFailure(null);
    const visible = await sharePlan(plan.user_plan_id, true);
    if (visible.ok) {
      onShared(true);
      const post = await postPlanToFeed(plan.user_plan_id, caption);
      if (post.ok) setPostId(post.data.post_id);
      else setFailure(applyApiErrors(post.error, setError, ['caption']));
    }
    setBusy(false);
  });
  const { ref: captionRef, ...captionField } = register('caption');
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
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {postId ? (
          <Alert severity="success" data-testid="share-done">
            {t('plan.share.done')}{' '}
            <AppLink href={`/post?post_id=${encodeURIComponent(postId)}`}>{t('plan.share.viewPost')}</AppLink>
          </Alert>
        ) : (
          <TextField
            label={t('plan.share.captionLabel')}
            {...captionField}
            inputRef={captionRef}
            {...fieldError(formState.errors.caption, null)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: CAPTION_MAX } }}
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
          <Button variant="contained" onClick={(e) => void share(e)} disabled={busy} data-testid="share-submit">
            {t('plan.share.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
