// The reads that more than one screen of this remote makes, as TanStack Query hooks.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@jad/shared-ui';
import { fetchPlanOptions, listActivities, searchActivities } from './api';
import { planKeys } from './query-keys';

/** The questionnaire's choices and limits (also the categories of the add-activity dialog); they rarely change. */
export const usePlanOptions = (enabled = true) =>
  useQuery({
    queryKey: planKeys.options,
    queryFn: ({ signal }) => fetchPlanOptions(signal),
    staleTime: 10 * 60_000,
    enabled,
  });

/** The value once the user has stopped typing for a moment (the empty value at once). */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (!value) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The catalog as the activities team serves it: a search by name when there is a query, else the best rated of a
 * main category (or of all). With `searchOnly`, nothing is asked for until there is a query.
 */
export function useActivities(query: string, category: string | null, { enabled = true, searchOnly = false } = {}) {
  const q = useDebounced(query.trim());
  const typing = q !== query.trim();
  const result = useQuery({
    queryKey: planKeys.activities(q, q ? null : category),
    queryFn: ({ signal }) => (q ? searchActivities(q, signal) : listActivities(category, signal)),
    enabled: enabled && (!searchOnly || q !== ''),
    placeholderData: searchOnly ? keepPreviousData : undefined,
  });
  return { ...result, typing };
}
