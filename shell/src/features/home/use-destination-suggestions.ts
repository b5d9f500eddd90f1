import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppStore } from '@jad/shared-ui/core';
import { apiGet } from '@jad/shared-ui';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

interface DestinationSuggestion {
  kind: 'city' | 'area' | 'hotel';
  label: string;
  sublabel: string | null;
}

const DEBOUNCE_MS = 250;

/** The suggestions' query (TanStack Query) key: per language and typed text. */
export const destinationsKey = (lang: string, q: string) => ['shell', 'hotel-destinations', lang, q] as const;

/**
 * The destination box's suggestions from the hotels api (city, areas, hotels matching what is typed), in the
 * page's language, asked 250 ms after the last keystroke. Only mounted once the box is used (destination-options.tsx),
 * so the first load makes no request for them.
 */
export function useDestinationSuggestions(query: string): string[] {
  const lang = useAppStore((s) => s.lang);
  const q = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: destinationsKey(lang, q),
    queryFn: ({ signal }) =>
      apiGet<{ suggestions: DestinationSuggestion[] }>('/hotels/destinations', { params: { q, lang }, signal }),
    select: (answer) => [...new Set(answer.suggestions.map((s) => s.label))],
    // Suggestions only help typing: without them the box still takes any destination, so a failure is not retried.
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return data ?? [];
}
