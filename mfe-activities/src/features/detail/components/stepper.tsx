import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export interface StepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Id of the text naming what is counted. */
  labelledBy: string;
  decreaseLabel: string;
  increaseLabel: string;
  testId?: string;
}

/** − 2 + : a count with buttons; the number is announced as it changes. */
export function Stepper({ value, min, max, onChange, labelledBy, decreaseLabel, increaseLabel, testId }: StepperProps) {
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      role="group"
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      <IconButton
        size="small"
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={decreaseLabel}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={increaseLabel}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
