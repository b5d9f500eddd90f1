// Memory and throughput of the ETG content import: a generated dump of N hotels (one in five in Dubai, the rest in
// other regions, as a filtered world dump looks), compressed with the zstd CLI when present (else raw zstd blocks),
// served over HTTP and imported into PostgreSQL by importEtgContent in a fresh process, so its peak RSS is the
// importer's own.
//   npx tsx api/bench/etg-content/run.ts [--hotels 50000]
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the run creates
// the database jad_bench_etg beside it.
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zstdRawFrame } from '../../src/providers/hotel-supply/etg-dump-stream';
import { etgContentLine } from '../../src/providers/hotel-supply/etg-fake-serialise';
import { generateHotels } from '../../src/providers/hotel-supply/generate-large';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const HOTELS = arg('hotels', 50_000);
const CHUNK = 5_000;
const here = path.dirname(fileURLToPath(import.meta.url));

async function writeDump(
  dir: string,
): Promise<{ file: string; compressed: 'zstd -3' | 'raw blocks'; jsonlBytes: number }> {
  const jsonl = path.join(dir, 'dump.jsonl');
  const out = createWriteStream(jsonl);
  let bytes = 0;
  // Generated in chunks, so the generator never holds the whole dump either.
  for (let start = 0; start < HOTELS; start += CHUNK) {
    const hotels = generateHotels(Math.min(CHUNK, HOTELS - start), `etg-bench-${start}`);
    let text = '';
    hotels.forEach((h, i) => {
      const n = start + i;
      const other = n % 5 !== 0;
      text += `${etgContentLine(
        { ...h, hid: 30_000_001 + n, id: `bench_hotel_${n}` },
        other
          ? { region: { id: 100_000 + (n % 97), name: 'Elsewhere', type: 'City', country_code: 'OM', iata: null } }
          : {},
      )}\n`;
    });
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  const zst = `${jsonl}.zst`;
  if (spawnSync('zstd', ['--version']).status === 0) {
    execFileSync('zstd', ['-q', '-3', '-f', jsonl, '-o', zst]);
    return { file: zst, compressed: 'zstd -3', jsonlBytes: bytes };
  }
  const { readFileSync } = await import('node:fs');
  writeFileSync(zst, zstdRawFrame(readFileSync(jsonl)));
  return { file: zst, compressed: 'raw blocks', jsonlBytes: bytes };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'jad-etg-bench-'));
try {
  const dump = await writeDump(dir);
  const zstBytes = statSync(dump.file).size;
  console.log(
    `${HOTELS} hotels: ${(dump.jsonlBytes / 1e6).toFixed(1)} MB of JSON lines, ${(zstBytes / 1e6).toFixed(1)} MB (${dump.compressed})`,
  );
  const child = spawnSync('npx', ['tsx', path.join(here, 'import.ts'), dump.file], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`import failed (${child.status})`);
  const result = {
    hotels: HOTELS,
    jsonl_mb: +(dump.jsonlBytes / 1e6).toFixed(1),
    zst_mb: +(zstBytes / 1e6).toFixed(1),
    compressed: dump.compressed,
    ...JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}'),
  };
  console.log(result);
  writeFileSync(
    path.join(here, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), ...result }, null, 2)}\n`,
  );
} finally {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
