import { PlanInputError, planInputError, toAedMinor, toPlanRequest } from './request';
import { createPlanBody } from './schemas';

const TODAY = '2026-03-01';
const answers = (over: Record<string, unknown> = {}) =>
  createPlanBody.parse({
    mode: 'ai',
    name: 'Trip',
    destination: 'marina',
    start_date: '2026-03-02',
    end_date: '2026-03-04',
    travellers: 'family',
    group: { adults: 2, teens: 1, children: 1, youngest_child_age: 6 },
    interests: ['museums', 'museums', 'water-parks'],
    free_time: [
      { start_min: 780, end_min: 840 },
      { date: '2026-03-03', start_min: 1140, end_min: 1260 },
    ],
    ...over,
  });

describe('questionnaire answers → planner request', () => {
  it('maps every answer, dropping repeated interests and placing the hotel at the destination', () => {
    const r = toPlanRequest(answers(), { today: TODAY, seed: 9, budgetAedMinor: 150000, mustSee: [4, 4, 7] });
    expect(r).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      dayStartMin: 540,
      dayEndMin: 1260,
      interests: ['museums', 'water-parks'],
      group: { adults: 2, teens: 1, children: 1, youngestChildAge: 6 },
      budgetMinor: 150000,
      pace: 'balanced',
      mustSee: [4, 7],
      freeTime: [
        { date: null, startMin: 780, endMin: 840 },
        { date: '2026-03-03', startMin: 1140, endMin: 1260 },
      ],
      hotel: { lat: 25.0805, lng: 55.1403 },
      seed: 9,
    });
  });

  it('throws a field-named error for answers that do not make sense', () => {
    expect(() =>
      toPlanRequest(answers({ travellers: 'couple' }), { today: TODAY, seed: 1, budgetAedMinor: null, mustSee: [] }),
    ).toThrow(PlanInputError);
    expect(planInputError(answers({ travellers: 'couple' }), TODAY)?.message).toBe(
      'group: a couple is two travellers aged 12 or more',
    );
    expect(planInputError(answers({ travellers: 'couple' }), TODAY)).toMatchObject({
      code: 'couple_is_two',
      field: 'group',
    });
    expect(
      planInputError(answers({ travellers: 'friends', group: { adults: 1, teens: 0, children: 0 } }), TODAY)?.message,
    ).toBe('group: add the other travellers');
    expect(
      planInputError(answers({ group: { adults: 2, teens: 0, children: 0, youngest_child_age: 4 } }), TODAY)?.message,
    ).toBe('group.youngest_child_age: only with children');
    expect(planInputError(answers({ start_date: '2027-06-01', end_date: '2027-06-02' }), TODAY)?.message).toBe(
      'start_date: Please choose a date within the next 12 months',
    );
    expect(planInputError(answers(), TODAY)).toBeNull();
  });
});

describe('budget in another currency → AED fils', () => {
  it('converts exactly and rounds down', () => {
    expect(toAedMinor(10000, 2, 1)).toBe(10000);
    expect(toAedMinor(10000, 2, 0.2723)).toBe(36724); // 100 USD = 367.24… AED
    expect(toAedMinor(100000, 3, 0.1047)).toBe(95510); // 100 KWD (three decimals)
    expect(toAedMinor(0, 2, 0.25)).toBe(0);
    expect(() => toAedMinor(100, 2, 0)).toThrow(RangeError);
  });
});
