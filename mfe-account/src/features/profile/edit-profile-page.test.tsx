import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus } from '@jad/shared-ui';
import { apiFailure, fakeApi, mockSessionFetch, renderScreen, signedInUser } from '@/test/render';
import { changedFields, draftOf } from './components/profile-draft';
import { EditProfilePage } from './components/edit-profile-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const PATH = '/account/edit-profile';

describe('EditProfilePage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('shows every field and the six social links, and saves only what changed', async () => {
    mockSessionFetch(signedInUser);
    api = fakeApi({
      'POST /users/fetch': { status: 200, data: signedInUser },
      'PUT /users': (body) => ({ status: 200, data: { ...signedInUser, ...(body as object) } }),
    });
    await renderScreen(<EditProfilePage />, { path: PATH, user: signedInUser });
    expect(await screen.findByDisplayValue('Brunch hunter')).toBeInTheDocument();
    for (const label of [
      'First name',
      'Last name',
      'Username',
      'Bio',
      'Date of birth',
      'City',
      'Instagram',
      'X \\(Twitter\\)',
      'TikTok',
      'Snapchat',
      'Facebook',
      'Linktree',
    ]) {
      expect(screen.getAllByLabelText(new RegExp(label)).length).toBeGreaterThan(0);
    }
    const save = screen.getByTestId('save-profile');
    expect(save).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText(/^Bio/));
    await user.type(screen.getByLabelText(/^Bio/), 'Desert camper');
    await user.type(screen.getByLabelText(/^TikTok/), 'sara.dxb');
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo('PUT /users').map((c) => c.body)).toEqual([{ bio: 'Desert camper', tiktok: 'sara.dxb' }]),
    );
    // Saved: the form now starts from the answer.
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Desert camper');
  });

  it('checks the fields before saving, and puts a taken username under its field in Arabic', async () => {
    mockSessionFetch(signedInUser);
    api = fakeApi({
      'POST /users/fetch': { status: 200, data: signedInUser },
      'PUT /users': apiFailure(409, 'username_taken', 'Username is already taken'),
    });
    await renderScreen(<EditProfilePage />, { path: PATH, user: signedInUser, lang: 'ar' });
    const username = await screen.findByLabelText(/^اسم المستخدم/);
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText(/^الاسم الأول/));
    await user.click(screen.getByTestId('save-profile'));
    await waitFor(() => expect(screen.getByLabelText(/^الاسم الأول/)).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('PUT /users')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^الاسم الأول/), 'سارة');
    await user.clear(username);
    await user.type(username, 'omar');
    await user.click(screen.getByTestId('save-profile'));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(username.getAttribute('aria-describedby')!)).toHaveTextContent(
      'اسم المستخدم مستخدم بالفعل',
    );
    expect(api.callsTo('PUT /users')[0]?.body).toEqual({ first_name: 'سارة', username: 'omar' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the phone verification modal through the store', async () => {
    mockSessionFetch(signedInUser);
    api = fakeApi({ 'POST /users/fetch': { status: 200, data: signedInUser } });
    act(() => appStore.getState().togglePhoneModal(false));
    await renderScreen(<EditProfilePage />, { path: PATH, user: signedInUser });
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('open-phone-modal'));
    expect(appStore.getState().phone_modal).toBe(true);
  });
});

describe('profile draft', () => {
  it('sends cleared optional fields as null and never touches unchanged ones', () => {
    const before = draftOf(signedInUser);
    expect(changedFields(before, { ...before, city: '  ', first_name: 'Sarah ' })).toEqual({
      city: null,
      first_name: 'Sarah',
    });
    expect(changedFields(before, before)).toEqual({});
  });
});

describe('profile picture', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('uploads the one picked image, then saves its url on the profile', async () => {
    mockSessionFetch(signedInUser);
    const picture = '/media/profile/x/w640.webp';
    api = fakeApi({
      'POST /users/fetch': { status: 200, data: signedInUser },
      'POST /upload': {
        status: 200,
        data: { media: [{ id: 'm1', url: picture, thumbnail: null, is_image: true }] },
      },
      'PUT /profiles': {
        status: 200,
        data: { ...signedInUser, profile: { ...signedInUser.profile, profile_picture: picture } },
      },
    });
    await renderScreen(<EditProfilePage />, { path: PATH, user: signedInUser });
    const input = (await screen.findByTestId('profile-file')) as HTMLInputElement;
    await userEvent.setup({ delay: null }).upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /profiles').map((c) => c.body)).toEqual([
        { profile_id: 'p-1', profile_picture: picture },
      ]),
    );
    const upload = api.callsTo('POST /upload');
    expect(upload.map((c) => c.url)).toEqual(['/upload?img_dir=profile']);
    expect(upload[0]!.body).toBeInstanceOf(FormData);
  });
});

describe('delete the account now', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('asks for the password, and puts a wrong one under the field in Arabic, once', async () => {
    mockSessionFetch(signedInUser);
    api = fakeApi({
      'POST /users/fetch': { status: 200, data: signedInUser },
      'DELETE /users': apiFailure(400, 'password_incorrect', 'Password is incorrect'),
    });
    const toasts = jest.fn();
    const off = bus.on('shell:toast-requested', toasts);
    await renderScreen(<EditProfilePage />, { path: PATH, user: signedInUser, lang: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('delete-account'));
    await user.click(screen.getByTestId('confirm-delete'));
    const dialog = screen.getByRole('dialog');
    const password = within(dialog).getByLabelText(/^كلمة المرور/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('DELETE /users')).toHaveLength(0);
    await user.type(password, 'wrong-password');
    await user.click(screen.getByTestId('confirm-delete'));
    await waitFor(() =>
      expect(api.callsTo('DELETE /users').map((c) => c.body)).toEqual([{ password: 'wrong-password' }]),
    );
    await waitFor(() =>
      expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toMatch(/^[^A-Za-z]+$/),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(toasts).not.toHaveBeenCalled();
    off();
  });
});
