import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppLink } from '@jad/shared-ui/core';

export interface TextLinkProps {
  href: string;
  children: ReactNode;
  /** Opens outside the app (another site, mailto:, tel:) in a new tab where it makes sense. */
  external?: boolean;
  dir?: 'ltr' | 'rtl';
  sx?: SxProps<Theme>;
}

const linkSx = {
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: 14,
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline', color: 'primary.main' },
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** A text link in theme colours: in-app paths navigate without a reload, others are plain anchors. */
export function TextLink({ href, children, external = false, dir, sx }: TextLinkProps) {
  const style = [linkSx, ...(Array.isArray(sx) ? sx : [sx])];
  if (external) {
    const newTab = /^https?:/.test(href);
    return (
      <Box
        component="a"
        href={href}
        dir={dir}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        sx={style}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box component={AppLink} href={href} dir={dir} sx={style}>
      {children}
    </Box>
  );
}
