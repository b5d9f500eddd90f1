import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { withToast } from '@/lib/actions';
import { NS } from '@/i18n';
import { REPORT_REASONS, reportPost, type ReportReason } from '../api';

/** Report with a reason (and optional details); the post then leaves the reporter's feed. */
export function ReportDialog({ post, open, onClose }: { post: PublicPost; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!reason) return;
    setBusy(true);
    const result = await withToast(() => reportPost(post.post_id, reason, details), t('report.thanks'));
    setBusy(false);
    if (result) {
      onClose();
      appStore.getState().replacePost({ ...post, reported: true });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('report.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('report.why')}</DialogContentText>
        <RadioGroup
          aria-labelledby="report-title"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
        >
          {REPORT_REASONS.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio size="small" />} label={t(`report.reasons.${r}`)} />
          ))}
        </RadioGroup>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('report.details')}
          value={details}
          onChange={(e) => setDetails(e.target.value.slice(0, 500))}
          helperText={`${details.length}/500`}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disableElevation
          onClick={() => void send()}
          disabled={!reason || busy}
        >
          {t('report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
