import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The end column of a plan item's card (price, marks, actions; a booked visit's mark and link): beside the text on
 * wide screens, a row under it on narrow ones, indented past the item's number.
 */
export const ITEM_SIDE_COLUMN_SX: SxProps<Theme> = {
  display: 'flex',
  flexDirection: { xs: 'row', sm: 'column' },
  flexBasis: { xs: '100%', sm: 'auto' },
  alignItems: { xs: 'center', sm: 'flex-end' },
  justifyContent: 'space-between',
  paddingInlineStart: { xs: 5, sm: 0 },
  gap: 1,
};
