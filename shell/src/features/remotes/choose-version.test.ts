import { BUCKETS, chooseVersion, ensureBucket, pickVersion, readPins } from './choose-version';
import type { RemoteManifest } from './manifest';

const manifest: RemoteManifest = {
  remotes: {
    activities: {
      stable: '1.0.0',
      versions: [
        { version: '1.0.0', url: '/remotes/mfe-activities/1.0.0/remoteEntry.js', weight: 50 },
        { version: '1.1.0', url: '/remotes/mfe-activities/1.1.0/remoteEntry.js', weight: 50 },
      ],
    },
    hotels: { stable: '2.0.0', versions: [{ version: '2.0.0', url: '/r/h/2.0.0/remoteEntry.js', weight: 100 }] },
  },
};

test('a 50/50 split over 1 000 buckets lands within 45–55 percent', () => {
  let canary = 0;
  for (let bucket = 0; bucket < BUCKETS; bucket++) {
    if (chooseVersion(manifest, 'activities', bucket, {})?.chosen.version === '1.1.0') canary++;
  }
  expect(canary / BUCKETS).toBeGreaterThanOrEqual(0.45);
  expect(canary / BUCKETS).toBeLessThanOrEqual(0.55);
});

test('a bucket is sticky: the same visitor always gets the same version', () => {
  for (let bucket = 0; bucket < 50; bucket++) {
    expect(chooseVersion(manifest, 'activities', bucket, {})).toEqual(
      chooseVersion(manifest, 'activities', bucket, {}),
    );
  }
});

test('weight 100 sends everyone to that version and weight 0 no one', () => {
  const versions = [
    { version: 'a', url: 'a', weight: 0 },
    { version: 'b', url: 'b', weight: 100 },
  ];
  for (let bucket = 0; bucket < 200; bucket++) expect(pickVersion(versions, bucket, 'social')?.version).toBe('b');
  expect(pickVersion([{ version: 'a', url: 'a', weight: 0 }], 1, 'x')).toBeUndefined();
});

test('a QA pin wins over the weights; an unknown pin is ignored', () => {
  expect(chooseVersion(manifest, 'activities', 1, { activities: '1.0.0' })?.chosen.version).toBe('1.0.0');
  expect(chooseVersion(manifest, 'activities', 1, { activities: '1.1.0' })?.chosen.version).toBe('1.1.0');
  expect(chooseVersion(manifest, 'hotels', 1, { hotels: '9.9.9' })?.chosen.version).toBe('2.0.0');
  expect(chooseVersion(manifest, 'social', 1, {})).toBeUndefined();
});

test('pins come from the query and persist in the tab; junk values are dropped', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  expect(readPins('?mf.activities=1.1.0&mf.hotels=<script>', storage)).toEqual({ activities: '1.1.0' });
  expect(readPins('', storage)).toEqual({ activities: '1.1.0' });
  store.set('jad_mf_pins', '{broken');
  expect(readPins('', storage)).toEqual({});
});

test('the bucket cookie is created once and then reused; a bad value is replaced', () => {
  const doc = { cookie: '' };
  const first = ensureBucket(doc, () => 0.4242);
  expect(first).toBe(424);
  expect(doc.cookie).toContain('jad_ab_bucket=424');
  expect(ensureBucket({ cookie: 'x=1; jad_ab_bucket=17' }, () => 0.9)).toBe(17);
  expect(ensureBucket({ cookie: 'jad_ab_bucket=99999' }, () => 0.5)).toBe(500);
});
