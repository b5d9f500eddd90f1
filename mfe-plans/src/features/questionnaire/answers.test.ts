import { completeAnswers as complete } from './test-answers';
import { budgetMinor, groupFor, parseDraft, STEPS, toCreateRequest } from './answers';

describe('questionnaire steps', () => {
  it('are the steps of spec §2, in order', () => {
    expect(STEPS).toEqual([
      'mode',
      'interests',
      'travellers',
      'group',
      'destination',
      'dates',
      'free-time',
      'optional',
      'name',
    ]);
  });
});

describe('answers → POST /plans', () => {
  it('builds the request with the budget in minor units of the selected currency', () => {
    expect(toCreateRequest(complete, 'USD', 2)).toEqual({
      mode: 'ai',
      name: 'Family trip',
      destination: 'marina',
      start_date: '2026-03-05',
      end_date: '2026-03-07',
      travellers: 'family',
      group: { adults: 2, teens: 1, children: 1, youngest_child_age: 4 },
      interests: ['museums'],
      day_start_min: 540,
      day_end_min: 1260,
      free_time: [{ date: null, start_min: 780, end_min: 840 }],
      budget: { amount_minor: 150050, currency: 'USD' },
      pace: 'relaxed',
      must_see: ['a1'],
    });
    expect(toCreateRequest({ ...complete, budget: '' }, 'USD', 2).budget).toBeNull();
  });

  it('drops free slots left on dates outside the trip after the dates changed', () => {
    const moved = {
      ...complete,
      freeTime: [
        { date: '2026-03-06', start_min: 600, end_min: 700 },
        { date: '2026-03-01', start_min: 600, end_min: 700 },
      ],
    };
    expect(toCreateRequest(moved, 'AED', 2).free_time).toEqual([{ date: '2026-03-06', start_min: 600, end_min: 700 }]);
  });

  it('parses budgets in two- and three-decimal currencies', () => {
    expect(budgetMinor('250', 2)).toBe(25000);
    expect(budgetMinor('250,5', 3)).toBe(250500);
    expect(budgetMinor(' ', 2)).toBeNull();
  });

  it('starts each kind of trip with its usual group', () => {
    expect(groupFor('solo')).toMatchObject({ adults: 1, teens: 0, children: 0 });
    expect(groupFor('family')).toMatchObject({ adults: 2, children: 1 });
  });
});

describe('the saved draft', () => {
  it('comes back as saved, and bad or foreign values fall back to the defaults', () => {
    expect(parseDraft(JSON.stringify({ answers: complete, step: 4 }))).toEqual({ answers: complete, step: 4 });
    const odd = parseDraft(JSON.stringify({ answers: { adults: 'two', interests: 'museums', mode: 'ai' }, step: 99 }));
    expect(odd?.answers).toMatchObject({ adults: 2, interests: [], mode: 'ai' });
    expect(odd?.step).toBe(STEPS.length - 1);
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});
