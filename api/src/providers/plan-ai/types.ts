import type { GenerateOptions } from '../../modules/plans/planner/generate';
import type { Plan, PlannerActivity, PlanRequest } from '../../modules/plans/planner/types';

/** What made the itinerary: the built-in generator, or a model whose answer was repaired. */
export type PlanAiSource = 'built-in' | 'ai';

export interface PlanAiResult {
  plan: Plan;
  source: PlanAiSource;
  /** Why the model's plan was not used (timeout, http, invalid-json, …), when a model was asked. */
  fallback?: string;
}

/**
 * Makes a day-by-day plan from a request and the catalog. The built-in provider runs the offline
 * generator; the OpenAI-compatible one asks a model, then checks and repairs its answer with the same
 * constraints, and falls back to the generator when the model fails. Either way the plan is valid.
 */
export interface PlanAiProvider {
  readonly name: 'built-in' | 'openai-compatible';
  generate(request: PlanRequest, catalog: readonly PlannerActivity[], options?: GenerateOptions): Promise<PlanAiResult>;
}
