import { freePeriods } from './free-periods';

describe('freePeriods', () => {
  it('shows an idle stretch of 90 minutes or more between visits, after the travel to the next', () => {
    const visits = [
      { startMin: 600, endMin: 720, travelMinBefore: 20 },
      // 12:00 → leaves at 15:40 for a 16:00 visit: 3 h 40 idle.
      { startMin: 960, endMin: 1020, travelMinBefore: 20 },
    ];
    expect(freePeriods(visits, 540, 1260, 30)).toEqual([
      [720, 940],
      [1050, 1260],
    ]);
  });

  it('leaves out short gaps and shows the start of the day when the first visit is late', () => {
    const visits = [
      { startMin: 700, endMin: 760, travelMinBefore: 10 },
      { startMin: 800, endMin: 1200, travelMinBefore: 15 },
    ];
    expect(freePeriods(visits, 540, 1260, 20)).toEqual([[540, 690]]);
  });

  it('makes an empty day one free period', () => {
    expect(freePeriods([], 540, 1260, 0)).toEqual([[540, 1260]]);
  });
});
