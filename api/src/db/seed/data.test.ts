import { demoActivities, parseDataFile } from './data';
import { activitiesFile, peopleFile } from './schemas';

describe('demo data files', () => {
  it('loads the checked content', () => {
    expect(demoActivities).toHaveLength(125);
    expect(new Set(demoActivities.map((a) => a.slug)).size).toBe(125);
  });

  it('fails with the file and the path of what is wrong', () => {
    const broken = structuredClone(demoActivities) as unknown as { prices: { adultMinor: unknown } }[];
    broken[2]!.prices.adultMinor = 'free';
    expect(() => parseDataFile('activities.json', activitiesFile, broken)).toThrow(
      /api\/src\/db\/seed\/data\/activities\.json is invalid:[\s\S]*at \[2\]\.prices\.adultMinor/,
    );
    expect(() => parseDataFile('people.json', peopleFile, { password: 'x', people: [] })).toThrow(/people\.json/);
  });
});
