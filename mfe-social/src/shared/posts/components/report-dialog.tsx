import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import { Controller, fieldError, useZodForm, z } from '@jad/shared-ui/forms';
import type { PublicPost } from '@/lib/api-types';
import { toast } from '@/lib/actions';
import { showFormError } from '@/lib/form-errors';
import { NS } from '@/i18n';
import { REPORT_REASONS, reportPost } from '../api';

const DETAILS_MAX = 500;
const schema = z.object({ reason: z.enum(REPORT_REASONS), details: z.string().trim().max(DETAILS_MAX) });

/** Report with a reason (and optional details); the post then leaves the reporter's feed. */
export function ReportDialog({ post, open, onClose }: { post: PublicPost; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { control, handleSubmit, setError, watch, formState } = useZodForm(schema, {
    // No reason yet: the radio group starts empty and Report stays off until one is chosen.
    defaultValues: { reason: undefined, details: '' },
  });
  const reason = watch('reason');
  const send = handleSubmit(async (values) => {
    try {
      await reportPost(post.post_id, values.reason, values.details);
    } catch (error) {
      showFormError(error, setError, ['reason', 'details']);
      return;
    }
    toast(t('report.thanks'));
    onClose();
    appStore.getState().replacePost({ ...post, reported: true });
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-title">
      <form onSubmit={(e) => void send(e)} noValidate>
        <DialogTitle id="report-title">{t('report.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('report.why')}</DialogContentText>
          <Controller
            control={control}
            name="reason"
            render={({ field, fieldState }) => (
              <>
                <RadioGroup
                  aria-labelledby="report-title"
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {REPORT_REASONS.map((r) => (
                    <FormControlLabel
                      key={r}
                      value={r}
                      control={<Radio size="small" />}
                      label={t(`report.reasons.${r}`)}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
              </>
            )}
          />
          <Controller
            control={control}
            name="details"
            render={({ field, fieldState }) => (
              <TextField
                fullWidth
                multiline
                minRows={2}
                label={t('report.details')}
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value.slice(0, DETAILS_MAX))}
                {...fieldError(fieldState.error, `${field.value.length}/${DETAILS_MAX}`)}
                sx={{ mt: 2 }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disableElevation
            disabled={!reason || formState.isSubmitting}
          >
            {t('report.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
