import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import type { PublicProfileView, PublicUser } from './types';
import { jpeg, multipart } from '../social/test-utils';
import type { UploadResponse } from '../social/types';
import { codeFromMail, lastMailTo, PASSWORD, signUpViaApi, nextIp } from '../accounts/test-utils/accounts-test-kit';

describe.each(dbKinds())('users and profiles on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object, remoteAddress: nextIp() });

  describe('POST /users/fetch', () => {
    it('answers the signed-in user as GET /auth/session does', async () => {
      const a = await signUpViaApi(t.app);
      const res = await call('POST', '/users/fetch', a.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<PublicUser>()).toEqual(a.body.user);
    });
    it('is 401 for a visitor', async () => {
      expect((await call('POST', '/users/fetch', {})).statusCode).toBe(401);
    });
  });

  describe.each(['/users/prefrences', '/users/preferences'])('PUT %s', (path) => {
    it('stores language and theme and answers the user', async () => {
      const s = await createUserSession(t.app);
      const res = await call('PUT', path, s.headers, { language: 'ar' });
      expect(res.statusCode).toBe(200);
      expect(res.json<PublicUser>()).toMatchObject({ language: 'ar', is_dark_mode: false, uuid: s.user.uuid });
      const dark = await call('PUT', path, s.bearer, { is_dark_mode: true });
      expect(dark.json<PublicUser>()).toMatchObject({ language: 'ar', is_dark_mode: true });
    });
    it.each([[{}], [{ language: 'fr' }], [{ is_dark_mode: 'yes' }], [{ language: 'en', extra: 1 }]])(
      'refuses %j with 400',
      async (payload) => {
        const s = await createUserSession(t.app);
        const res = await call('PUT', path, s.headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBeTruthy();
      },
    );
    it('is 401 for a visitor and 403 without the csrf token', async () => {
      const s = await createUserSession(t.app);
      expect((await call('PUT', path, {}, { language: 'ar' })).statusCode).toBe(401);
      expect((await call('PUT', path, { cookie: s.cookie }, { language: 'ar' })).statusCode).toBe(403);
    });
  });

  describe('PUT /users (edit profile)', () => {
    it('saves every edit-profile field and canonicalises social links', async () => {
      const s = await createUserSession(t.app);
      const res = await call('PUT', '/users', s.headers, {
        first_name: ' Omar ',
        last_name: 'Haddad',
        username: `Omar.H${Date.now() % 100000}`,
        bio: 'Photographer',
        date_of_birth: '1990-07-01',
        country: 'jo',
        city: 'Amman',
        twitter: '@omar',
        tiktok: 'omar.h',
        linktree: 'https://linktr.ee/omar',
        instagram: 'https://instagram.com/omar',
        snapchat: 'omar',
        facebook: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<PublicUser>()).toMatchObject({
        first_name: 'Omar',
        bio: 'Photographer',
        date_of_birth: '1990-07-01',
        country: 'JO',
        city: 'Amman',
        twitter: 'https://x.com/omar',
        tiktok: 'https://www.tiktok.com/@omar.h',
        linktree: 'https://linktr.ee/omar',
        instagram: 'https://instagram.com/omar',
        snapchat: 'https://www.snapchat.com/add/omar',
        facebook: null,
      });
      expect(res.json<PublicUser>().username).toMatch(/^omar\.h\d+$/);
    });

    it.each([
      [{ twitter: 'javascript:alert(1)' }, /twitter must be/],
      [{ instagram: 'https://evil.example/instagram.com' }, /instagram must be/],
      [{ date_of_birth: '2099-01-01' }, /at least 13/],
      [{ date_of_birth: '1990-02-30' }, /not a real date/],
      [{ country: 'Jordan' }, /country/],
      [{ bio: 'x'.repeat(501) }, /bio must be at most 500/],
      [{ username: 'no spaces here' }, /username/],
      [{ first_name: '' }, /first_name is required/],
      [{ unknown_field: 1 }, /unknown_field|Unrecognized/],
      [{ phone_number: '0501234' }, /phone/],
    ])('refuses %j with 400 naming the field', async (payload, message) => {
      const s = await createUserSession(t.app);
      const res = await call('PUT', '/users', s.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it('refuses a username someone else has (any case) with 409', async () => {
      const a = await createUserSession(t.app);
      const b = await createUserSession(t.app);
      const res = await call('PUT', '/users', b.headers, { username: a.user.username.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Username is already taken');
    });

    it('asks for the password to change the e-mail, then needs a new verification', async () => {
      const a = await signUpViaApi(t.app);
      const newEmail = `new-${a.email}`;
      expect((await call('PUT', '/users', a.headers, { email: newEmail })).json().message).toMatch(
        /password is required/,
      );
      expect(
        (await call('PUT', '/users', a.headers, { email: newEmail, password: 'not the password' })).json().message,
      ).toBe('Password is incorrect');
      const ok = await call('PUT', '/users', a.headers, { email: newEmail, password: PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<PublicUser>()).toMatchObject({ email: newEmail, email_verified: false });
      // The old address is told; the new one gets a code, and only that code verifies it.
      expect((await lastMailTo(t.db, a.email))?.subject).toBe('Your e-mail address was changed');
      expect((await lastMailTo(t.db, a.email))?.text).toContain(newEmail);
      const code = await codeFromMail(t.db, newEmail);
      const verified = await call('POST', '/email/verify-otp', a.headers, { code });
      expect(verified.statusCode).toBe(200);
      expect(verified.json<{ user: PublicUser }>().user).toMatchObject({ email: newEmail, email_verified: true });
      const b = await signUpViaApi(t.app);
      expect((await call('PUT', '/users', b.headers, { email: newEmail, password: PASSWORD })).statusCode).toBe(409);
    });

    it('refuses a phone number that was not verified by OTP', async () => {
      const s = await createUserSession(t.app);
      const res = await call('PUT', '/users', s.headers, { phone_number: '+971501112233' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Verify the phone number with the OTP first');
    });

    it('is 401 for a visitor', async () => {
      expect((await call('PUT', '/users', {}, { bio: 'x' })).statusCode).toBe(401);
    });
  });

  describe('POST /profiles/fetch', () => {
    it('finds a person by username or profile id, without private fields', async () => {
      const a = await signUpViaApi(t.app);
      await call('PUT', '/users', a.headers, { bio: 'Hello', city: 'Dubai', date_of_birth: '1991-01-01' });
      const byName = await call('POST', '/profiles/fetch', {}, { username: a.body.user.username.toUpperCase() });
      expect(byName.statusCode).toBe(200);
      const view = byName.json<PublicProfileView>();
      expect(view).toMatchObject({ username: a.body.user.username, bio: 'Hello', city: 'Dubai', is_own: false });
      expect(JSON.stringify(view)).not.toMatch(/email|phone|date_of_birth|latitude|password/);
      const byId = await call('POST', '/profiles/fetch', a.headers, { profile_id: view.profile.profile_id });
      expect(byId.json<PublicProfileView>()).toMatchObject({ uuid: a.body.user.uuid, is_own: true });
    });
    it('answers 404 for nobody, 400 for a forged id or nothing', async () => {
      expect((await call('POST', '/profiles/fetch', {}, { username: 'nobody_here_123' })).json()).toMatchObject({
        statusCode: 404,
        message: 'Profile was not found.',
      });
      expect((await call('POST', '/profiles/fetch', {}, { profile_id: 'forged' })).json()).toMatchObject({
        statusCode: 400,
        message: 'Invalid id',
      });
      expect((await call('POST', '/profiles/fetch', {}, {})).statusCode).toBe(400);
    });
  });

  describe('PUT /profiles', () => {
    /** POST /upload?img_dir=… as this member; answers the stored picture's url. */
    const uploadPicture = async (headers: Record<string, string>, purpose: 'profile' | 'cover' | 'post') => {
      const { body, contentType } = multipart([{ data: await jpeg(64, 48) }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/upload?img_dir=${purpose}`,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      return res.json<UploadResponse>().media[0];
    };

    it('sets and clears the own pictures, from the own uploads', async () => {
      const a = await signUpViaApi(t.app);
      const profileId = a.body.user.profile!.profile_id;
      const picture = await uploadPicture(a.headers, 'profile');
      const res = await call('PUT', '/profiles', a.headers, { profile_id: profileId, profile_picture: picture!.url });
      expect(res.statusCode).toBe(200);
      expect(res.json<PublicUser>().profile).toMatchObject({ profile_picture: picture!.url, cover_picture: null });
      const cover = await uploadPicture(a.headers, 'cover');
      const both = await call('PUT', '/profiles', a.headers, {
        profile_id: profileId,
        cover_picture: cover!.url,
        profile_picture: null,
      });
      expect(both.json<PublicUser>().profile).toMatchObject({ profile_picture: null, cover_picture: cover!.url });
      // The thumbnail of the own upload is the own picture too; resending the current value is accepted.
      const thumb = await call('PUT', '/profiles', a.headers, {
        profile_id: profileId,
        profile_picture: picture!.thumbnail,
        cover_picture: cover!.url,
      });
      expect(thumb.json<PublicUser>().profile).toMatchObject({
        profile_picture: picture!.thumbnail,
        cover_picture: cover!.url,
      });
    });

    it("refuses another member's upload, a made-up /media/ path and an upload made for another use (400)", async () => {
      const a = await signUpViaApi(t.app);
      const b = await signUpViaApi(t.app);
      const own = b.body.user.profile!.profile_id;
      const theirs = await uploadPicture(a.headers, 'profile');
      const theirCover = await uploadPicture(a.headers, 'cover');
      const postPicture = await uploadPicture(b.headers, 'post');
      for (const body of [
        { profile_picture: theirs!.url },
        { profile_picture: theirs!.thumbnail },
        { cover_picture: theirCover!.url },
        { profile_picture: '/media/profile/ab/cd.webp' },
        // Post media unattached for a day are swept from storage: never a profile picture.
        { profile_picture: postPicture!.url },
      ]) {
        const res = await call('PUT', '/profiles', b.headers, { profile_id: own, ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^(profile|cover)_picture: must be a picture you uploaded$/);
        expect(res.json().code).toBe('picture_not_uploaded');
      }
      const after = await call('POST', '/users/fetch', b.headers);
      expect(after.json<PublicUser>().profile).toMatchObject({ profile_picture: null, cover_picture: null });
    });

    it("refuses another person's profile (403), a visitor (401) and outside urls (400)", async () => {
      const a = await signUpViaApi(t.app);
      const b = await signUpViaApi(t.app);
      const other = { profile_id: a.body.user.profile!.profile_id, profile_picture: '/media/profile/x.webp' };
      expect((await call('PUT', '/profiles', b.headers, other)).statusCode).toBe(403);
      expect((await call('PUT', '/profiles', {}, other)).statusCode).toBe(401);
      const own = b.body.user.profile!.profile_id;
      for (const url of ['https://tracker.example/p.png', '/media/../etc/passwd', 'javascript:alert(1)']) {
        expect((await call('PUT', '/profiles', b.headers, { profile_id: own, profile_picture: url })).statusCode).toBe(
          400,
        );
      }
      expect((await call('PUT', '/profiles', b.headers, { profile_id: own })).statusCode).toBe(400);
    });
  });

  describe('PUT /users/admin', () => {
    it('stores the own location', async () => {
      const s = await createUserSession(t.app);
      const res = await call('PUT', '/users/admin', s.headers, { latitude: 25.2, longitude: 55.27, location: 'Dubai' });
      expect(res.json<PublicUser>()).toMatchObject({ latitude: 25.2, longitude: 55.27, city: 'Dubai' });
      expect((await call('PUT', '/users/admin', s.headers, { latitude: 91 })).statusCode).toBe(400);
      expect((await call('PUT', '/users/admin', {}, { latitude: 1 })).statusCode).toBe(401);
    });
  });
});
