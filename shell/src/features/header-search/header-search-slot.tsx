import { lazy, Suspense, useState } from 'react';
import { SearchToggle } from './search-toggle';

// The activities domain's search box: its own chunk, fetched when the visitor points at or opens the search.
const loadSearch = () => import('./header-search');
const HeaderSearch = lazy(() => loadSearch().then((m) => ({ default: m.HeaderSearch })));

/** The navbar's search: a button until first opened, then the search box. */
export function HeaderSearchSlot() {
  const [wanted, setWanted] = useState(false);
  return wanted ? (
    <Suspense fallback={<SearchToggle />}>
      <HeaderSearch defaultExpanded />
    </Suspense>
  ) : (
    <SearchToggle onOpen={() => setWanted(true)} onPointerEnter={() => void loadSearch()} />
  );
}
