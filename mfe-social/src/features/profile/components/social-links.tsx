import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProfile } from '@/lib/api-types';
import { NS } from '@/i18n';

// MUI has no TikTok, Snapchat or Linktree icon: their marks, simplified to one path each.
const TikTokIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.8 5.8 0 1 0 5 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.3-1.6z" />
  </SvgIcon>
);
const SnapchatIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 2.5c2.9 0 5.2 2.2 5.2 5.1v2.6l1.4-.5c.5-.2 1 .3.7.8-.4.6-1.4 1-2.1 1.2.4 1.6 1.8 3 3.5 3.6.4.1.4.7 0 .9-.7.3-1.6.4-2.2.6-.2.5 0 1.2-.6 1.2-.8 0-1.8-.3-2.9.3-1 .6-1.9 1.7-3 1.7s-2-1.1-3-1.7c-1.1-.6-2.1-.3-2.9-.3-.6 0-.4-.7-.6-1.2-.6-.2-1.5-.3-2.2-.6-.4-.2-.4-.8 0-.9 1.7-.6 3.1-2 3.5-3.6-.7-.2-1.7-.6-2.1-1.2-.3-.5.2-1 .7-.8l1.4.5V7.6c0-2.9 2.3-5.1 5.2-5.1z" />
  </SvgIcon>
);
const LinktreeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M10.5 2h3v5.6l4-4 2.1 2.1-4.1 4h5.8v3h-5.8l4.1 4.1-2.1 2.1-5.5-5.5-5.5 5.5-2.1-2.1 4.1-4.1H2.5v-3h5.8l-4.1-4 2.1-2.1 4 4V2zm0 13.5h3V22h-3z" />
  </SvgIcon>
);

type Network = 'twitter' | 'instagram' | 'tiktok' | 'snapchat' | 'facebook' | 'linktree';

/** In the order people look for them; each with its mark. */
const NETWORKS: { key: Network; Icon: ComponentType<SvgIconProps> }[] = [
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'twitter', Icon: XIcon },
  { key: 'tiktok', Icon: TikTokIcon },
  { key: 'snapchat', Icon: SnapchatIcon },
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'linktree', Icon: LinktreeIcon },
];

/** The link when it is a web address (http or https); anything else (javascript:, data:, a bare word) is not shown. */
export function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The member's own links (saved in edit profile) as icon buttons. They lead off the site to pages the member chose:
 * a new tab, no opener, and nofollow ugc so search engines give them no weight from us.
 */
export function SocialLinks({ profile, name }: { profile: SocialProfile; name: string }) {
  const { t } = useTranslation(NS);
  const links = NETWORKS.flatMap(({ key, Icon }) => {
    const href = safeLink(profile[key]);
    return href ? [{ key, Icon, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('profile.links.label', { name })}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, ms: -1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {links.map(({ key, Icon, href }) => {
        const label = t(`profile.links.${key}`, { name });
        return (
          <li key={key}>
            <Tooltip title={label}>
              <IconButton
                component="a"
                href={href}
                target="_blank"
                rel="noopener nofollow ugc"
                aria-label={t('profile.links.opensNewTab', { label })}
                data-testid={`social-link-${key}`}
                sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          </li>
        );
      })}
    </Box>
  );
}
