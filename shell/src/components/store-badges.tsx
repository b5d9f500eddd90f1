import Box from '@mui/material/Box';
import { visuallyHidden } from '@jad/shared-ui/core';
import { useTranslation } from 'react-i18next';
import { STORE_LINKS, STORES, type Store } from '@/config/store-links';

// Small monochrome store marks drawn inline: no image requests, and they follow the badge's text colour.
const MARKS: Record<Store, string> = {
  apple:
    'M16.4 12.6c0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z',
  google: 'M4 2.8v18.4c0 .5.6.8 1 .5l10.6-9.2c.3-.3.3-.7 0-1L5 2.3c-.4-.3-1 0-1 .5zm12.6 6.4 2.9-1.7M16.6 14.8l2.9 1.7',
  huawei: 'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zm2.5 5a3.5 3.5 0 0 0 7 0M7 8h10',
};

function Badge({ store, size }: { store: Store; size: 'small' | 'medium' }) {
  const { t } = useTranslation('shell');
  const filled = store === 'apple';
  return (
    <Box
      component="a"
      href={STORE_LINKS[store]}
      target="_blank"
      rel="noopener noreferrer"
      data-store={store}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        // One width for the three, so they line up in a column.
        width: size === 'small' ? 160 : 172,
        whiteSpace: 'nowrap',
        height: size === 'small' ? 40 : 46,
        px: 1.25,
        borderRadius: 1.5,
        bgcolor: 'common.black',
        color: 'common.white',
        border: 1,
        borderColor: 'grey.600',
        textDecoration: 'none',
        '&:hover': { borderColor: 'grey.400' },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 24, height: 24, flexShrink: 0 }}
      >
        <path
          d={MARKS[store]}
          fill={filled ? 'currentColor' : 'none'}
          stroke={filled ? 'none' : 'currentColor'}
          strokeWidth={1.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1, textAlign: 'start' }}>
        <Box component="span" sx={{ fontSize: 10, opacity: 0.9 }}>
          {t(`badges.${store}.top`)}
        </Box>
        <Box
          component="span"
          lang="en"
          dir="ltr"
          sx={{
            fontSize: size === 'small' ? 15 : 17,
            fontWeight: 600,
            fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          }}
        >
          {t(`badges.${store}.name`)}
        </Box>
      </Box>
      {/* Read after the visible words, so the link's name starts with what is on the badge (WCAG 2.5.3). */}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('badges.opensInNewTab')}`}
      </Box>
    </Box>
  );
}

/** The Apple, Google Play and Huawei AppGallery badges (spec §1, §2). */
export function StoreBadges({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {STORES.map((store) => (
        <Badge key={store} store={store} size={size} />
      ))}
    </Box>
  );
}
