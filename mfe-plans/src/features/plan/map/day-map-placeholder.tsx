import Box from '@mui/material/Box';

/** The day map's size: its placeholder holds it while Leaflet loads, so the legend and the days below do not move. */
export const DAY_MAP_HEIGHT = { xs: 260, md: 420 } as const;

/** Where the day's map will be, as large and framed as it (the first frame paints it too). */
export function DayMapPlaceholder() {
  return (
    <Box
      aria-hidden
      data-testid="day-map-placeholder"
      sx={{ height: DAY_MAP_HEIGHT, borderRadius: 3, border: 1, borderColor: 'divider' }}
    />
  );
}
