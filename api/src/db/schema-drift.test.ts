import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The schema files (src/db/schema) and the generated migrations (drizzle/) must agree: drizzle-kit generate, run
// against a copy of drizzle/, must find nothing to write. When this fails, run `npm run db:generate -w @jad/api`
// and commit the new migration (api/README.md, "Migrations").

const run = promisify(execFile);
const apiDir = path.resolve(__dirname, '../..');
// The package's exports map hides bin.cjs (the CLI); it sits beside the package's main file.
const drizzleKit = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

/** Runs drizzle-kit generate with the schema at `schema` into a copy of drizzle/; returns the files it added. */
async function generateIntoCopy(schema: string): Promise<{ added: string[]; output: string; sql: string }> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'jad-drizzle-check-'));
  try {
    cpSync(path.join(apiDir, 'drizzle'), out, { recursive: true });
    const before = new Set(readdirSync(out));
    // drizzle-kit takes the output folder relative to its working directory.
    const { stdout, stderr } = await run(
      process.execPath,
      [drizzleKit, 'generate', '--dialect=postgresql', `--schema=${schema}`, `--out=${path.relative(apiDir, out)}`],
      { cwd: apiDir, timeout: 60_000 },
    );
    const added = readdirSync(out).filter((f) => !before.has(f));
    const sql = added
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(out, f), 'utf8'))
      .join('\n');
    return { added, output: stdout + stderr, sql };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe('schema and migrations', () => {
  it('agree: drizzle-kit generate would write no new migration', async () => {
    const { added, output } = await generateIntoCopy('./src/db/schema/index.ts');
    expect(output).toMatch(/No schema changes/);
    expect(added).toEqual([]);
  }, 60_000);

  it('would catch a schema change that has no migration', async () => {
    // The same schema plus one table: the check must see it, or the test above proves nothing.
    const dir = mkdtempSync(path.join(apiDir, 'src/db/.drift-'));
    try {
      const file = path.join(dir, 'schema.ts');
      writeFileSync(
        file,
        [
          "import { integer, pgTable } from 'drizzle-orm/pg-core';",
          "export * from '../schema/index';",
          "export const driftProbe = pgTable('drift_probe', { id: integer('id').primaryKey() });",
          '',
        ].join('\n'),
      );
      const { added, sql } = await generateIntoCopy(`./${path.relative(apiDir, file)}`);
      expect(added.some((f) => f.endsWith('.sql'))).toBe(true);
      expect(sql).toMatch(/CREATE TABLE "drift_probe"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
