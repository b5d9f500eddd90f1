import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslation } from 'react-i18next';
import { useAppStore, localized } from '@jad/shared-ui';
import type { MainCategoryUtil } from '@/lib/api-types';
import { CategoryIcon } from '@/components/category-icon';
import { NS } from '@/i18n';

export interface MainCategoryBarProps {
  categories: MainCategoryUtil[];
  selected: string | undefined;
  onSelect: (slug: string | undefined) => void;
}

/** One row of chips (scrolls sideways on small screens): all, then each main category. */
export function MainCategoryBar({ categories, selected, onSelect }: MainCategoryBarProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  return (
    <Box
      component="nav"
      aria-label={t('list.mainCategories')}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, scrollbarWidth: 'thin', '& > *': { flexShrink: 0 } }}
    >
      <Chip
        icon={<AppsIcon aria-hidden />}
        label={t('list.allCategories')}
        color={selected === undefined ? 'primary' : 'default'}
        variant={selected === undefined ? 'filled' : 'outlined'}
        onClick={() => onSelect(undefined)}
        aria-pressed={selected === undefined}
      />
      {categories.map((c) => (
        <Chip
          key={c.slug}
          icon={<CategoryIcon name={c.icon} />}
          label={localized(lang, c.name_en, c.name_ar)}
          color={selected === c.slug ? 'primary' : 'default'}
          variant={selected === c.slug ? 'filled' : 'outlined'}
          onClick={() => onSelect(selected === c.slug ? undefined : c.slug)}
          aria-pressed={selected === c.slug}
          data-testid={`main-category-${c.slug}`}
        />
      ))}
    </Box>
  );
}
