import {
  budgetMinor,
  EMPTY_ANSWERS,
  firstInvalidStep,
  groupFor,
  parseDraft,
  STEPS,
  toCreateRequest,
  validateStep,
  type Answers,
  type Limits,
} from './answers';

const limits: Limits = { today: '2026-03-01', maxDays: 30, maxGroup: 50, windowDays: 365, maxFreeSlots: 20 };
const complete: Answers = {
  ...EMPTY_ANSWERS,
  mode: 'ai',
  interests: ['museums'],
  travellers: 'family',
  adults: 2,
  teens: 1,
  children: 1,
  youngestChildAge: 4,
  destination: 'marina',
  startDate: '2026-03-05',
  endDate: '2026-03-07',
  freeTime: [{ date: null, start_min: 780, end_min: 840 }],
  budget: '1500.5',
  pace: 'relaxed',
  mustSee: [{ activity_id: 'a1', name_en: 'Museum of the Future', name_ar: 'متحف المستقبل' }],
  name: '  Family trip ',
};
const check = (step: (typeof STEPS)[number], over: Partial<Answers>) =>
  validateStep(step, { ...complete, ...over }, limits)?.key ?? null;

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

  it('accept a complete set of answers', () => {
    expect(STEPS.map((s) => validateStep(s, complete, limits))).toEqual(STEPS.map(() => null));
    expect(firstInvalidStep(complete, limits)).toBeNull();
  });

  it.each([
    ['mode', { mode: null }, 'mode'],
    ['interests', { interests: [] }, 'interests'],
    ['travellers', { travellers: null }, 'travellers'],
    ['group', { adults: 0, teens: 0, children: 0 }, 'groupEmpty'],
    ['group', { adults: 0, children: 2, teens: 1 }, 'childrenNeedAdult'],
    ['group', { travellers: 'solo', adults: 2, teens: 0, children: 0 }, 'groupSolo'],
    ['group', { travellers: 'couple', adults: 1, teens: 0, children: 1 }, 'groupCouple'],
    ['group', { travellers: 'friends', adults: 1, teens: 0, children: 0 }, 'groupMore'],
    ['group', { adults: 51, teens: 0, children: 0 }, 'groupMax'],
    ['destination', { destination: null }, 'destination'],
    ['dates', { startDate: '' }, 'datesRequired'],
    ['dates', { startDate: '2026-02-28' }, 'datesPast'],
    ['dates', { endDate: '2026-03-04' }, 'datesOrder'],
    ['dates', { endDate: '2026-04-10' }, 'datesTooLong'],
    ['dates', { startDate: '2027-03-05', endDate: '2027-03-06' }, 'datesTooFar'],
    ['free-time', { dayStartMin: 1200, dayEndMin: 600 }, 'dayHours'],
    ['free-time', { freeTime: [{ date: null, start_min: 900, end_min: 800 }] }, 'slot'],
    ['free-time', { freeTime: [{ date: '2026-03-20', start_min: 600, end_min: 700 }] }, 'slotDate'],
    ['optional', { budget: 'lots' }, 'budget'],
    ['name', { name: '   ' }, 'name'],
    ['name', { name: 'x'.repeat(81) }, 'nameLong'],
  ] as const)('%s rejects %j with %s', (step, over, key) => {
    expect(check(step, over as Partial<Answers>)).toBe(key);
  });

  it('need no interest for an own plan, and allow an empty budget', () => {
    expect(check('interests', { mode: 'own', interests: [] })).toBeNull();
    expect(check('optional', { budget: '' })).toBeNull();
  });

  it('find the first unanswered step, for "Generate"', () => {
    expect(firstInvalidStep({ ...complete, destination: null, name: '' }, limits)).toBe('destination');
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
