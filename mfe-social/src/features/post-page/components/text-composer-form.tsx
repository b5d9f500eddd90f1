import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useZodForm, z } from '@jad/shared-ui/forms';
import { SessionAvatar } from '@/components/user-avatar';
import type { SessionUser } from '@/lib/store';
import { showFormError } from '@/lib/form-errors';
import { NS } from '@/i18n';
import type { TextComposerProps } from './text-composer';

/** The signed-in member's one-line writer (text-composer.tsx loads it): react-hook-form with the forms kit's zod. */
export function TextComposerForm({
  placeholder,
  submitLabel,
  max,
  onSubmit,
  replyingTo,
  onCancelReply,
  inputRef,
  dense = false,
  user,
}: TextComposerProps & { user: SessionUser }) {
  const { t } = useTranslation(NS);
  const schema = useMemo(() => z.object({ body: z.string().trim().min(1).max(max) }), [max]);
  const { control, handleSubmit, setError, watch, reset, formState } = useZodForm(schema, {
    defaultValues: { body: '' },
  });
  const text = watch('body');
  const errorId = useId();
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showFormError(error, setError, ['body']);
      return;
    }
    reset({ body: '' });
  });
  const error = formState.errors.body?.message;
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      {replyingTo ? (
        <Box>
          <Chip size="small" label={t('comments.replyingTo', { name: replyingTo })} onDelete={onCancelReply} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {!dense ? <SessionAvatar user={user} size={32} /> : null}
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <InputBase
              inputRef={(el: HTMLInputElement | null) => {
                field.ref(el);
                if (inputRef) inputRef.current = el;
              }}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value.slice(0, max))}
              placeholder={placeholder}
              inputProps={{
                'aria-label': placeholder,
                dir: 'auto',
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
              }}
              multiline
              maxRows={5}
              sx={{ flex: 1, px: 2, py: 1, borderRadius: 6, bgcolor: 'action.hover', fontSize: 14 }}
            />
          )}
        />
        <Button
          type="submit"
          disabled={!text.trim() || formState.isSubmitting}
          sx={{ fontWeight: 700, textTransform: 'none' }}
        >
          {submitLabel}
        </Button>
      </Box>
      {error ? (
        <FormHelperText error id={errorId} sx={{ mx: 2 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
