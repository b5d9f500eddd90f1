import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, fieldError, z, type Control } from '@jad/shared-ui/forms';
import { CAPTION_MAX } from '../caption';

/** The form of a post's caption (the composer's and the edit dialog's): the api's limit. */
export const captionSchema = z.object({ caption: z.string().max(CAPTION_MAX) });
export type CaptionForm = z.input<typeof captionSchema>;

/** The caption box: cut at the limit, its one error (else the count) under it. */
export function CaptionField({
  control,
  ...props
}: { control: Control<CaptionForm, unknown, z.output<typeof captionSchema>> } & Pick<
  TextFieldProps,
  'label' | 'placeholder' | 'maxRows' | 'slotProps'
>) {
  return (
    <Controller
      control={control}
      name="caption"
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          autoFocus
          fullWidth
          multiline
          minRows={3}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value.slice(0, CAPTION_MAX))}
          {...fieldError(fieldState.error, `${field.value.length}/${CAPTION_MAX}`)}
          sx={{ mt: 1 }}
        />
      )}
    />
  );
}
