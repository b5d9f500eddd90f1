import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { NS } from '@/i18n';
import type { Answers } from '../../answers';
import type { StepProps } from './step-props';

type Band = 'adults' | 'teens' | 'children';

function Counter({
  band,
  value,
  onChange,
  max,
}: {
  band: Band;
  value: number;
  onChange: (n: number) => void;
  max: number;
}) {
  const { t } = useTranslation(NS);
  const label = t(`questionnaire.group.${band}`);
  const id = `q-count-${band}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1 }}>
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`questionnaire.group.${band}Hint`)}
        </Typography>
      </Box>
      <IconButton
        onClick={() => onChange(value - 1)}
        disabled={value <= 0}
        aria-label={t('questionnaire.group.decrease', { what: label })}
      >
        <Remove />
      </IconButton>
      <Typography
        component="output"
        aria-labelledby={id}
        aria-live="polite"
        data-testid={`count-${band}`}
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700, fontSize: 18 }}
      >
        {value}
      </Typography>
      <IconButton
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t('questionnaire.group.increase', { what: label })}
      >
        <Add />
      </IconButton>
    </Box>
  );
}

export function GroupStep({ answers, update, options, questionId, errorId }: StepProps) {
  const { t } = useTranslation(NS);
  const max = options.limits.max_group;
  const set = (band: Band) => (n: number) => {
    const patch: Partial<Answers> = { [band]: Math.max(0, Math.min(max, n)) };
    if (band === 'children' && n <= 0) patch.youngestChildAge = null;
    update(patch);
  };
  return (
    <Box
      role="group"
      aria-labelledby={questionId}
      aria-describedby={errorId}
      sx={{ bgcolor: 'background.paper', borderRadius: 3, border: 1, borderColor: 'divider', px: 2 }}
    >
      <Counter band="adults" value={answers.adults} onChange={set('adults')} max={max} />
      <Counter band="teens" value={answers.teens} onChange={set('teens')} max={max} />
      <Counter band="children" value={answers.children} onChange={set('children')} max={max} />
      {answers.children > 0 ? (
        <TextField
          select
          fullWidth
          label={t('questionnaire.group.youngest')}
          value={answers.youngestChildAge === null ? '' : String(answers.youngestChildAge)}
          onChange={(e) => update({ youngestChildAge: e.target.value === '' ? null : Number(e.target.value) })}
          helperText={t('questionnaire.group.youngestHint')}
          sx={{ my: 2 }}
        >
          <MenuItem value="">{t('questionnaire.group.youngestAny')}</MenuItem>
          {Array.from({ length: 12 }, (_, age) => (
            <MenuItem key={age} value={String(age)}>
              {t('questionnaire.group.age', { count: age })}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
