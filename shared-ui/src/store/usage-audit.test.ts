/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// Every bus event has an emitter and a listener somewhere in the front ends' source, and every store slice is read
// outside the store's own module: an event or a slice nobody uses is dead weight that looks like a contract.
// The scan is textual (typed call sites: `bus.emit('x:y', …)`, `s.slice`, `store.slice`, `getState().slice`), on source files only.

const root = path.resolve(__dirname, '../../..');
const PACKAGES = ['shared-ui', 'shell', 'mfe-hotels', 'mfe-social', 'mfe-plans', 'mfe-activities', 'mfe-account'];
const STORE_DIR = path.join(root, 'shared-ui/src/store');

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test-utils' && entry.name !== 'test')
        sourceFiles(full, found);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

const files = PACKAGES.flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src'))).map((file) => ({
  file,
  text: fs.readFileSync(file, 'utf8'),
}));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keys of one interface of a file (top-level members only: two-space indent). */
function interfaceKeys(file: string, name: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(`export interface ${name} {`);
  const body = text.slice(start, text.indexOf('\n}', start));
  return [...body.matchAll(/^ {2}'?([\w:-]+)'?\??:/gm)].map((m) => m[1]!);
}

const events = interfaceKeys(path.join(root, 'shared-ui/src/bus/events.ts'), 'AppEvents');
const slices = interfaceKeys(path.join(STORE_DIR, 'app-state.ts'), 'AppState');

test('the scan sees the event map, the state and the front ends', () => {
  expect(events).toContain('account:signed-in');
  expect(slices).toEqual(expect.arrayContaining(['lang', 'currency', 'posts']));
  expect(files.length).toBeGreaterThan(200);
});

test.each(events)('bus event %s has an emitter and a listener', (event) => {
  const call = (method: string) => new RegExp(`\\.${method}\\(\\s*'${escape(event)}'`);
  const emitters = files.filter(({ text }) => call('emit').test(text)).map(({ file }) => path.relative(root, file));
  const listeners = files.filter(({ text }) => call('on').test(text)).map(({ file }) => path.relative(root, file));
  expect({ event, emitted: emitters.length > 0, heard: listeners.length > 0 }).toEqual({
    event,
    emitted: true,
    heard: true,
  });
});

test.each(slices)('store slice %s is read outside the store module', (slice) => {
  const read = new RegExp(
    `\\b(?:s|state|store|getState\\(\\))\\.${slice}\\b|\\{[^}]*\\b${slice}\\b[^}]*\\}\\s*=\\s*(?:appStore\\.)?getState\\(\\)`,
  );
  const readers = files.filter(({ file, text }) => !file.startsWith(STORE_DIR + path.sep) && read.test(text));
  expect({ slice, read: readers.length > 0 }).toEqual({ slice, read: true });
});
