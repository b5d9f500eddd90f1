import { useEffect, useState } from 'react';
import { api, useAppStore } from '@jad/shared-ui';

interface DestinationSuggestion {
  kind: 'city' | 'area' | 'hotel';
  label: string;
  sublabel: string | null;
}

const DEBOUNCE_MS = 250;

/**
 * The destination box's suggestions from the hotels api (city, areas, hotels matching what is typed), in the
 * page's language. Nothing is asked before the box is used, so the first load makes no request for them.
 */
export function useDestinationSuggestions(query: string, active: boolean): string[] {
  const lang = useAppStore((s) => s.lang);
  const [labels, setLabels] = useState<string[]>([]);

  useEffect(() => {
    if (!active) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .get<{ suggestions: DestinationSuggestion[] }>('/hotels/destinations', { params: { q: query.trim(), lang } })
        .then(({ data }) => {
          if (live) setLabels([...new Set(data.suggestions.map((s) => s.label))]);
        })
        // Suggestions only help typing: without them the box still takes any destination.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, lang, active]);

  return labels;
}
