import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink, type Lang } from '@jad/shared-ui/core';
import { localized } from '@jad/shared-ui';
import { resultHref, type SearchResult } from './api';
import { HEADER_SEARCH_NS } from './i18n';

export interface SearchOptionProps {
  result: SearchResult;
  id: string;
  active: boolean;
  lang: Lang;
  onChoose: () => void;
  onHover: () => void;
}

// Material "Verified" path: the tick next to a verified person's name.
const VERIFIED_PATH =
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z';

/** One row of the dropdown: a link styled as a listbox option (focus stays in the box). */
export function SearchOption({ result, id, active, lang, onChoose, onHover }: SearchOptionProps) {
  const { t } = useTranslation(HEADER_SEARCH_NS);
  return (
    <Box
      component={AppLink}
      href={resultHref(result)}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onChoose}
      onMouseEnter={onHover}
      data-testid="header-search-option"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: active ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {result.kind === 'tag' ? (
        <>
          <Avatar alt="" sx={{ width: 36, height: 36, fontWeight: 800 }}>
            #
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              #<bdi>{result.tag}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {t('tagPosts', { count: result.post_count })}
            </Typography>
          </Box>
        </>
      ) : result.kind === 'activity' ? (
        <>
          <Box
            component="img"
            src={result.thumbnail}
            alt=""
            width={64}
            height={36}
            loading="lazy"
            sx={{ width: 64, height: 36, borderRadius: 1, objectFit: 'cover', flexShrink: 0, bgcolor: 'action.hover' }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }} noWrap lang={lang}>
            {localized(lang, result.name_en, result.name_ar)}
          </Typography>
        </>
      ) : (
        <>
          <Avatar src={result.profile_picture ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
            {(result.first_name || result.username).slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {result.first_name || result.username}
              </Typography>
              {result.is_verified ? (
                <Box
                  component="svg"
                  viewBox="0 0 24 24"
                  role="img"
                  aria-label={t('verified')}
                  sx={{ width: 16, height: 16, fill: 'currentColor', color: 'primary.main', flexShrink: 0 }}
                >
                  <title>{t('verified')}</title>
                  <path d={VERIFIED_PATH} />
                </Box>
              ) : null}
            </Box>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              component="div"
              dir="ltr"
              sx={{ textAlign: 'start' }}
            >
              @{result.username}
            </Typography>
          </Box>
        </>
      )}
    </Box>
  );
}
