import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isPlainClick, navigate } from './navigation';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  replace?: boolean;
}

/** An anchor that navigates in-app on a plain click (open-in-new-tab still works). Usable as MUI `component`. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, replace, onClick, children, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || rest.target === '_blank' || !href.startsWith('/')) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return (
    <a ref={ref} href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
});
