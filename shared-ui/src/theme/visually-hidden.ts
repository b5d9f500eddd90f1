/**
 * Styles (for `sx`) that hide text from the eye but keep it for screen readers: a heading a page
 * needs for its outline, a live status, a link's full name. Sizes are strings because MUI reads a
 * bare `1` as 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
