import Link, { type LinkProps } from '@mui/material/Link';
import { AppLink } from '@jad/shared-ui';

/**
 * A themed link (colours follow light/dark) that navigates in-app without a page load. Underlined always: inside a
 * sentence colour alone does not set a link apart (WCAG 1.4.1).
 */
export function TextLink(props: LinkProps & { href: string }) {
  return <Link component={AppLink} underline="always" {...props} />;
}
