import { createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { allActivities } from '../catalog/catalog';
import { createSeededApp, postJson } from '../testing/seeded-app';
import type { SearchActivitiesResponse, SearchUsersResponse } from '../types';

describe.each(dbKinds())('header search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp(kind);
  });
  afterAll(() => t?.close());

  const searchActivities = async (name: string, limit?: number) => {
    const res = await postJson<SearchActivitiesResponse>(
      t,
      '/search/activities',
      limit === undefined ? { name } : { name, limit },
    );
    expect(res.status).toBe(200);
    return res.body.activities;
  };
  const names = async (name: string) => (await searchActivities(name)).map((a) => a.name_en);

  it('finds activities by English name, at most 4, with a thumbnail and an opaque id', async () => {
    const burj = allActivities.filter((a) => /burj/i.test(a.name.en));
    expect(burj.length).toBeGreaterThan(4);
    const hits = await searchActivities('burj');
    expect(hits).toHaveLength(4);
    for (const hit of hits) {
      expect(hit.name_en).toMatch(/burj/i);
      expect(hit.horizontal_thumbnail).toMatch(/^\/api\/v1\/activities\/images\/[a-z0-9-]+\/128\.svg$/);
      expect(t.app.ids.tryDecodeId('activity', hit.activity_id)).not.toBeNull();
    }
  });

  it('ignores case and accents', async () => {
    const plain = await names('desert safari');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((n) => /desert safari/i.test(n))).toBe(true);
    expect(await names('DESERT SAFARI')).toEqual(plain);
    expect(await names('Désert Sàfari')).toEqual(plain);
  });

  it('finds Arabic names, whatever the spelling of alef, ta marbuta or the harakat', async () => {
    const expected = allActivities.filter((a) => a.name.ar.includes('سفاري')).map((a) => a.name.ar);
    const hits = await searchActivities('سفاري');
    expect(hits.length).toBe(Math.min(4, expected.length));
    for (const hit of hits) expect(expected).toContain(hit.name_ar);
    // صحراوية written with a final ه and with harakat.
    const withWord = allActivities.filter((a) => a.name.ar.includes('صحراوية')).length;
    expect(withWord).toBeGreaterThan(0);
    for (const variant of ['صحراويه', 'صَحْرَاوِيَّة', 'صحراويـــة']) {
      const hits = await searchActivities(variant);
      // Exact matches come first; a fuzzy neighbour may fill the rest of the four.
      const exact = hits.slice(0, Math.min(4, withWord));
      expect({ variant, exact: exact.every((h) => h.name_ar.includes('صحراوية')) }).toEqual({ variant, exact: true });
    }
  });

  it('tolerates a small typo in English and in Arabic', async () => {
    for (const typo of ['desrt', 'dessert safari', 'safary', 'aquarim', 'khalifah']) {
      const hits = await names(typo);
      expect({ typo, found: hits.length > 0 }).toEqual({ typo, found: true });
    }
    expect((await names('desrt')).every((n) => /desert/i.test(n))).toBe(true);
    expect((await names('aquarim')).some((n) => /aquarium/i.test(n))).toBe(true);
    // سفاري with two letters swapped, and with a Persian yeh.
    for (const typo of ['سفراي', 'سفاری']) {
      const arabic = await searchActivities(typo);
      expect({ typo, safari: arabic.length > 0 && arabic.every((h) => h.name_ar.includes('سفاري')) }).toEqual({
        typo,
        safari: true,
      });
    }
  });

  it('answers nothing for an empty box or a word matching nothing, and treats % and _ literally', async () => {
    expect(await names('')).toEqual([]);
    expect(await names('   ')).toEqual([]);
    expect(await names('zzqxv')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('__')).toEqual([]);
  });

  it('honours a smaller limit and rejects bad input', async () => {
    expect(await searchActivities('dubai', 2)).toHaveLength(2);
    for (const body of [{}, { name: 42 }, { name: 'x'.repeat(101) }, { name: 'dubai', limit: 50 }]) {
      const res = await postJson(t, '/search/activities', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });

  describe('people', () => {
    const searchPeople = async (query: string) => {
      const res = await postJson<SearchUsersResponse>(t, '/search/users', { query });
      expect(res.status).toBe(200);
      return res.body.profiles;
    };

    it('finds people by first name or username with their verified tick, never deleted accounts', async () => {
      const verified = await createUserSession(t.app, {
        firstName: 'Mariam',
        lastName: 'Haddad',
        username: 'mariam_explores',
      });
      await t.db.execute(
        `update profiles set is_verified = true, profile_picture = '/media/p/m.jpg' where user_id = ${verified.user.id}` as never,
      );
      await createUserSession(t.app, { firstName: 'Mariam', lastName: 'Saeed', username: 'msaeed' });
      const gone = await createUserSession(t.app, { firstName: 'Mariam', lastName: 'Gone', username: 'mariam_gone' });
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));

      const found = await searchPeople('mariam');
      expect(found.map((p) => p.username).sort()).toEqual(['mariam_explores', 'msaeed']);
      expect(found.find((p) => p.username === 'mariam_explores')).toEqual({
        uuid: verified.user.uuid,
        username: 'mariam_explores',
        first_name: 'Mariam',
        last_name: 'Haddad',
        profile: { profile_picture: '/media/p/m.jpg', is_verified: true },
      });
      expect((await searchPeople('@MSAEED')).map((p) => p.username)).toEqual(['msaeed']);
      expect((await searchPeople('haddad')).map((p) => p.username)).toEqual(['mariam_explores']);
      expect(await searchPeople('')).toEqual([]);
    });

    it('never answers more than 4 people, and never the e-mail', async () => {
      for (let i = 0; i < 6; i += 1) await createUserSession(t.app, { firstName: 'Omar', username: `omar_${i}_x` });
      const found = await searchPeople('omar');
      expect(found).toHaveLength(4);
      expect(JSON.stringify(found)).not.toMatch(/@example\.test/);
    });

    it('rejects a missing or non-text query', async () => {
      for (const body of [{}, { query: ['a'] }, { name: 'omar' }]) {
        expect((await postJson(t, '/search/users', body)).status).toBe(400);
      }
    });
  });
});
