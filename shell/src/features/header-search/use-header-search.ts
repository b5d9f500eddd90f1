import { useEffect, useRef, useState } from 'react';
import { appStore, SEARCH_DEBOUNCE_MS, type Activity, type UserSummary } from '@jad/shared-ui';
import { searchActivities, searchPeople, type SearchMode, type SearchResult } from './api';
import { isTagQuery, searchTags } from './tags';

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface HeaderSearchState {
  status: SearchStatus;
  results: SearchResult[];
}

/**
 * Runs the search 300 ms after the last keystroke, and only for a non-empty box (spec §4). Answers of
 * an older query are ignored, and a failed search empties the list without a word (spec §8). The
 * results also go to the app store's `search` (spec §3).
 */
export function useHeaderSearch(query: string, mode: SearchMode): HeaderSearchState {
  const [state, setState] = useState<HeaderSearchState>({ status: 'idle', results: [] });
  const latest = useRef(0);

  useEffect(() => {
    const text = query.trim();
    const ticket = ++latest.current;
    if (text === '') {
      setState({ status: 'idle', results: [] });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ status: 'loading', results: s.results }));
      const request =
        mode === 'activities'
          ? searchActivities(text, controller.signal)
          : isTagQuery(text)
            ? searchTags(text, controller.signal)
            : searchPeople(text, controller.signal);
      request
        .then((results: SearchResult[]) => results)
        .catch(() => [] as SearchResult[])
        .then((results) => {
          if (ticket !== latest.current) return;
          setState({ status: 'done', results });
          publish(mode, results);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, mode]);

  return state;
}

function publish(mode: SearchMode, results: SearchResult[]): void {
  const store = appStore.getState();
  const search = store.search;
  if (mode === 'people') {
    const profiles: UserSummary[] = results.flatMap((r) =>
      r.kind === 'person'
        ? [
            {
              uuid: r.id,
              username: r.username,
              first_name: r.first_name,
              last_name: r.last_name,
              profile: { profile_picture: r.profile_picture, is_verified: r.is_verified },
            },
          ]
        : [],
    );
    store.setField('search', { ...search, profiles });
  } else {
    const activities: Activity[] = results.flatMap((r) =>
      r.kind === 'activity'
        ? [{ activity_id: r.id, name_en: r.name_en, name_ar: r.name_ar, horizontal_thumbnail: r.thumbnail }]
        : [],
    );
    store.setField('search', { ...search, activities });
  }
}
