import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiRating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCodeOf, serverMessageOf, formatNumber, i18n, useAppStore } from '@jad/shared-ui';
import { REVIEWS_NS } from './namespace';
import { MAX_PHOTOS, PHOTO_TYPES, photoProblem, reviewProblems, TEXT_MAX, TEXT_MIN, textLang } from './review-rules';
import type { MemberReviewView, ReviewDraft, ReviewPhotoView, ReviewSubject } from './types';
import { uploadReviewPhotos } from './upload-review-photos';

const KNOWN_CODES = [
  'not_a_buyer',
  'order_not_reviewable',
  'visit_not_passed',
  'already_reviewed',
  'invalid_photo',
  'review_not_found',
];

export interface ReviewFormProps {
  subject: ReviewSubject;
  /** The activity's or hotel's name, in the page's language. */
  subjectName: string;
  /** The review being edited, or null for a new one. */
  initial: MemberReviewView | null;
  onSubmit(draft: ReviewDraft): Promise<void>;
  onCancel(): void;
}

/** Stars (arrow keys move between them), the text, up to 3 photos; checked here and again by the api. */
export function ReviewForm({ subject, subjectName, initial, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation(REVIEWS_NS, { i18n });
  const lang = useAppStore((s) => s.lang);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [photos, setPhotos] = useState<ReviewPhotoView[]>(initial?.photos ?? []);
  const [touched, setTouched] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ratingLabel = useId();
  const problems = reviewProblems({ rating, text });
  const shown = touched ? problems : {};

  const pickPhotos = (files: File[]) => {
    if (files.length === 0) return;
    const bad = photoProblem(files, photos.length);
    if (bad) {
      setProblem(t(`form.photoProblem.${bad}`, { max: MAX_PHOTOS }));
      return;
    }
    setProblem(null);
    setUploading(true);
    uploadReviewPhotos(files)
      .then((added) => setPhotos((p) => [...p, ...added].slice(0, MAX_PHOTOS)))
      .catch((error: unknown) => setProblem(serverMessageOf(error) ?? t('form.uploadFailed')))
      .finally(() => setUploading(false));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || rating === null) return;
    setSending(true);
    setProblem(null);
    onSubmit({ rating, text: text.trim(), lang: textLang(text, lang), photo_ids: photos.map((p) => p.id) })
      .catch((error: unknown) => {
        const code = serverCodeOf(error);
        setProblem(
          code && KNOWN_CODES.includes(code)
            ? t(`errors.${code}`, { context: subject === 'hotel' ? 'hotel' : undefined })
            : (serverMessageOf(error) ?? t('form.sendFailed')),
        );
      })
      .finally(() => setSending(false));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="review-form"
      aria-labelledby="review-form-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        mb: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="review-form-title" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {initial ? t('form.editTitle') : t('form.title', { name: subjectName })}
      </Typography>
      <Typography id={ratingLabel} component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('form.rating')}
      </Typography>
      <MuiRating
        name="review-rating"
        value={rating}
        onChange={(_, value) => setRating(value)}
        size="large"
        aria-labelledby={ratingLabel}
        getLabelText={(value: number) => t('form.stars', { count: value, formatted: formatNumber(value, lang) })}
        sx={{ '& .MuiRating-iconFilled': { color: 'warning.main' } }}
      />
      {shown.rating ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t(`form.problems.${shown.rating}`)}
        </Typography>
      ) : null}
      <TextField
        label={t('form.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        multiline
        minRows={4}
        fullWidth
        required
        error={Boolean(shown.text)}
        helperText={
          shown.text
            ? t(`form.problems.${shown.text}`, { min: TEXT_MIN, max: TEXT_MAX })
            : t('form.count', { count: text.trim().length, max: TEXT_MAX })
        }
        slotProps={{ htmlInput: { maxLength: TEXT_MAX + 200, 'data-testid': 'review-text' } }}
        sx={{ mt: 2 }}
      />
      <Box sx={{ mt: 2 }}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('form.photos', { max: MAX_PHOTOS })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {photos.map((photo, i) => (
            <Box key={photo.id} sx={{ position: 'relative', width: 88, height: 88 }}>
              <Box
                component="img"
                src={photo.thumbnail ?? photo.url}
                alt={t('photoAlt', { n: i + 1 })}
                sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1.5, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={t('form.removePhoto', { n: i + 1 })}
                onClick={() => setPhotos((p) => p.filter((x) => x.id !== photo.id))}
                sx={{
                  position: 'absolute',
                  top: 2,
                  insetInlineEnd: 2,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {photos.length < MAX_PHOTOS ? (
            <Button
              variant="outlined"
              startIcon={<AddPhotoIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={uploading}
              sx={{ height: 88 }}
            >
              {uploading ? t('form.uploading') : t('form.addPhotos')}
            </Button>
          ) : null}
          <input
            ref={fileInput}
            type="file"
            hidden
            multiple
            accept={PHOTO_TYPES.join(',')}
            data-testid="review-photos-input"
            onChange={(e) => {
              pickPhotos(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </Box>
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={sending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending || uploading} data-testid="review-submit">
          {initial ? t('form.save') : t('form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
