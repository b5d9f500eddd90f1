import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Attractions from '@mui/icons-material/Attractions';
import Castle from '@mui/icons-material/Castle';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import Interests from '@mui/icons-material/Interests';
import Landscape from '@mui/icons-material/Landscape';
import Museum from '@mui/icons-material/Museum';
import Paragliding from '@mui/icons-material/Paragliding';
import Pool from '@mui/icons-material/Pool';
import Restaurant from '@mui/icons-material/Restaurant';
import Tour from '@mui/icons-material/Tour';
import { useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { StepProps } from './step-props';

// The main categories name their @mui/icons-material icon; these are the ones the catalog uses.
const ICONS: Record<string, ReactElement> = {
  Attractions: <Attractions />,
  Landscape: <Landscape />,
  Pool: <Pool />,
  DirectionsBoat: <DirectionsBoat />,
  Museum: <Museum />,
  Castle: <Castle />,
  Tour: <Tour />,
  Restaurant: <Restaurant />,
  Paragliding: <Paragliding />,
};

export function InterestsStep({ answers, update, options, questionId, errorId }: StepProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const tags = options.interests.filter((i) => i.kind === 'tag');
  const [showTags, setShowTags] = useState(() =>
    answers.interests.some((slug) => tags.some((tag) => tag.slug === slug)),
  );
  const toggle = (slug: string) =>
    update({
      interests: answers.interests.includes(slug)
        ? answers.interests.filter((s) => s !== slug)
        : [...answers.interests, slug],
    });

  const chip = (i: (typeof options.interests)[number]) => {
    const selected = answers.interests.includes(i.slug);
    return (
      <Chip
        key={i.slug}
        label={localized(lang, i.name_en, i.name_ar)}
        icon={i.kind === 'main' ? i.icon ? (ICONS[i.icon] ?? <Interests />) : <Interests /> : undefined}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        onClick={() => toggle(i.slug)}
        aria-pressed={selected}
        data-testid={`interest-${i.slug}`}
        sx={{ fontSize: i.kind === 'main' ? 15 : 14, py: i.kind === 'main' ? 2.25 : 0, px: 0.5 }}
      />
    );
  };

  return (
    <Box role="group" aria-labelledby={questionId} aria-describedby={errorId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.interests.filter((i) => i.kind === 'main').map(chip)}
      </Box>
      {tags.length > 0 ? (
        <>
          <Button size="small" onClick={() => setShowTags((v) => !v)} aria-expanded={showTags} sx={{ mt: 1.5 }}>
            {showTags ? t('questionnaire.interests.less') : t('questionnaire.interests.more')}
          </Button>
          {showTags ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{tags.map(chip)}</Box> : null}
        </>
      ) : null}
    </Box>
  );
}
