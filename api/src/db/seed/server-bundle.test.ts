import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_PEOPLE, demoActivities, demoFeed, hotelWords, reviewTexts } from './data';

const API = path.resolve(__dirname, '../../..');

/** Whether `text` is in a bundle, as written or as esbuild writes strings (non-ASCII escaped, quotes escaped). */
function occurs(bundle: string, text: string): boolean {
  const ascii = text.replace(/[^\x20-\x7e]/gu, (c) => {
    const code = (c.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return code.length > 4 ? `\\u{${code}}` : `\\u${code.padStart(4, '0')}`;
  });
  return [text, ascii, ascii.replace(/"/g, '\\"')].some((form) => bundle.includes(form));
}

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

// Builds the api as `npm run build` does (build.mjs, into a scratch folder) and reads what dist/server.js is made of.
describe('the server bundle holds no demo content', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'jad-api-bundle-'));
  let meta: Metafile;
  let server: string;
  let seed: string;
  const output = (name: string) => {
    const key = Object.keys(meta.outputs).find((k) => k.endsWith(`/${name}`));
    if (!key) throw new Error(`no ${name} in the build`);
    return meta.outputs[key];
  };

  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs', '--outdir', out], { cwd: API, stdio: 'pipe' });
    meta = JSON.parse(readFileSync(path.join(out, 'meta.json'), 'utf8')) as Metafile;
    server = readFileSync(path.join(out, 'server.js'), 'utf8');
    seed = readFileSync(path.join(out, 'seed.js'), 'utf8');
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('has no demo text in dist/server.js (and the same text in dist/seed.js)', () => {
    const person = DEMO_PEOPLE[0];
    const demoText = [
      DEMO_PASSWORD,
      `${person!.lastName}`,
      person!.bio,
      ...demoActivities.slice(0, 20).map((a) => a.name.en),
      demoActivities[40]!.description.ar,
      demoFeed.posts[0]!.en,
      demoFeed.comments.ar[0],
      reviewTexts.openers.great[0]!.en,
      hotelWords.nameTemplates.resort[0]!.en,
      hotelWords.descriptions.villa.ar,
    ];
    for (const text of demoText) {
      expect([text, occurs(server, text!)]).toEqual([text, false]);
      // The probe can find what it looks for: the seed bundle carries the data.
      expect([text, occurs(seed, text!)]).toEqual([text, true]);
    }
  });

  it('takes no module of the seed or of the demo generators as input', () => {
    const demoModule =
      /^src\/db\/seed\/|^src\/modules\/[^/]+\/seed(\/|[^/]*\.ts$)|^src\/providers\/demo-media\/demo\.ts$|catalog\/(images|image-motifs|reviews|generate-large|large-word-pools)\.ts$|scenes\/(compose|elements)\.ts$|hotel-supply\/(hotel-image-svg|svg-parts|dubai-inventory|dubai-names|hotel-builder)\.ts$/;
    const inputs = Object.keys(output('server.js')!.inputs);
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((input) => demoModule.test(input))).toEqual([]);
    expect(Object.keys(output('seed.js')!.inputs)).toContain('src/db/seed/data/activities.json');
  });

  it('loads the seed and the demo pictures only by dynamic import of their own bundles', () => {
    const local = output('server.js')!.imports.filter((i) => i.path.startsWith('.'));
    expect(local).toEqual(
      expect.arrayContaining([
        { path: './seed.js', kind: 'dynamic-import', external: true },
        { path: './demo-media.js', kind: 'dynamic-import', external: true },
      ]),
    );
    expect(local.every((i) => i.kind === 'dynamic-import')).toBe(true);
  });
});
