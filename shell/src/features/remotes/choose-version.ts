import type { Domain } from '@/app/domains';
import type { RemoteManifest, RemoteVersion } from './manifest';

export const BUCKET_COOKIE = 'jad_ab_bucket';
export const BUCKETS = 1000;

/** FNV-1a, so a visitor's bucket maps to a different but stable slot for each domain. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks a version by weight for one bucket; weights need not sum to 100. */
export function pickVersion(versions: RemoteVersion[], bucket: number, domain: string): RemoteVersion | undefined {
  const live = versions.filter((v) => v.weight > 0);
  const total = live.reduce((sum, v) => sum + v.weight, 0);
  if (total === 0) return undefined;
  const slot = (hash(`${domain}:${bucket}`) % BUCKETS) / BUCKETS; // in [0, 1)
  let acc = 0;
  for (const v of live) {
    acc += v.weight / total;
    if (slot < acc) return v;
  }
  return live[live.length - 1];
}

/** QA pins from the query (`?mf.hotels=1.2.0`), kept for the tab so they survive navigation. */
export function readPins(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): Record<string, string> {
  const stored = safeParse(storage?.getItem('jad_mf_pins') ?? null);
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    if (key.startsWith('mf.') && /^[\w.-]{1,40}$/.test(value)) stored[key.slice(3)] = value;
  }
  storage?.setItem('jad_mf_pins', JSON.stringify(stored));
  return stored;
}

function safeParse(raw: string | null): Record<string, string> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export interface Choice {
  chosen: RemoteVersion;
  stable: RemoteVersion | undefined;
}

/** The version to load for a domain: a QA pin, else the weighted pick for the visitor's bucket. */
export function chooseVersion(
  manifest: RemoteManifest,
  domain: Domain,
  bucket: number,
  pins: Record<string, string>,
): Choice | undefined {
  const entry = manifest.remotes[domain];
  if (!entry) return undefined;
  const stable = entry.versions.find((v) => v.version === entry.stable);
  const pinned = pins[domain] ? entry.versions.find((v) => v.version === pins[domain]) : undefined;
  const chosen = pinned ?? pickVersion(entry.versions, bucket, domain) ?? stable;
  return chosen ? { chosen, stable } : undefined;
}

/** The visitor's sticky bucket, kept a year in a cookie. */
export function ensureBucket(doc: Pick<Document, 'cookie'>, random: () => number = Math.random): number {
  const match = /(?:^|;\s*)jad_ab_bucket=(\d{1,4})/.exec(doc.cookie);
  const existing = match ? Number(match[1]) : NaN;
  if (Number.isInteger(existing) && existing >= 0 && existing < BUCKETS) return existing;
  const bucket = Math.floor(random() * BUCKETS);
  doc.cookie = `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`;
  return bucket;
}
