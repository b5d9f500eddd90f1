import type { PlanGroup } from './plan-types';

/** The bands of a group with someone in them, in the order a plan names them (`trip.<band>` counts them). */
export const groupBands = (group: Pick<PlanGroup, 'adults' | 'teens' | 'children'>) =>
  (['adults', 'teens', 'children'] as const)
    .filter((band) => group[band] > 0)
    .map((band) => ({ band, count: group[band] }));
