import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/helpers';
import { startRedisProxy, type ProxyMode, type RedisProxy } from '../../test/redis-proxy';
import { createGuardedRedis, RedisUnavailableError } from '../lib/redis-breaker';
import { nextIp, signUpViaApi } from '../modules/accounts/test-utils/accounts-test-kit';

const redisUrl = process.env.TEST_REDIS_URL;
// Only guards against hanging (a request used to wait 7–28 s): not a speed claim (api/bench/redis-down.ts measures).
const PROMPT_MS = 2_000;
const MODES: ProxyMode[] = ['refuse', 'blackhole'];

if (!redisUrl) it.skip('Redis down (TEST_REDIS_URL is not set)', () => undefined);

(redisUrl ? describe.each(MODES) : describe.skip.each(MODES))(
  'Redis cut (%s): limits answer promptly and still apply per instance',
  (mode) => {
    let proxy: RedisProxy;
    let t: TestApp;
    const prefix = `jad-test-down-${process.pid}-${randomBytes(3).toString('hex')}:`;

    beforeAll(async () => {
      proxy = await startRedisProxy(redisUrl!);
      t = await createTestApp('pglite', { env: { REDIS_URL: proxy.url, REDIS_PREFIX: prefix } });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await proxy?.close();
    });

    const signIn = async (email: string, remoteAddress: string) => {
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in',
        payload: { email, password: 'wrong password here' },
        remoteAddress,
      });
      return { status: res.statusCode, ms: Date.now() - started };
    };

    it('counts in Redis under the deployment prefix, then in this process once Redis is cut', async () => {
      const { email } = await signUpViaApi(t.app);
      expect((await signIn(email, nextIp())).status).toBe(401);
      const direct = new Redis(redisUrl!);
      try {
        const keys = await direct.keys(`${prefix}*`);
        expect(keys.some((k) => k.startsWith(`${prefix}rate-limit:POST/api/v1/users/sign-in-`))).toBe(true);
        expect(keys).toContain(`${prefix}accounts:signin-fail:${email}`);
      } finally {
        direct.disconnect();
      }

      await proxy.setMode(mode);

      // Per address: 30 sign-ins a minute, then 429, with every answer prompt.
      const ip = nextIp();
      const perIp = [];
      for (let i = 0; i < 31; i += 1) perIp.push(await signIn(`nobody-${i}-${process.pid}-${mode}@example.test`, ip));
      expect(perIp.map((r) => r.status)).toEqual([...Array(30).fill(401), 429]);
      expect(Math.max(...perIp.map((r) => r.ms))).toBeLessThan(PROMPT_MS);

      // Per account: 10 failures, then locked, from as many addresses.
      const { email: victim } = await signUpViaApi(t.app);
      const perAccount = [];
      for (let i = 0; i < 11; i += 1) perAccount.push(await signIn(victim, nextIp()));
      expect(perAccount.map((r) => r.status)).toEqual([...Array(10).fill(401), 429]);
      expect(Math.max(...perAccount.map((r) => r.ms))).toBeLessThan(PROMPT_MS);
    }, 60_000);

    it('the breaker fails fast while open and closes again once Redis answers', async () => {
      await proxy.setMode('pass');
      const guarded = createGuardedRedis(proxy.url, { openMs: 200 });
      try {
        expect(await guarded.run((r) => r.ping())).toBe('PONG');
        await proxy.setMode(mode);
        await expect(guarded.run((r) => r.ping())).rejects.toThrow();
        expect(guarded.state).toBe('open');
        const started = Date.now();
        await expect(guarded.run((r) => r.ping())).rejects.toBeInstanceOf(RedisUnavailableError);
        expect(Date.now() - started).toBeLessThan(PROMPT_MS);
        await proxy.setMode('pass');
        // Half-open probes every 200 ms until the client has reconnected.
        const until = Date.now() + 10_000;
        while (guarded.state !== 'closed' && Date.now() < until) {
          await guarded.run((r) => r.ping()).catch(() => undefined);
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(guarded.state).toBe('closed');
      } finally {
        await guarded.close();
      }
    }, 30_000);
  },
);
