import { DataProvider } from '@jad/shared-ui/data';
import { useDestinationSuggestions } from './use-destination-suggestions';

function Options({ query }: { query: string }) {
  const labels = useDestinationSuggestions(query);
  return labels.map((label) => <option key={label} value={label} />);
}

/**
 * The destination box's `<datalist>` options. Its own chunk (with the query client), loaded when the box is first
 * focused: the home page's first load carries neither.
 */
export default function DestinationOptions({ query }: { query: string }) {
  return (
    <DataProvider>
      <Options query={query} />
    </DataProvider>
  );
}
