import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { InlineIcon } from '@/components/inline-icon';
import { HEADER_SEARCH_NS } from './i18n';

interface SearchToggleProps {
  onOpen?: () => void;
  onPointerEnter?: () => void;
}

/**
 * The closed search button the navbar paints at once; the search box itself (input, results, their MUI parts)
 * is a chunk loaded on the first open, which keeps it out of the first load of every page.
 */
export function SearchToggle({ onOpen, onPointerEnter }: SearchToggleProps) {
  const { t } = useTranslation(HEADER_SEARCH_NS);
  return (
    <IconButton
      color="inherit"
      aria-label={t('open')}
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={onPointerEnter}
      data-testid="header-search-open"
    >
      <InlineIcon name="search" />
    </IconButton>
  );
}
