import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSources } from '@/lib/hotel-image-src';

export { imageAt } from '@/lib/hotel-image-src';

export interface HotelImageProps {
  template: string | null;
  alt: string;
  /** Largest width the layout shows it at; 2x is offered for sharp screens. */
  width: number;
  height: number;
  eager?: boolean;
  /** The page's largest picture: fetched before the others (`eager` alone still waits its turn). */
  highPriority?: boolean;
  sx?: SxProps<Theme>;
}

export function HotelImage({ template, alt, width, height, eager = false, highPriority = false, sx }: HotelImageProps) {
  if (!template) return <Box sx={{ bgcolor: 'action.hover', aspectRatio: `${width} / ${height}`, ...sx }} />;
  const { src, srcSet } = imageSources(template, width, height);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : 'auto'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        bgcolor: 'action.hover',
        ...sx,
      }}
    />
  );
}
