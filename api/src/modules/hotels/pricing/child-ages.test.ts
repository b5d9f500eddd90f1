import { CHILD_AGE_OPTIONS, validateChildAges } from './child-ages';

describe('child ages (0 = under 1, up to 17)', () => {
  it('offers 0 to 17', () => {
    expect(CHILD_AGE_OPTIONS).toHaveLength(18);
    expect(CHILD_AGE_OPTIONS[0]).toBe(0);
    expect(CHILD_AGE_OPTIONS[17]).toBe(17);
  });

  it('accepts whole years 0–17, including none', () => {
    expect(validateChildAges([0, 5, 17])).toEqual({ ok: true, ages: [0, 5, 17] });
    expect(validateChildAges([])).toEqual({ ok: true, ages: [] });
  });

  it('names the ages it rejects', () => {
    expect(validateChildAges([3, 18, -1, 2.5, '4'])).toEqual({
      ok: false,
      message: 'Child ages must be whole years from 0 to 17',
      invalid: [18, -1, 2.5, '4'],
    });
    expect(validateChildAges('5')).toMatchObject({ ok: false });
  });
});
