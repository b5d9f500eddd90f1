import { createOpenAiCompatibleProposer, type OpenAiProposerConfig } from '../../modules/plans/planner/ai-provider';
import { generatePlanWithProposer } from '../../modules/plans/planner/repair';
import type { PlanAiProvider } from './types';

/**
 * A model behind the OpenAI chat-completions protocol proposes the plan; the planner validates the answer
 * against the catalog and repairs it with the generator's constraints, or falls back to the generator.
 */
export function createOpenAiCompatiblePlanAi(config: OpenAiProposerConfig): PlanAiProvider {
  const proposer = createOpenAiCompatibleProposer(config);
  return {
    name: 'openai-compatible',
    async generate(request, catalog, options) {
      const result = await generatePlanWithProposer(request, catalog, proposer, options);
      return { plan: result.plan, source: result.source, ...(result.fallback ? { fallback: result.fallback } : {}) };
    },
  };
}
