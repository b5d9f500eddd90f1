import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** ETG-style image templates carry `{size}`; the api draws the picture at the size asked for. */
export function imageAt(template: string, width: number, height: number): string {
  return template.replace('{size}', `${width}x${height}`);
}

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
  return (
    <Box
      component="img"
      src={imageAt(template, width, height)}
      srcSet={`${imageAt(template, width, height)} 1x, ${imageAt(template, Math.min(3840, width * 2), Math.min(3840, height * 2))} 2x`}
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
