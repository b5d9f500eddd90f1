import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from './local-disk';

describe('local-disk storage', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'jad-storage-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts, gets, deletes, and gives the /media url', async () => {
    const storage = createLocalDiskStorage({ root });
    const stored = await storage.put('profile/ab/cd.webp', Buffer.from('img'));
    expect(stored).toEqual({ key: 'profile/ab/cd.webp', url: '/media/profile/ab/cd.webp' });
    expect((await storage.get('profile/ab/cd.webp'))?.toString()).toBe('img');
    await storage.delete('profile/ab/cd.webp');
    expect(await storage.get('profile/ab/cd.webp')).toBeNull();
    await expect(storage.delete('profile/ab/cd.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalDiskStorage({ root });
    for (const key of ['../etc/passwd', '/abs.png', 'a/../../b', 'a//b', '', 'a/.hidden']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
    expect(() => storage.url('../x')).toThrow();
  });
});
