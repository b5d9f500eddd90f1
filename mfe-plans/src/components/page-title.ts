import { useEffect } from 'react';

/** Sets the tab title while the page is shown (the shell names only its own pages). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
