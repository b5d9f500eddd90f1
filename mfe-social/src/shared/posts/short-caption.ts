/** Captions past this length (or 3 lines) end in "… more" in a card (post-caption.tsx, and the first frame's copy). */
export const SHORT_CAPTION = 140;

/** A caption as a card first shows it: whole, or its start cut at a space (a tag, mention or link is never cut in two). */
export function captionPreview(caption: string): { text: string; long: boolean } {
  const long = caption.length > SHORT_CAPTION || caption.split('\n').length > 3;
  if (!long) return { text: caption, long };
  const head = caption.slice(0, SHORT_CAPTION);
  const space = head.search(/\s\S*$/u);
  return { text: `${(space > SHORT_CAPTION / 2 ? head.slice(0, space) : head).trimEnd()}…`, long };
}
