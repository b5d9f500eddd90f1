import fs from 'node:fs';
import path from 'node:path';
import { compareTranslations } from '../shared-ui/src/i18n/key-parity';

// Every en.json in the repo has an ar.json beside it with the same keys and placeholders, and the other way round.
const root = path.resolve(__dirname, '..');
const skip = new Set(['node_modules', 'dist', 'releases', 'reports', '.data', '.git', '.generated']);

function localeDirs(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (fs.existsSync(path.join(full, 'en.json')) || fs.existsSync(path.join(full, 'ar.json'))) found.push(full);
    localeDirs(full, found);
  }
  return found;
}

const dirs = localeDirs(root);

test('the repo has locale folders for the shell, shared-ui and every remote', () => {
  const names = dirs.map((d) => path.relative(root, d).split(path.sep)[0]);
  for (const pkg of ['shared-ui', 'shell', 'mfe-hotels', 'mfe-social', 'mfe-plans', 'mfe-activities', 'mfe-account'])
    expect(names).toContain(pkg);
});

test.each(dirs.map((d) => [path.relative(root, d), d]))('%s: en and ar have the same keys', (_name, dir) => {
  const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
  expect(fs.existsSync(path.join(dir, 'en.json'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'ar.json'))).toBe(true);
  expect(compareTranslations(read('en'), read('ar'))).toEqual({
    missingInSecond: [],
    missingInFirst: [],
    emptyValues: [],
    placeholderMismatches: [],
  });
});

// Namespaces kept in their own pair of files beside en.json/ar.json (shared-ui's errors.en.json/errors.ar.json).
const namedPairs = dirs.flatMap((dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => /^[\w-]+\.en\.json$/.test(f))
    .map((f) => [path.relative(root, path.join(dir, f)), dir, f.replace(/\.en\.json$/, '')]),
);

// Codes whose params are English text from the server (a supplier's own message, the name of an action): the Arabic
// says the same without them, so an Arabic screen shows no English.
const englishOnlyParams: Record<string, string[]> = {
  errors: ['invalid_request', 'password_not_set', 'password_required'],
};

test.each(namedPairs)('%s: the ar file has the same keys', (_name, dir, ns) => {
  const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${ns}.${lang}.json`), 'utf8'));
  expect(fs.existsSync(path.join(dir, `${ns}.ar.json`))).toBe(true);
  expect(compareTranslations(read('en'), read('ar'))).toEqual({
    missingInSecond: [],
    missingInFirst: [],
    emptyValues: [],
    placeholderMismatches: englishOnlyParams[ns] ?? [],
  });
});
