import { createTestDatabase, dbKinds } from '../../../test/helpers';
import { sql } from 'drizzle-orm';
import { verifyPassword } from './password/hashing';
import { seed } from './seed';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../db/seed/data';

describe.each(dbKinds())('accounts demo seed on %s', (kind) => {
  it('creates 24 verified-e-mail people whose password is the demo password', async () => {
    const test = await createTestDatabase(kind);
    try {
      await test.database.db.transaction((tx) => seed(tx));
      const rows = await test.database.db.execute<{
        email: string;
        username: string;
        password_hash: string;
        email_verified_at: string | null;
        is_verified: boolean;
        language: string;
      }>(
        sql`select u.email, u.username, u.password_hash, u.email_verified_at, p.is_verified, u.language from users u join profiles p on p.user_id = u.id order by u.id`,
      );
      expect(rows.rows).toHaveLength(24);
      expect(rows.rows.slice(0, 3).map((r) => [r.email, r.username])).toEqual([
        ['sara@example.com', 'sara'],
        ['omar@example.com', 'omar'],
        ['layla@example.com', 'layla'],
      ]);
      expect(rows.rows.every((r) => r.email_verified_at !== null)).toBe(true);
      expect(rows.rows.filter((r) => r.is_verified).length).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.rows.map((r) => r.language))).toEqual(new Set(['en', 'ar']));
      // One hash shared by everyone (hashed once), and it opens with the demo password.
      expect(new Set(rows.rows.map((r) => r.password_hash)).size).toBe(1);
      expect(await verifyPassword(rows.rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    } finally {
      await test.close();
    }
  });

  it('has unique, valid usernames and e-mails', () => {
    expect(new Set(DEMO_PEOPLE.map((p) => p.username)).size).toBe(DEMO_PEOPLE.length);
    expect(new Set(DEMO_PEOPLE.map((p) => p.email)).size).toBe(DEMO_PEOPLE.length);
    for (const p of DEMO_PEOPLE) expect(p.username).toMatch(/^[a-z0-9_][a-z0-9_.]{2,29}$/);
  });
});
