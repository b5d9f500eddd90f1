import { AGE_BANDS, groupCostMinor, isSuitableForGroup, youngestAge } from './group';

const prices = { adultMinor: 30000, teenMinor: 20000, childMinor: 10000 };

describe('groupCostMinor', () => {
  it('prices each traveller by age band', () => {
    expect(groupCostMinor({ prices }, { adults: 2, teens: 1, children: 3 })).toBe(2 * 30000 + 20000 + 3 * 10000);
  });
});

describe('suitability', () => {
  const family = { adults: 2, teens: 0, children: 1 };
  const adults = { adults: 2, teens: 0, children: 0 };

  it('plans children’s venues only with children, adults-only venues never with them', () => {
    const kidzania = { kidFriendly: true, audience: 'children' as const };
    const lounge = { kidFriendly: true, audience: 'adults' as const };
    expect(isSuitableForGroup(kidzania, family)).toBe(true);
    expect(isSuitableForGroup(kidzania, adults)).toBe(false);
    expect(isSuitableForGroup(kidzania, { adults: 1, teens: 2, children: 0 })).toBe(false);
    expect(isSuitableForGroup(lounge, family)).toBe(false);
    expect(isSuitableForGroup(lounge, adults)).toBe(true);
  });

  it('keeps activities not marked kid-friendly away from groups with children', () => {
    expect(isSuitableForGroup({ kidFriendly: false }, family)).toBe(false);
    expect(isSuitableForGroup({ kidFriendly: false }, adults)).toBe(true);
  });

  it('compares minAge with the youngest band present', () => {
    expect(youngestAge(family)).toBe(AGE_BANDS.child);
    expect(youngestAge({ adults: 1, teens: 1, children: 0 })).toBe(AGE_BANDS.teen);
    expect(youngestAge(adults)).toBe(AGE_BANDS.adult);
    expect(isSuitableForGroup({ kidFriendly: true, minAge: 12 }, { adults: 1, teens: 1, children: 0 })).toBe(true);
    expect(isSuitableForGroup({ kidFriendly: true, minAge: 13 }, { adults: 1, teens: 1, children: 0 })).toBe(false);
    expect(isSuitableForGroup({ kidFriendly: true, minAge: 21 }, adults)).toBe(false);
  });

  it('uses the youngest child age when it is known', () => {
    expect(isSuitableForGroup({ kidFriendly: true, minAge: 6 }, { ...family, youngestChildAge: 8 })).toBe(true);
    expect(isSuitableForGroup({ kidFriendly: true, minAge: 6 }, { ...family, youngestChildAge: 4 })).toBe(false);
  });
});
