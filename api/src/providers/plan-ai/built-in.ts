import { generatePlan } from '../../modules/plans/planner/generate';
import type { PlanAiProvider } from './types';

/** The offline, deterministic generator (same request, seed and catalog → same plan). */
export function createBuiltInPlanAi(): PlanAiProvider {
  return {
    name: 'built-in',
    async generate(request, catalog, options) {
      return { plan: generatePlan(request, catalog, options), source: 'built-in' };
    },
  };
}
