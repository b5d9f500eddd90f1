import { createTestDatabase, createUserSession, dbKinds } from '../../../test/helpers';
import { DOMAIN_SEEDS, seedDemo } from './index';

describe('demo seed order', () => {
  it('runs the domains in dependency order', () => {
    expect(DOMAIN_SEEDS.map(([name]) => name)).toEqual(['accounts', 'activities', 'hotels', 'social', 'plans']);
  });
});

describe.each(dbKinds())('seedDemo on %s', (kind) => {
  it('never touches a database that has users', async () => {
    const t = await createTestDatabase(kind);
    try {
      await createUserSession(t.database.db);
      expect(await seedDemo(t.database.db)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
