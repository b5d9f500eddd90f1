import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';

/** The planner's side of the chat: a question. */
export function BotBubble({ children, label, id }: { children: ReactNode; label: string; id?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5, maxWidth: '88%' }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 36, height: 36 }} aria-label={label}>
        <AutoAwesome fontSize="small" />
      </Avatar>
      <Box
        id={id}
        sx={{
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          px: 2,
          py: 1.5,
          borderRadius: 3,
          borderEndStartRadius: 4,
        }}
      >
        <Typography component="p" variant="body1">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** The traveller's side: their answer; clicking it goes back to change it. */
export function UserBubble({ text, onEdit, editLabel }: { text: string; onEdit?: () => void; editLabel: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ButtonBase
        onClick={onEdit}
        disabled={!onEdit}
        aria-label={`${editLabel}: ${text}`}
        sx={{
          maxWidth: '80%',
          textAlign: 'start',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderEndEndRadius: 4,
          '&:focus-visible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {text}
        </Typography>
      </ButtonBase>
    </Box>
  );
}
