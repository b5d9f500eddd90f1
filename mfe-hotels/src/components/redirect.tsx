import { navigate } from '@jad/shared-ui';
import { useEffect } from 'react';

/** Replaces the current page with `to` once rendered (navigating while rendering is not allowed). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}
