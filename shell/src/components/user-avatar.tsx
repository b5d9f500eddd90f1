import Box from '@mui/material/Box';

export interface UserAvatarProps {
  /** Profile picture URL; without it the initial (or, for a visitor, a person outline) is shown. */
  src?: string | null;
  initial?: string;
  size?: number;
}

/** A round avatar: picture, initial or a person outline (decorative; the button around it is labelled). */
export function UserAvatar({ src, initial, size = 36 }: UserAvatarProps) {
  const filled = !!(src || initial);
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: filled ? 'primary.main' : 'action.selected',
        color: filled ? 'primary.contrastText' : 'text.secondary',
        fontWeight: 700,
        fontSize: size * 0.45,
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          width={size}
          height={size}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : initial ? (
        initial
      ) : (
        <Box component="svg" viewBox="0 0 24 24" sx={{ width: size * 0.6, height: size * 0.6, fill: 'currentColor' }}>
          <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5z" />
        </Box>
      )}
    </Box>
  );
}
