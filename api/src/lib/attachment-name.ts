import { create } from 'content-disposition';

// Download names from what people typed (a plan's name): an ASCII fallback for old clients, and the name itself
// (Arabic too) in filename* (RFC 6266 / RFC 8187) for the others.

/** The name in lower-case ASCII words joined by '-', or `fallback` when nothing ASCII is left. */
export function asciiFileStem(name: string, fallback: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return ascii || fallback;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a file called `name`.`ext`. */
export function attachmentDisposition(name: string, ext: string, fallback: string): string {
  // Nothing a file system refuses (path separators, control and bidi-override characters, reserved marks).
  const clean = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"*/:<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  const file = `${clean || fallback}.${ext}`;
  // A printable ASCII name goes as it is; any other gets its ASCII form beside it for clients without filename*.
  return /^[\x20-\x7e]*$/.test(file)
    ? create(file)
    : create(file, { fallback: `${asciiFileStem(name, fallback)}.${ext}` });
}
