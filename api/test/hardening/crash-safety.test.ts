import { spawn } from 'node:child_process';
import path from 'node:path';
import { dbKinds } from '../helpers';

// Drives crash-safety.ts (kill -9 in a burst of writes, restart, check the database) with a short burst, so the
// jest run keeps it honest on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
const ACKS = 40;
const API_DIR = path.resolve(__dirname, '..', '..');

function runLeg(kind: 'pglite' | 'postgres'): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/hardening/crash-safety.ts', '--db', kind, '--acks', String(ACKS)],
      {
        cwd: API_DIR,
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, lines: output.split('\n').filter(Boolean) }));
  });
}

describe.each(dbKinds())('crash safety on %s', (kind) => {
  it(`kill -9 after ${ACKS} acknowledged writes: nothing acknowledged lost or doubled, no room oversold, every paid booking paid once`, async () => {
    const { code, lines } = await runLeg(kind);
    // The script's own lines ("ok"/"FAIL" per check) are the failure message.
    expect({ code, failed: lines.filter((l) => /FAIL|Error/.test(l)) }).toEqual({ code: 0, failed: [] });
    expect(lines.some((l) => l.includes('no room oversold'))).toBe(true);
  }, 300_000);
});
