import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appStore, SEARCH_DEBOUNCE_MS, type Activity, type UserSummary } from '@jad/shared-ui/core';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { searchActivities, searchPeople, type SearchMode, type SearchResult } from './api';
import { isTagQuery, searchTags } from './tags';

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface HeaderSearchState {
  status: SearchStatus;
  results: SearchResult[];
}

/** The header search's query (TanStack Query) keys: one per mode and text. */
export const headerSearchKey = (mode: SearchMode, text: string) => ['shell', 'header-search', mode, text] as const;

/**
 * Runs the search 300 ms after the last keystroke, and only for a non-empty box (spec §4). The results shown are
 * those of the text in the box (an older answer is cancelled or kept aside by its own key), and a failed search
 * empties the list without a word (spec §8). The results also go to the app store's `search` (spec §3).
 */
export function useHeaderSearch(query: string, mode: SearchMode): HeaderSearchState {
  const typed = query.trim();
  const text = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { data, isPlaceholderData, isFetching } = useQuery({
    queryKey: headerSearchKey(mode, text),
    queryFn: ({ signal }) =>
      (mode === 'activities'
        ? searchActivities(text, signal)
        : isTagQuery(text)
          ? searchTags(text, signal)
          : searchPeople(text, signal)
      ).catch((): SearchResult[] => []),
    enabled: text !== '',
    // While the next answer is on its way the list keeps the previous one (under a spinner).
    placeholderData: keepPreviousData,
  });

  const current = text !== '' && text === typed && data !== undefined && !isPlaceholderData && !isFetching;
  useEffect(() => {
    if (current) publish(mode, data);
  }, [current, mode, data]);

  if (typed === '') return { status: 'idle', results: [] };
  return { status: current ? 'done' : 'loading', results: data ?? [] };
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
