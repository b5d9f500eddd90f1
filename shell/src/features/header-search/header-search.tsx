import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useAppStore, usePathname, visuallyHidden } from '@jad/shared-ui/core';
import { DataProvider } from '@jad/shared-ui/data';
import { InlineIcon } from '@/components/inline-icon';
import { resultHref, type SearchMode } from './api';
import { HEADER_SEARCH_NS } from './i18n';
import { SearchOption } from './search-option';
import { useHeaderSearch } from './use-header-search';

const CLOSE_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * The navbar's expandable search (spec §2, §4): on /feed it finds people, elsewhere activities.
 * A combobox: arrows move through the (at most 4) results, Enter opens one, Escape closes the list and
 * then the box. On a phone the open box covers the bar.
 */
export function HeaderSearch(props: { defaultExpanded?: boolean }) {
  // Its own chunk, rendered by the shell (outside any remote's root): the page's one query client.
  return (
    <DataProvider>
      <SearchBox {...props} />
    </DataProvider>
  );
}

function SearchBox({ defaultExpanded = false }: { defaultExpanded?: boolean }) {
  const { t } = useTranslation(HEADER_SEARCH_NS);
  const common = useTranslation('common').t;
  const lang = useAppStore((s) => s.lang);
  const pathname = usePathname();
  const mode: SearchMode = pathname === '/feed' ? 'people' : 'activities';
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Set when the box closes from the keyboard: focus goes back to the search button once it is drawn.
  const refocus = useRef(false);
  const ids = useId();
  const listId = `${ids}-list`;
  const { status, results } = useHeaderSearch(expanded ? query : '', mode);

  // Another page, another search: the people and activities lists never mix.
  useEffect(() => {
    setQuery('');
    setListOpen(false);
    setActive(-1);
  }, [pathname]);
  useEffect(() => setActive(-1), [results]);
  useEffect(() => {
    if (expanded) input.current?.focus();
    else if (refocus.current) {
      refocus.current = false;
      toggle.current?.focus();
    }
  }, [expanded]);

  const showList = expanded && listOpen && query.trim() !== '' && status !== 'idle';

  const collapse = () => {
    setQuery('');
    setListOpen(false);
    refocus.current = true;
    setExpanded(false);
  };

  const choose = (index: number) => {
    const result = results[index];
    if (!result) return;
    setListOpen(false);
    setQuery('');
    setExpanded(false);
    navigate(resultHref(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const n = results.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      if (showList && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) setListOpen(false);
      else collapse();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setListOpen(false);
  };

  if (!expanded) {
    return (
      <IconButton
        ref={toggle}
        color="inherit"
        aria-label={t('open')}
        aria-expanded={false}
        onClick={() => setExpanded(true)}
        data-testid="header-search-open"
      >
        <InlineIcon name="search" />
      </IconButton>
    );
  }

  return (
    <Box
      onBlur={onBlur}
      sx={{
        position: { xs: 'fixed', md: 'relative' },
        top: { xs: 0, md: 'auto' },
        insetInline: { xs: 0, md: 'auto' },
        height: { xs: 56, md: 'auto' },
        zIndex: (theme) => ({ xs: theme.zIndex.appBar + 1, md: 'auto' }),
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        display: 'flex',
        alignItems: 'center',
        px: { xs: 1.5, md: 0 },
      }}
    >
      <Box
        role="search"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: { xs: '100%', md: 320 },
          px: 1.5,
          height: 40,
          borderRadius: 20,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper' },
        }}
      >
        <InlineIcon name="search" size={20} sx={{ color: 'text.secondary' }} />
        <InputBase
          inputRef={input}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setListOpen(true);
          }}
          onFocus={() => setListOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t(`placeholder.${mode}`)}
          sx={{ flex: 1, fontSize: 14 }}
          inputProps={{
            role: 'combobox',
            'aria-label': t(`label.${mode}`),
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listId,
            'aria-activedescendant': showList && active >= 0 ? `${listId}-${active}` : undefined,
            enterKeyHint: 'search',
            'data-testid': 'header-search-input',
          }}
        />
        {status === 'loading' ? (
          <CircularProgress size={18} aria-label={t('loading')} data-testid="header-search-spinner" />
        ) : null}
        <IconButton size="small" onClick={collapse} aria-label={t('close')} edge="end">
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden="true"
            sx={{ width: 18, height: 18, fill: 'currentColor' }}
          >
            <path d={CLOSE_PATH} />
          </Box>
        </IconButton>
      </Box>

      <Typography component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {showList && status === 'done'
          ? results.length
            ? t('count', { count: results.length })
            : common('nothingToView')
          : ''}
      </Typography>

      {showList ? (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: { xs: 56, md: 'calc(100% + 8px)' },
            insetInline: { xs: 0, md: 'auto' },
            insetInlineEnd: { md: 0 },
            width: { xs: '100%', md: 360 },
            borderRadius: { xs: 0, md: 2 },
            overflow: 'hidden',
          }}
          data-testid="header-search-dropdown"
        >
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ px: 1.5, pt: 1, display: 'block' }}
            id={`${listId}-label`}
          >
            {t(`results.${mode}`)}
          </Typography>
          <Box component="div" role="listbox" id={listId} aria-labelledby={`${listId}-label`} sx={{ pb: 1 }}>
            {results.map((result, index) => (
              <SearchOption
                key={`${result.kind}-${result.id}`}
                id={`${listId}-${index}`}
                result={result}
                active={index === active}
                lang={lang}
                onChoose={() => {
                  setListOpen(false);
                  setQuery('');
                  setExpanded(false);
                }}
                onHover={() => setActive(index)}
              />
            ))}
          </Box>
          {status === 'done' && results.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 1.5, pb: 1.5 }} data-testid="header-search-empty">
              {common('nothingToView')}
            </Typography>
          ) : null}
          {status === 'loading' && results.length === 0 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
              <CircularProgress size={24} aria-hidden />
            </Box>
          ) : null}
        </Paper>
      ) : null}
    </Box>
  );
}
