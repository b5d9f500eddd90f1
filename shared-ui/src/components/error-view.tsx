import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCommonTranslation } from '../i18n/use-common-translation';

export interface ErrorViewProps {
  /** Already translated; defaults to the common "Something went wrong". */
  message?: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
}

export function ErrorView({ message, onRetry }: ErrorViewProps) {
  const { t } = useCommonTranslation();
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        px: 2,
        textAlign: 'center',
      }}
    >
      <Typography component="p" variant="body1" color="text.primary">
        {message ?? t('somethingWentWrong')}
      </Typography>
      {onRetry ? (
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </Box>
  );
}
