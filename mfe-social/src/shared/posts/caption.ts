/** A post's caption limit, the api's. */
export const CAPTION_MAX = 2200;
