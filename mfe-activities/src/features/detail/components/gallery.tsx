import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { thumbnailOf } from '../gallery-images';

/** A large picture and its thumbnails; a thumbnail shows itself in the large frame. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation(NS);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  return (
    <Box component="section" aria-label={t('detail.gallery')} sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="img"
        src={images[current]}
        alt={t('detail.picture', { name, index: current + 1, count: images.length })}
        width={1200}
        height={675}
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          borderRadius: 3,
          display: 'block',
          bgcolor: 'action.hover',
        }}
        fetchPriority="high"
      />
      {/* One column per picture, whatever their number (the first frame adds copies of a thumbnail). */}
      <Box sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: 1 }}>
        {images.map((src, i) => (
          <ButtonBase
            key={src}
            onClick={() => setCurrent(i)}
            aria-label={t('detail.showPicture', { index: i + 1 })}
            aria-current={i === current}
            sx={{
              borderRadius: 2,
              overflow: 'hidden',
              outline: i === current ? 3 : 0,
              outlineColor: 'primary.main',
              outlineOffset: -3,
            }}
          >
            <Box
              component="img"
              src={thumbnailOf(src)}
              alt=""
              loading="lazy"
              width={256}
              height={144}
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '16 / 9',
                display: 'block',
                opacity: i === current ? 1 : 0.75,
              }}
            />
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
