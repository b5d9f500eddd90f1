import { activities } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { buildVocabulary, type Vocabulary } from './typo-correction';

const TTL_MS = 5 * 60_000;

interface Entry {
  loadedAt: number;
  vocabulary: Promise<Vocabulary>;
}

// One vocabulary per database (one per app in production, one per test app in tests), rebuilt every
// few minutes so new activities' words become correctable without a restart.
const cache = new WeakMap<object, Entry>();

async function load(db: Db): Promise<Vocabulary> {
  const rows = await db.select({ en: activities.nameEn, ar: activities.nameAr }).from(activities);
  return buildVocabulary(rows.flatMap((r) => [r.en, r.ar]));
}

export function vocabularyOf(db: Db, now = Date.now()): Promise<Vocabulary> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt < TTL_MS) return entry.vocabulary;
  const vocabulary = load(db);
  cache.set(db, { loadedAt: now, vocabulary });
  // A failed load is not kept: the next search tries again.
  vocabulary.catch(() => cache.delete(db));
  return vocabulary;
}
