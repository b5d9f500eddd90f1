// Imports ETG's hotel content (hotel/info/dump, or the daily incremental_dump) into supply_hotels:
// download → zstd → lines → batches, each batch written in one transaction together with the import's progress
// row (supply_content_imports), so a crash loses at most the batch in flight and the next run continues from the
// last committed line. Upserts by ETG's hid make a batch safe to write twice.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplyContentImports, supplyHotels, type SupplyContentImportRow } from '../../db/schema';
import { upsertSupplyHotels, type SupplierHotel } from './db-catalog';
import { importedHotelOf, MalformedHotelError } from './etg-content-mapping';
import { zstdLines } from './etg-dump-stream';
import type { EtgDumpData, EtgDumpHotel } from './etg-wire';

export type ContentImportKind = 'full' | 'incremental';

export interface ContentImportLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface ContentImportOptions {
  db: Db;
  /** Asks ETG where the archive is (EtgHotelSupply.contentDump). */
  dumpOf: (kind: ContentImportKind) => Promise<EtgDumpData>;
  kind: ContentImportKind;
  /** ETG region ids to keep (Dubai: 6053839); other hotels are skipped. */
  regionIds: readonly number[];
  log: ContentImportLog;
  /** Lines per transaction. Default 500. */
  batchSize?: number;
  /** The archive is a presigned link: fetched without our ETG credentials. */
  fetch?: typeof fetch;
  /** Stops between batches (shutdown); the import stays `running` and is continued later. */
  signal?: AbortSignal;
}

const SOURCE = 'etg';

/** The region id of a line, read without parsing it: a world dump is millions of lines, nearly all elsewhere. */
const REGION_ID = /"region"\s*:\s*\{[^{}]*?"id"\s*:\s*(\d+)/;

export function regionIdOfLine(text: string): number | null {
  const m = REGION_ID.exec(text);
  return m ? Number(m[1]) : null;
}

/** ETG's region ids from ETG_CONTENT_REGION_IDS (comma-separated); Dubai when unset. */
export function contentRegionIds(env: Record<string, string | undefined>): number[] {
  const raw = env.ETG_CONTENT_REGION_IDS?.trim();
  if (!raw) return [6053839];
  const ids = raw.split(',').map((s) => Number(s.trim()));
  if (ids.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error('ETG_CONTENT_REGION_IDS must be whole numbers separated by commas');
  return ids;
}

interface Batch {
  upserts: SupplierHotel[];
  deletes: number[];
  lines: number;
  skipped: number;
  malformed: number;
}

const emptyBatch = (): Batch => ({ upserts: [], deletes: [], lines: 0, skipped: 0, malformed: 0 });

async function writeBatch(db: Db, run: SupplyContentImportRow, batch: Batch, linesDone: number, bytesDone: number) {
  return db.transaction(async (tx) => {
    // One row per hid in a statement: a dump listing a hotel twice keeps its last line.
    const byHid = new Map(batch.upserts.map((u) => [u.hotel.hid, u]));
    await upsertSupplyHotels(tx, [...byHid.values()], { source: SOURCE });
    let deleted = 0;
    if (batch.deletes.length > 0) {
      const gone = await tx
        .delete(supplyHotels)
        .where(and(eq(supplyHotels.source, SOURCE), inArray(supplyHotels.hid, batch.deletes)))
        .returning({ hid: supplyHotels.hid });
      deleted = gone.length;
    }
    const [row] = await tx
      .update(supplyContentImports)
      .set({
        linesDone,
        bytesDone,
        upserted: sql`${supplyContentImports.upserted} + ${byHid.size}`,
        deleted: sql`${supplyContentImports.deleted} + ${deleted}`,
        skipped: sql`${supplyContentImports.skipped} + ${batch.skipped}`,
        malformed: sql`${supplyContentImports.malformed} + ${batch.malformed}`,
        updatedAt: new Date(),
      })
      .where(eq(supplyContentImports.id, run.id))
      .returning();
    return row ?? run;
  });
}

/** The interrupted import of this kind to continue, or a new one (null when today's dump is imported already). */
async function startOrResume(options: ContentImportOptions): Promise<SupplyContentImportRow | null> {
  const { db, kind } = options;
  const [open] = await db
    .select()
    .from(supplyContentImports)
    .where(and(eq(supplyContentImports.kind, kind), eq(supplyContentImports.status, 'running')))
    .orderBy(desc(supplyContentImports.id))
    .limit(1);
  if (open) return open;
  const dump = await options.dumpOf(kind);
  if (dump.last_update) {
    const [done] = await db
      .select({ id: supplyContentImports.id })
      .from(supplyContentImports)
      .where(
        and(
          eq(supplyContentImports.kind, kind),
          eq(supplyContentImports.status, 'done'),
          eq(supplyContentImports.dumpDate, dump.last_update),
        ),
      )
      .limit(1);
    if (done) return null;
  }
  const [row] = await db
    .insert(supplyContentImports)
    .values({ kind, url: dump.url, dumpDate: dump.last_update ?? null })
    .returning();
  return row ?? null;
}

async function finish(db: Db, id: number, status: 'done' | 'failed', lastError: string | null) {
  const [row] = await db
    .update(supplyContentImports)
    .set({ status, lastError, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(supplyContentImports.id, id))
    .returning();
  return row;
}

/**
 * Runs (or continues) one import and returns its row; null when there was nothing new. Throws when the download
 * breaks off: the row stays `running` with its last committed line, and the next run continues from there. An
 * archive that is gone (4xx: ETG's links expire) fails the import, so the next run asks for a new one.
 */
export async function importEtgContent(options: ContentImportOptions): Promise<SupplyContentImportRow | null> {
  const { db, log, kind } = options;
  const regions = new Set(options.regionIds);
  const batchSize = options.batchSize ?? 500;
  const started = await startOrResume(options);
  if (!started) {
    log.info({ kind }, 'etg content: this dump is imported already');
    return null;
  }
  let run: SupplyContentImportRow = started;
  const resumeFrom = run.linesDone;
  log.info({ kind, import: run.id, resume_from_line: resumeFrom }, 'etg content import started');
  const res = await (options.fetch ?? fetch)(run.url, { signal: options.signal });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    const message = `archive answered HTTP ${res.status}`;
    if (res.status >= 400 && res.status < 500) await finish(db, run.id, 'failed', message);
    throw new Error(`etg content: ${message}`);
  }
  const totalBytes = Number(res.headers.get('content-length')) || null;
  if (totalBytes !== run.totalBytes) {
    await db.update(supplyContentImports).set({ totalBytes }).where(eq(supplyContentImports.id, run.id));
  }
  let batch = emptyBatch();
  let lastIndex = resumeFrom - 1;
  let bytes = 0;
  const flush = async () => {
    run = await writeBatch(db, run, batch, lastIndex + 1, bytes);
    batch = emptyBatch();
    log.info(
      {
        kind,
        import: run.id,
        lines_done: run.linesDone,
        bytes_done: run.bytesDone,
        total_bytes: totalBytes,
        upserted: run.upserted,
        deleted: run.deleted,
        skipped: run.skipped,
        malformed: run.malformed,
      },
      'etg content import progress',
    );
  };
  try {
    for await (const line of zstdLines(res.body as unknown as AsyncIterable<Uint8Array>)) {
      bytes = line.bytesRead;
      // Lines before the resume point were committed by an earlier run: read past them without parsing.
      if (line.index < resumeFrom) continue;
      lastIndex = line.index;
      batch.lines += 1;
      // A full dump's hotel of another region is skipped before its JSON is parsed.
      const regionId = kind === 'full' ? regionIdOfLine(line.text) : null;
      if (regionId !== null && !regions.has(regionId)) {
        batch.skipped += 1;
        if (batch.lines >= batchSize) await flush();
        continue;
      }
      let parsed: EtgDumpHotel;
      try {
        parsed = JSON.parse(line.text) as EtgDumpHotel;
        if (!parsed || typeof parsed !== 'object') throw new MalformedHotelError('not an object');
        if (parsed.deleted === true) {
          if (typeof parsed.hid === 'number') batch.deletes.push(parsed.hid);
          else throw new MalformedHotelError('deleted hotel without hid');
        } else if (!parsed.region || !regions.has(parsed.region.id as number)) {
          batch.skipped += 1;
          // A hotel that left the regions (or changed region) since the last import goes too.
          if (kind === 'incremental' && typeof parsed.hid === 'number') batch.deletes.push(parsed.hid);
        } else {
          batch.upserts.push(importedHotelOf(parsed));
        }
      } catch (e) {
        batch.malformed += 1;
        log.warn({ kind, import: run.id, line: line.index, error: (e as Error).message }, 'etg content: line skipped');
      }
      if (batch.lines >= batchSize) {
        await flush();
        options.signal?.throwIfAborted();
      }
    }
    bytes = totalBytes ?? bytes;
    if (batch.lines > 0 || lastIndex + 1 > run.linesDone) await flush();
  } catch (e) {
    await db
      .update(supplyContentImports)
      .set({ lastError: String((e as Error).message ?? e).slice(0, 2000), updatedAt: new Date() })
      .where(eq(supplyContentImports.id, run.id));
    throw e;
  }
  const done = (await finish(db, run.id, 'done', null)) ?? run;
  log.info(
    { kind, import: done.id, lines: done.linesDone, upserted: done.upserted, deleted: done.deleted },
    'etg content import done',
  );
  return done;
}
