import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HotelImage, imageAt } from '@/components/hotel-image';
import { NS } from '@/i18n';
import { useAppStore, DirectionalIcon } from '@jad/shared-ui';
import { at } from '@jad/shared-ui/checked';

/** A large photo and four smaller ones; any opens a full-screen viewer with previous and next. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation(NS);
  const rtl = useAppStore((s) => s.lang) === 'ar';
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const show = (i: number) => setOpen((i + images.length) % images.length);
  const onKey = (e: KeyboardEvent) => {
    if (open === null) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) show(open + 1);
    if (e.key === back) show(open - 1);
  };
  const thumbs = images.slice(1, 5);
  return (
    <Box
      component="section"
      aria-label={t('details.gallery', { name })}
      data-testid="gallery"
      sx={{ position: 'relative' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
          gridTemplateRows: { md: '1fr 1fr' },
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        <Box
          component="button"
          onClick={() => show(0)}
          aria-label={t('details.photo', { n: 1, total: images.length })}
          sx={{ p: 0, border: 0, cursor: 'zoom-in', gridRow: { md: 'span 2' }, bgcolor: 'transparent' }}
        >
          <HotelImage
            template={images[0] ?? null}
            alt={name}
            width={960}
            height={600}
            eager
            highPriority
            sx={{ height: '100%' }}
          />
        </Box>
        {thumbs.map((img, i) => (
          <Box
            key={img}
            component="button"
            onClick={() => show(i + 1)}
            aria-label={t('details.photo', { n: i + 2, total: images.length })}
            sx={{ p: 0, border: 0, cursor: 'zoom-in', display: { xs: 'none', md: 'block' }, bgcolor: 'transparent' }}
          >
            <HotelImage template={img} alt="" width={480} height={300} sx={{ height: '100%' }} />
          </Box>
        ))}
      </Box>
      <Button
        variant="contained"
        color="inherit"
        size="small"
        startIcon={<PhotoLibrary />}
        onClick={() => show(0)}
        sx={{
          position: 'absolute',
          bottom: 12,
          insetInlineEnd: 12,
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        {t('details.showAll', { count: images.length })}
      </Button>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullScreen
        onKeyDown={onKey}
        aria-label={t('details.gallery', { name })}
      >
        {open !== null && (
          <Box
            sx={{
              position: 'relative',
              height: '100%',
              bgcolor: 'common.black',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Box
              component="img"
              src={imageAt(at(images, open), 1600, 1000)}
              alt={`${name} – ${t('details.photo', { n: open + 1, total: images.length })}`}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
            <IconButton
              aria-label={t('details.close')}
              onClick={() => setOpen(null)}
              sx={{
                position: 'absolute',
                top: 12,
                insetInlineEnd: 12,
                color: 'common.white',
                bgcolor: 'rgba(0,0,0,.4)',
              }}
            >
              <Close />
            </IconButton>
            <IconButton
              aria-label={t('details.previous')}
              onClick={() => show(open - 1)}
              sx={{ position: 'absolute', insetInlineStart: 12, color: 'common.white', bgcolor: 'rgba(0,0,0,.4)' }}
            >
              <DirectionalIcon>
                <ChevronLeft />
              </DirectionalIcon>
            </IconButton>
            <IconButton
              aria-label={t('details.next')}
              onClick={() => show(open + 1)}
              sx={{ position: 'absolute', insetInlineEnd: 12, color: 'common.white', bgcolor: 'rgba(0,0,0,.4)' }}
            >
              <DirectionalIcon>
                <ChevronRight />
              </DirectionalIcon>
            </IconButton>
            <Typography sx={{ position: 'absolute', bottom: 16, color: 'common.white' }} aria-live="polite">
              {t('details.photo', { n: open + 1, total: images.length })}
            </Typography>
          </Box>
        )}
      </Dialog>
    </Box>
  );
}
