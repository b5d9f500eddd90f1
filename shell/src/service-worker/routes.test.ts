/** @jest-environment node */
import {
  isApiWrite,
  isMemberRead,
  isPageMessage,
  isRemoteEntryFile,
  isVersionedRemoteFile,
  memberOf,
  memberReadKey,
  NAVIGATION_DENYLIST,
} from './routes';

const u = (path: string) => new URL(path, 'https://jad.example');

describe('service worker routes', () => {
  it('keeps the member reads of plans, orders and tickets, and only those', () => {
    expect(isMemberRead('POST', u('/api/v1/plans/fetch-all'))).toBe(true);
    expect(isMemberRead('POST', u('/api/v1/plans/fetch'))).toBe(true);
    expect(isMemberRead('GET', u('/api/v1/orders?tab=active'))).toBe(true);
    expect(isMemberRead('POST', u('/api/v1/activities/orders/manage'))).toBe(true);
    expect(isMemberRead('GET', u('/api/v1/auth/session'))).toBe(true);
    // Same path, other method: a write, not a read.
    expect(isMemberRead('PUT', u('/api/v1/plans/fetch'))).toBe(false);
    expect(isMemberRead('POST', u('/api/v1/plans/items'))).toBe(false);
    expect(isMemberRead('GET', u('/api/v1/notifications/stream'))).toBe(false);
  });

  it('treats every other api call but GET and uploads as a write', () => {
    expect(isApiWrite('DELETE', u('/api/v1/plans/items'))).toBe(true);
    expect(isApiWrite('PUT', u('/api/v1/plans/items/order'))).toBe(true);
    expect(isApiWrite('POST', u('/api/v1/auth/signout'))).toBe(true);
    expect(isApiWrite('POST', u('/api/v1/plans/fetch'))).toBe(false);
    expect(isApiWrite('GET', u('/api/v1/hotels'))).toBe(false);
    expect(isApiWrite('POST', u('/api/v1/upload?img_dir=post'))).toBe(false);
    expect(isApiWrite('POST', u('/hotels'))).toBe(false);
  });

  it('caches remote files by what their name says: hashed cache-first, entries network-first', () => {
    expect(isVersionedRemoteFile(u('/remotes/mfe-plans/0.2.0/412.a1b2c3d4e5.js'))).toBe(true);
    expect(isVersionedRemoteFile(u('/remotes/mfe-plans/0.2.0/remoteEntry.js'))).toBe(false);
    expect(isRemoteEntryFile(u('/remotes/mfe-plans/0.2.0/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntryFile(u('/remotes/mfe-social/0.2.0/frame.js'))).toBe(true);
    expect(isRemoteEntryFile(u('/remotes/mfe-plans/0.2.0/412.a1b2c3d4e5.js'))).toBe(false);
    expect(isVersionedRemoteFile(u('/api/v1/remotes/manifest'))).toBe(false);
  });

  it('answers client routes with the shell, never the api, media or remote files', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));
    expect(denied('/plans')).toBe(false);
    expect(denied('/profile/jane.doe')).toBe(false);
    expect(denied('/api/v1/plans/x/plan.pdf')).toBe(true);
    expect(denied('/media/p.png')).toBe(true);
    expect(denied('/remotes/mfe-plans/0.1.0/remoteEntry.js')).toBe(true);
  });

  it('keys a POST read by its body, so two plans are two entries and the same plan one', async () => {
    const url = 'https://jad.example/api/v1/plans/fetch';
    const a = await memberReadKey('POST', url, '{"pid":"a"}');
    const b = await memberReadKey('POST', url, '{"pid":"b"}');
    expect(a).not.toBe(b);
    expect(await memberReadKey('POST', url, '{"pid":"a"}')).toBe(a);
    expect(a).toMatch(/^https:\/\/jad\.example\/api\/v1\/plans\/fetch\?jad-body=[0-9a-f]{64}$/);
    expect(await memberReadKey('GET', 'https://jad.example/api/v1/orders?tab=active', '')).toBe(
      'https://jad.example/api/v1/orders?tab=active',
    );
  });

  it('reads the member from a session answer', () => {
    expect(memberOf({ user: { uuid: 'u-1', username: 'sara' }, csrfToken: 'x' })).toBe('u-1');
    expect(memberOf({ user: null })).toBeNull();
    expect(memberOf('nope')).toBeNull();
    expect(memberOf({ user: { uuid: '' } })).toBeNull();
  });

  it('accepts only the page messages it knows', () => {
    expect(isPageMessage({ type: 'jad:signed-out' })).toBe(true);
    expect(isPageMessage({ type: 'jad:skip-waiting' })).toBe(true);
    expect(isPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPageMessage(null)).toBe(false);
  });
});
