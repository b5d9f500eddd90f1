import { act, fireEvent, screen, within } from '@testing-library/react';
import { appStore, bus } from '@jad/shared-ui';
import { resetRates } from '@jad/shared-ui';
import { currencies, options, plan } from '@/test/fixtures';
import { fail, fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { QuestionnairePage } from './components/questionnaire-page';
import { DRAFT_KEY } from './use-questionnaire';
import { apiFailure } from '@jad/shared-ui/test-utils';

let api: FakeApi;
let created: () => ReturnType<typeof ok>;

beforeEach(() => {
  window.sessionStorage.clear();
  resetRates();
  created = () => ok(plan({ user_plan_id: 'new-pid' }), 201);
  api = fakeApi({
    'POST /plans/options': () => ok(options),
    'POST /plans': () => created(),
    'GET /currencies': () => ok(currencies),
  });
});
afterEach(() => api.restore());

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const next = () => click(screen.getByTestId('q-next'));
const progress = () => screen.getByTestId('q-progress').textContent;

test('walks forward and back through the steps, with progress, validation and the answers kept', async () => {
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire' });
  expect(await screen.findByText(/Shall I plan your trip for you/)).toBeInTheDocument();
  expect(progress()).toBe('Step 1 of 9');

  // Nothing chosen: the step says why and stays.
  await next();
  expect(screen.getByTestId('q-error')).toHaveTextContent('Choose how you want to build your plan.');
  expect(progress()).toBe('Step 1 of 9');

  await click(screen.getByTestId('choice-ai'));
  expect(screen.queryByTestId('q-error')).toBeNull();
  await next();
  expect(progress()).toBe('Step 2 of 9');
  // The answer joins the chat as the traveller's bubble.
  expect(screen.getByRole('button', { name: 'Change this answer: Plan it for me' })).toBeInTheDocument();

  await next();
  expect(screen.getByTestId('q-error')).toHaveTextContent('Pick at least one interest.');
  await click(screen.getByTestId('interest-museums'));
  expect(screen.getByTestId('interest-museums')).toHaveAttribute('aria-pressed', 'true');
  await next();
  expect(progress()).toBe('Step 3 of 9');

  await click(screen.getByRole('button', { name: /Back/ }));
  expect(progress()).toBe('Step 2 of 9');
  expect(screen.getByTestId('interest-museums')).toHaveAttribute('aria-pressed', 'true');

  // Clicking an earlier answer goes back to that question.
  await click(screen.getByRole('button', { name: 'Change this answer: Plan it for me' }));
  expect(progress()).toBe('Step 1 of 9');
  expect(screen.getByTestId('choice-ai')).toHaveAttribute('aria-pressed', 'true');
});

test('checks the group against who travels, and the dates', async () => {
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: { mode: 'own' }, step: 2 }));
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire' });
  await screen.findByTestId('step-travellers');
  await click(screen.getByTestId('choice-solo'));
  await next();
  expect(screen.getByTestId('count-adults')).toHaveTextContent('1');
  await click(screen.getByRole('button', { name: 'More: Adults' }));
  await next();
  expect(screen.getByTestId('q-error')).toHaveTextContent('A solo trip is for one traveller.');
  await click(screen.getByRole('button', { name: 'Fewer: Adults' }));
  await next();

  await next();
  expect(screen.getByTestId('q-error')).toHaveTextContent('Please select destination');
  await click(screen.getByTestId('choice-marina'));
  await next();

  fireEvent.change(screen.getByTestId('start-date'), { target: { value: '2026-03-10' } });
  fireEvent.change(screen.getByTestId('end-date'), { target: { value: '2026-03-08' } });
  await next();
  // A date's problem is said under that date, once (no alert beside it).
  expect(screen.getByTestId('end-date')).toHaveAccessibleDescription('The last day must not be before the first.');
  expect(screen.getByTestId('end-date')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByTestId('q-error')).toBeNull();
  expect(screen.getAllByText('The last day must not be before the first.')).toHaveLength(1);
  await act(async () => {
    fireEvent.change(screen.getByTestId('end-date'), { target: { value: '2026-03-12' } });
  });
  // Fixed: it stops saying so as the traveller changes it.
  expect(screen.getByTestId('end-date')).toHaveAttribute('aria-invalid', 'false');
  expect(screen.getByText('3 days')).toBeInTheDocument();
  await next();
  expect(progress()).toBe('Step 7 of 9');
});

test('finishes the chat, generates the plan and opens it', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      answers: {
        mode: 'ai',
        interests: ['museums'],
        travellers: 'couple',
        adults: 2,
        teens: 0,
        children: 0,
        destination: 'downtown',
        startDate: '2026-03-02',
        endDate: '2026-03-03',
      },
      step: 6,
    }),
  );
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire', currency: 'USD' });
  await screen.findByTestId('step-free-time');
  await click(screen.getByRole('button', { name: /Lunch break/ }));
  expect(screen.getAllByTestId('free-slot')).toHaveLength(1);
  await next();
  fireEvent.change(screen.getByTestId('budget'), { target: { value: '500' } });
  await click(screen.getByTestId('choice-relaxed'));
  await next();
  // A name is offered from the dates; the traveller changes it.
  const name = screen.getByTestId('plan-name') as HTMLInputElement;
  expect(name.value).toMatch(/^Dubai, /);
  fireEvent.change(name, { target: { value: 'Our spring trip' } });
  await click(screen.getByTestId('q-submit'));

  expect(api.callsTo('POST /plans').map((c) => c.body)).toEqual([
    {
      mode: 'ai',
      name: 'Our spring trip',
      destination: 'downtown',
      start_date: '2026-03-02',
      end_date: '2026-03-03',
      travellers: 'couple',
      group: { adults: 2, teens: 0, children: 0 },
      interests: ['museums'],
      day_start_min: 540,
      day_end_min: 1260,
      free_time: [{ date: null, start_min: 780, end_min: 840 }],
      budget: { amount_minor: 50000, currency: 'USD' },
      pace: 'relaxed',
      must_see: [],
    },
  ]);
  expect(screen.getByTestId('location')).toHaveTextContent('/plan?pid=new-pid');
  expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toContain('Our spring trip');
});

test('stays on the last step when the api refuses, so nothing is lost', async () => {
  created = () => fail(400, 'start_date: Please choose a date from today on');
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      answers: {
        mode: 'own',
        travellers: 'solo',
        adults: 1,
        destination: 'downtown',
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        name: 'Solo day',
      },
      step: 8,
    }),
  );
  const toasts: unknown[] = [];
  const off = bus.on('shell:toast-requested', (t) => toasts.push(t));
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire' });
  await click(await screen.findByTestId('q-submit'));
  expect(toasts).toEqual([{ message: 'start_date: Please choose a date from today on', severity: 'error' }]);
  expect(screen.getByTestId('q-submit')).toBeEnabled();
  expect(screen.getByTestId('plan-name')).toHaveValue('Solo day');
  off();
});

test('takes the traveller back to the answer the api refused, with the reason in their language', async () => {
  created = () =>
    apiFailure(400, 'validation_failed', 'Some fields are not valid', [
      { field: 'end_date', code: 'invalid_date', message: 'end_date must be a date' },
    ]);
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      answers: {
        mode: 'own',
        travellers: 'solo',
        adults: 1,
        destination: 'downtown',
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        name: 'يوم وحدي',
      },
      step: 8,
    }),
  );
  const toasts: unknown[] = [];
  const off = bus.on('shell:toast-requested', (t) => toasts.push(t));
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire', lang: 'ar' });
  await click(await screen.findByTestId('q-submit'));
  expect(screen.getByTestId('step-dates')).toBeInTheDocument();
  expect(screen.getByTestId('end-date')).toHaveAccessibleDescription(/يجب أن يكون تاريخًا صالحًا/);
  expect(screen.getByTestId('start-date')).toHaveAttribute('aria-invalid', 'false');
  expect(toasts).toEqual([]);
  off();
  act(() => appStore.getState().setLang('en'));
});

test('a refused group goes back to its step with the reason under the counters, which goes once it is changed', async () => {
  created = () =>
    apiFailure(400, 'validation_failed', 'Some fields are not valid', [
      { field: 'group.adults', code: 'too_big', message: 'group.adults: Too big', params: { max: 1 } },
    ]);
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      answers: {
        mode: 'own',
        travellers: 'friends',
        adults: 3,
        destination: 'downtown',
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        name: 'Friends day',
      },
      step: 8,
    }),
  );
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire' });
  await click(await screen.findByTestId('q-submit'));
  expect(screen.getByTestId('step-group')).toBeInTheDocument();
  expect(screen.getByTestId('q-error')).toHaveTextContent('Must be at most 1');
  expect(screen.getByRole('group')).toHaveAccessibleDescription(/Must be at most 1/);
  await click(screen.getByRole('button', { name: 'Fewer: Adults' }));
  expect(screen.queryByTestId('q-error')).toBeNull();
});

test('an empty name is said under the name, and nothing is sent', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      answers: {
        mode: 'own',
        travellers: 'solo',
        adults: 1,
        destination: 'downtown',
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        name: 'x',
      },
      step: 8,
    }),
  );
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire', lang: 'ar' });
  await act(async () => {
    fireEvent.change(await screen.findByTestId('plan-name'), { target: { value: '  ' } });
  });
  await click(screen.getByTestId('q-submit'));
  expect(screen.getByTestId('plan-name')).toHaveAccessibleDescription('يرجى إدخال اسم لخطتك.');
  expect(screen.queryByTestId('q-error')).toBeNull();
  expect(api.callsTo('POST /plans')).toHaveLength(0);
  act(() => appStore.getState().setLang('en'));
});

test('speaks Arabic', async () => {
  await renderScreen(<QuestionnairePage />, { path: '/questionnaire', lang: 'ar' });
  expect(await screen.findByText(/هل أخطط رحلتك عنك/)).toBeInTheDocument();
  expect(progress()).toBe('الخطوة 1 من 9');
  const cards = within(screen.getByRole('group'));
  expect(cards.getByText('خطط لي')).toBeInTheDocument();
  await next();
  expect(screen.getByTestId('q-error')).toHaveTextContent('اختر طريقة بناء خطتك.');
  act(() => appStore.getState().setLang('en'));
});
