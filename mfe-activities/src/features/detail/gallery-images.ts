// Free of imports: the first frame (src/frame) shows the gallery's thumbnails as the page does.

/** A picture's thumbnail: the api's 256 px rendition of its 1200 px one. */
export const thumbnailOf = (src: string) => src.replace('/1200.svg', '/256.svg');
