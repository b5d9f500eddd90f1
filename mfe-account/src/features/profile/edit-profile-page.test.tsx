import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, appStore } from '@jad/shared-ui';
import { goTo, mockSessionFetch, ok, renderInApp, signedInUser, signIn } from '@/test/render';
import { changedFields, draftOf } from './components/profile-draft';
import { EditProfilePage } from './components/edit-profile-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('EditProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every field and the six social links, and saves only what changed', async () => {
    signIn();
    goTo('/account/edit-profile');
    mockSessionFetch(signedInUser);
    const put = jest
      .spyOn(api, 'put')
      .mockImplementation(async (_url: string, body?: unknown) => ok({ ...signedInUser, ...(body as object) }));
    jest.spyOn(api, 'post').mockResolvedValue(ok(signedInUser));
    await renderInApp(<EditProfilePage />);
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
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users', { bio: 'Desert camper', tiktok: 'sara.dxb' }));
  });

  it('opens the phone verification modal through the store', async () => {
    signIn();
    goTo('/account/edit-profile');
    mockSessionFetch(signedInUser);
    jest.spyOn(api, 'post').mockResolvedValue(ok(signedInUser));
    act(() => appStore.getState().togglePhoneModal(false));
    await renderInApp(<EditProfilePage />);
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
  afterEach(() => jest.restoreAllMocks());

  it('uploads the one picked image, then saves its url on the profile', async () => {
    signIn();
    goTo('/account/edit-profile');
    mockSessionFetch(signedInUser);
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(async (url: string) =>
        url.startsWith('/upload')
          ? ok({ media: [{ id: 'm1', url: '/media/profile/x/w640.webp', thumbnail: null, is_image: true }] })
          : ok(signedInUser),
      );
    const put = jest
      .spyOn(api, 'put')
      .mockResolvedValue(
        ok({ ...signedInUser, profile: { ...signedInUser.profile, profile_picture: '/media/profile/x/w640.webp' } }),
      );
    await renderInApp(<EditProfilePage />);
    const input = (await screen.findByTestId('profile-file')) as HTMLInputElement;
    await userEvent.setup({ delay: null }).upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/profiles', {
        profile_id: 'p-1',
        profile_picture: '/media/profile/x/w640.webp',
      }),
    );
    expect(post.mock.calls.find(([url]) => url === '/upload?img_dir=profile')?.[1]).toBeInstanceOf(FormData);
  });
});
