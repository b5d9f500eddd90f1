import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanMembersList } from '@/lib/members-api';
import { currencies, plan } from '@/test/fixtures';
import { fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { apiFailure } from '@jad/shared-ui/test-utils';
import { PlanPage } from '../components/plan-page';

jest.mock('../map/day-map', () => ({ __esModule: true, default: () => <div data-testid="day-map" /> }));

const person = (username: string, first: string) => ({
  uuid: `u-${username}`,
  username,
  first_name: first,
  last_name: 'T',
  profile: { profile_picture: null, is_verified: false },
});
const owner = { user: person('sara', 'Sara'), role: 'owner' as const };
const members = (extra: PlanMembersList['members'] = []): PlanMembersList => ({
  user_plan_id: 'pid-1',
  my_role: 'owner',
  members: [owner, ...extra],
  links: [],
});

let api: FakeApi;
let current: PlanMembersList;
beforeAll(() => {
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  current = members();
  api = fakeApi({
    'POST /plans/fetch': () => ok(plan()),
    'GET /currencies': () => ok(currencies),
    'GET /payments/config': () => ok({ provider: 'test-cards', publishable_key: null }),
    'POST /plans/members/fetch': () => ok(current),
    'POST /plans/members/search': () => ok({ rows: [person('omar', 'Omar')] }),
    'POST /plans/members': (body) => {
      const { username } = body as { username: string };
      if (username === 'ghost') return apiFailure(404, 'plan_member_user_not_found', 'No one has this username.');
      current = members([{ user: person(username, 'Omar'), role: 'editor' }]);
      return ok(current);
    },
    'DELETE /plans/members': () => {
      current = members();
      return ok(current);
    },
  });
});
afterEach(() => api.restore());

const openPeople = async () => {
  await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1' });
  fireEvent.click(await screen.findByTestId('plan-people'));
  return screen.findByRole('dialog');
};

test('the owner invites by username (found by search), sees the member, and removes them', async () => {
  const dialog = await openPeople();
  await within(dialog).findAllByTestId('plan-member');
  fireEvent.change(within(dialog).getByLabelText('Invite by username'), { target: { value: 'om' } });
  expect(await screen.findByText('@omar')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Invite by username'), { target: { value: 'omar' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
  await waitFor(() => expect(within(dialog).getAllByTestId('plan-member')).toHaveLength(2));
  expect(api.callsTo('POST /plans/members').map((c) => c.body)).toEqual([
    { pid: 'pid-1', username: 'omar', role: 'editor' },
  ]);
  expect(within(dialog).getAllByTestId('plan-member')[1]).toHaveTextContent('@omar');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Omar T' }));
  await waitFor(() => expect(within(dialog).getAllByTestId('plan-member')).toHaveLength(1));
});

test('an unknown username is refused under the field', async () => {
  const dialog = await openPeople();
  await within(dialog).findAllByTestId('plan-member');
  fireEvent.change(within(dialog).getByLabelText('Invite by username'), { target: { value: 'ghost' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
  expect(await within(dialog).findByText('No one has this username.')).toBeInTheDocument();
});

test('an editor may change the activities; a viewer may not; neither gets the owner tools', async () => {
  api.restore();
  api = fakeApi({
    'POST /plans/fetch': () => ok(plan({ is_owner: false, my_role: 'editor' })),
    'GET /currencies': () => ok(currencies),
    'GET /payments/config': () => ok({ provider: 'test-cards', publishable_key: null }),
  });
  const view = await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1' });
  expect(await screen.findByTestId('plan-my-role')).toHaveTextContent('You can edit this plan');
  expect(screen.getAllByTestId('add-activity').length).toBeGreaterThan(0);
  view.unmount();
  api.restore();
  api = fakeApi({
    'POST /plans/fetch': () => ok(plan({ is_owner: false, my_role: 'viewer' })),
    'GET /currencies': () => ok(currencies),
    'GET /payments/config': () => ok({ provider: 'test-cards', publishable_key: null }),
  });
  await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1' });
  expect(await screen.findByTestId('plan-my-role')).toHaveTextContent('You can view this plan');
  expect(screen.queryAllByTestId('add-activity')).toHaveLength(0);
});
