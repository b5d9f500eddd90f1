import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  icon?: ReactNode;
}

/** Big pressable cards for one choice among a few (toggle buttons: aria-pressed says which one is chosen). */
export function ChoiceCards<T extends string>({
  choices,
  value,
  onChange,
  labelledBy,
  describedBy,
  columns = 2,
}: {
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  labelledBy: string;
  describedBy?: string;
  columns?: number;
}) {
  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      {choices.map((c) => {
        const selected = c.value === value;
        return (
          <ButtonBase
            key={c.value}
            aria-pressed={selected}
            onClick={() => onChange(c.value)}
            data-testid={`choice-${c.value}`}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              gap: 1.5,
              p: 2,
              textAlign: 'start',
              borderRadius: 3,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: 'background.paper',
              '&:hover': { borderColor: 'primary.light' },
              '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {c.icon ? <Box sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>{c.icon}</Box> : null}
            <Box sx={{ flex: 1 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {c.label}
              </Typography>
              {c.hint ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {c.hint}
                </Typography>
              ) : null}
            </Box>
            {selected ? <CheckCircle color="primary" fontSize="small" aria-hidden /> : null}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
