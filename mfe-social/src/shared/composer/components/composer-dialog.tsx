import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import { useZodForm } from '@jad/shared-ui/forms';
import type { PublicPost } from '@/lib/api-types';
import { toast } from '@/lib/actions';
import { showFormError } from '@/lib/form-errors';
import { NS } from '@/i18n';
import { CaptionField, captionSchema } from '@/shared/posts/components/caption-field';
import { ACCEPTED_TYPES, checkFiles, createPost, MAX_MEDIA, uploadPostMedia } from '../api';

export interface ComposerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Files chosen before the dialog opened (the card's photo button). */
  initialFiles?: File[];
}

/** Caption and up to three pictures or short videos; uploads, then posts, then puts it on top of the feed. */
export function ComposerDialog({ open, onClose, initialFiles = [] }: ComposerDialogProps) {
  const { t } = useTranslation(NS);
  const fullScreen = useMediaQuery('(max-width:600px)');
  const { control, handleSubmit, setError, watch, reset } = useZodForm(captionSchema, {
    defaultValues: { caption: '' },
  });
  const caption = watch('caption');
  const [files, setFiles] = useState<File[]>(initialFiles);
  // Each photo's description (alt text), by file; an empty one is sent as none (readers show "Photo by …").
  const [alts, setAlts] = useState<ReadonlyMap<File, string>>(new Map());
  const describe = (file: File, text: string) => setAlts((prev) => new Map(prev).set(file, text));
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(
    () => files.map((f) => ({ file: f, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '' })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => p.url && URL.revokeObjectURL(p.url)), [previews]);

  const add = (chosen: File[]) => {
    const next = [...files, ...chosen];
    const problem = checkFiles(next);
    if (problem) {
      toast(t(`composer.problems.${problem}`), 'error');
      if (problem !== 'tooMany') return;
    }
    setFiles(next.slice(0, MAX_MEDIA).filter((f) => (ACCEPTED_TYPES as readonly string[]).includes(f.type)));
  };
  const busy = progress !== null;
  const canPost = !busy && (caption.trim().length > 0 || files.length > 0);

  const submit = handleSubmit(async (values) => {
    setProgress(0);
    let post: PublicPost;
    try {
      const media = files.length > 0 ? await uploadPostMedia(files, (f) => setProgress(f)) : [];
      post = await createPost({
        caption: values.caption,
        media: media.map((m) => m.id),
        media_alt: files.map((f) => (f.type.startsWith('image/') ? (alts.get(f) ?? '').trim() : '')),
      });
    } catch (error) {
      setProgress(null);
      showFormError(error, setError, ['caption']);
      return;
    }
    setProgress(null);
    toast(t('composer.posted'));
    appStore.getState().prependPost(post);
    reset({ caption: '' });
    setFiles([]);
    setAlts(new Map());
    onClose();
  });

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    add([...e.dataTransfer.files]);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="composer-title"
    >
      <DialogTitle id="composer-title" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('composer.title')}
        </Box>
        <IconButton onClick={onClose} disabled={busy} aria-label={t('actions.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <CaptionField
          control={control}
          maxRows={10}
          placeholder={t('composer.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('composer.caption'), dir: 'auto' } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 2 }}>
          {previews.map(({ file, url }, i) => (
            <Box key={`${file.name}-${i}`} sx={{ minWidth: 0, alignSelf: 'start' }}>
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: '1',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'action.selected',
                }}
              >
                {file.type.startsWith('image/') ? (
                  <Box
                    component="img"
                    src={url || undefined}
                    alt={alts.get(file)?.trim() || file.name}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <Box sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}>
                    <PlayCircleIcon fontSize="large" />
                    <Typography variant="caption" noWrap sx={{ position: 'absolute', bottom: 4, insetInline: 8 }}>
                      {file.name}
                    </Typography>
                  </Box>
                )}
                <IconButton
                  size="small"
                  aria-label={t('composer.remove', { name: file.name })}
                  onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  disabled={busy}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    insetInlineEnd: 4,
                    bgcolor: 'rgba(0,0,0,.6)',
                    color: '#fff',
                    '&:hover': { bgcolor: 'rgba(0,0,0,.8)' },
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
              {file.type.startsWith('image/') ? (
                <TextField
                  value={alts.get(file) ?? ''}
                  onChange={(e) => describe(file, e.target.value)}
                  placeholder={t('composer.altPlaceholder')}
                  size="small"
                  fullWidth
                  multiline
                  maxRows={4}
                  disabled={busy}
                  sx={{ mt: 0.75, '& .MuiInputBase-input': { fontSize: 13 } }}
                  slotProps={{
                    htmlInput: {
                      'aria-label': t('composer.altLabel', { n: i + 1 }),
                      maxLength: 1000,
                      dir: 'auto',
                      'data-testid': `composer-alt-${i}`,
                    },
                  }}
                />
              ) : null}
            </Box>
          ))}
          {files.length < MAX_MEDIA ? (
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              disabled={busy}
              sx={{
                aspectRatio: '1',
                borderStyle: 'dashed',
                borderRadius: 2,
                flexDirection: 'column',
                gap: 0.5,
                textTransform: 'none',
              }}
            >
              <AddPhotoAlternateIcon />
              {t('composer.addMedia')}
            </Button>
          ) : null}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('composer.mediaHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={ACCEPTED_TYPES.join(',')}
          data-testid="composer-file-input"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        {busy ? (
          <LinearProgress
            variant="determinate"
            value={Math.round((progress ?? 0) * 100)}
            sx={{ mt: 2 }}
            aria-label={t('composer.uploading')}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          disableElevation
          onClick={(e) => void submit(e)}
          disabled={!canPost}
          sx={{ borderRadius: 2, px: 3, fontWeight: 700 }}
        >
          {t('composer.share')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
