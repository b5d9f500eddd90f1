import { asc, eq } from 'drizzle-orm';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/helpers';
import { supplyContentImports, supplyHotels } from '../../db/schema';
import { BuiltInHotelSupply } from './built-in-provider';
import { DbHotelCatalog } from './db-catalog';
import { DUBAI_REGION_ID } from './dubai-areas';
import { dubaiInventory } from './dubai-inventory';
import { EtgHotelSupply } from './etg-adapter';
import { importEtgContent, type ContentImportKind } from './etg-content-import';
import { etgContentLine, SAMPLE_METAPOLICY } from './etg-fake-serialise';
import { EtgFakeServer } from './etg-fake-server';
import { zstdLines } from './etg-dump-stream';
import { MemoryInventoryStore, MemoryOrderStore } from './memory-store';

const KEY_ID = '4321';
const KEY = 'etg-test-key-0f9a';
const hotels = dubaiInventory().slice(0, 30);
const abroad = { ...dubaiInventory()[40]!, hid: 99_000_001, id: 'hotel_in_muscat' };

describe.each(dbKinds())('ETG content import on %s', (kind) => {
  let test: TestDatabase;
  let fake: EtgFakeServer;
  let etg: EtgHotelSupply;
  const warnings: { line?: number; error?: string }[] = [];
  const log = { info: () => undefined, warn: (o: unknown) => void warnings.push(o as (typeof warnings)[number]) };
  const db = () => test.database.db;
  const run = (k: ContentImportKind, batchSize = 7) =>
    importEtgContent({
      db: db(),
      kind: k,
      dumpOf: (x) => etg.contentDump(x),
      regionIds: [DUBAI_REGION_ID],
      log,
      batchSize,
    });
  const etgRows = () =>
    db().select().from(supplyHotels).where(eq(supplyHotels.source, 'etg')).orderBy(asc(supplyHotels.hid));

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const provider = new BuiltInHotelSupply({
      inventory: new MemoryInventoryStore(dubaiInventory()),
      orders: new MemoryOrderStore(),
      secret: 'fake-etg-hash-secret',
    });
    fake = await EtgFakeServer.start({ keyId: KEY_ID, key: KEY, provider });
    etg = new EtgHotelSupply({ baseUrl: fake.url, keyId: KEY_ID, key: KEY, timeoutMs: 5000 });
  });
  afterAll(async () => {
    await fake?.close();
    await test?.close();
  });

  it('imports the Dubai hotels of a full dump, resumes after a broken download without duplicates, skips the rest', async () => {
    const lines = [
      ...hotels.slice(0, 10).map((h) => etgContentLine(h)),
      '{"id": "broken", "hid": 12, "name": ', // cut off: logged and skipped
      etgContentLine(abroad, { region: { id: 2734, name: 'Muscat', type: 'City', country_code: 'OM', iata: 'MCT' } }),
      ...hotels.slice(10).map((h) => etgContentLine(h)),
    ];
    fake.setContentDump('full', lines, '2026-11-26');
    // The first download breaks off two thirds of the way through.
    fake.dropNextArchiveAfter(Math.floor(Buffer.byteLength(lines.join('\n')) * 0.66));
    await expect(run('full')).rejects.toThrow();
    const [interrupted] = await db().select().from(supplyContentImports);
    expect(interrupted).toMatchObject({ kind: 'full', status: 'running' });
    expect(interrupted!.linesDone).toBeGreaterThan(0);
    expect(interrupted!.linesDone % 7).toBe(0); // whole batches only
    expect(interrupted!.linesDone).toBeLessThan(lines.length);
    const before = await etgRows();
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(hotels.length);

    const done = await run('full');
    expect(done).toMatchObject({ id: interrupted!.id, status: 'done', linesDone: lines.length });
    expect(done).toMatchObject({ upserted: hotels.length, skipped: 1, malformed: 1, deleted: 0 });
    expect(done!.totalBytes).toBeGreaterThan(0);
    expect(warnings).toEqual([expect.objectContaining({ line: 10 })]);
    // Every Dubai hotel once, the Muscat one not at all.
    const rows = await etgRows();
    expect(rows.map((r) => r.hid)).toEqual(hotels.map((h) => h.hid).sort((a, b) => a - b));
    const first = rows.find((r) => r.hid === hotels[0]!.hid)!;
    expect(first).toMatchObject({ regionId: DUBAI_REGION_ID, countryCode: 'AE', nameEn: hotels[0]!.name.en });
    expect(first.metapolicy).toEqual({
      struct: SAMPLE_METAPOLICY,
      extraInfo: '<p>A Tourism Dirham fee is paid at the hotel.</p>',
    });
    const data = first.data as { roomTypes: { id: string; imageUrls: string[] }[]; imageUrls: string[] };
    expect(data.roomTypes).toHaveLength(hotels[0]!.roomTypes.length);
    expect(data.roomTypes[0]!.imageUrls[0]).toMatch(/\{size\}/);
    expect(data.imageUrls).toHaveLength(hotels[0]!.imageCount);

    // The catalog of the ETG supplier serves them, with their policies; the demo hotels are not among them.
    const snapshot = await new DbHotelCatalog(db(), { source: 'etg' }).snapshot();
    expect(snapshot.hotels).toHaveLength(hotels.length);
    expect(snapshot.byHid.get(hotels[0]!.hid)?.policies?.struct).toEqual(SAMPLE_METAPOLICY);

    // The same dump again: nothing to do.
    expect(await run('full')).toBeNull();
    expect(fake.archiveDownloads).toBe(2);
  });

  it('applies the incremental dump: changed hotels updated, deleted ones and those that left the region removed', async () => {
    const [changed, removed, moved] = hotels;
    fake.setContentDump(
      'incremental',
      [
        etgContentLine(changed!, { name: 'Renamed Tower Hotel', metapolicy_extra_info: null, metapolicy_struct: null }),
        JSON.stringify({ id: removed!.id, hid: removed!.hid, deleted: true }),
        etgContentLine(moved!, { region: { id: 2011, name: 'Sharjah', type: 'City', country_code: 'AE', iata: null } }),
      ],
      '2026-11-27',
    );
    const done = await run('incremental');
    expect(done).toMatchObject({ status: 'done', linesDone: 3, upserted: 1, deleted: 2, skipped: 1 });
    const rows = await etgRows();
    expect(rows).toHaveLength(hotels.length - 2);
    const renamed = rows.find((r) => r.hid === changed!.hid)!;
    expect(renamed).toMatchObject({ nameEn: 'Renamed Tower Hotel', metapolicy: null });
  });

  it('reads archives made by the reference zstd compressor', async () => {
    // `head -5 lines.jsonl | zstd -19 | base64`: compressed blocks, not the raw ones the stand-in serves.
    const archive = Buffer.from(
      'KLUv/QRofQIAooMNFMDr//rntsTutmT8VUmbSKZL/Zw3IF5OHWMIIbqbmUG8nLq60HPl5IiZ9rDkR6WHbzr5UYcBDKgQ8Pp/D+A1BxAuxuUDnKMBsMLeAV3JIJQ=',
      'base64',
    );
    async function* chunks() {
      for (let i = 0; i < archive.length; i += 5) yield archive.subarray(i, i + 5);
    }
    const lines: string[] = [];
    for await (const line of zstdLines(chunks())) lines.push(line.text);
    expect(lines.map((l) => (JSON.parse(l) as { hid: number }).hid)).toEqual([1, 2, 3, 4, 5]);
    expect(lines[0]).toBe('{"id":"h1","hid":1,"name":"Hotel 1 é"}');
  });
});
