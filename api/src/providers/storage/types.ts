export interface StoredObject {
  key: string;
  /** Where a browser fetches it, e.g. `/media/profile/ab12.webp`. */
  url: string;
}

/** Where uploaded media live. Keys are relative paths such as `profile/<uuid>.webp`. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, data: Buffer | Uint8Array, contentType?: string): Promise<StoredObject>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  url(key: string): string;
}

/** Lower-case letters, digits, `-`, `_` and `.` in `/`-separated segments; no `..`, no leading slash. */
export const STORAGE_KEY = /^(?!.*\.\.)(?!\/)[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertStorageKey(key: string): void {
  if (key.length > 300 || !STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
