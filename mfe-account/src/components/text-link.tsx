import Link, { type LinkProps } from '@mui/material/Link';
import { AppLink } from '@jad/shared-ui';

/** A themed link (colours follow light/dark) that navigates in-app without a page load. */
export function TextLink(props: LinkProps & { href: string }) {
  return <Link component={AppLink} underline="hover" {...props} />;
}
