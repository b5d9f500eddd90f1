import { requireHttpUrl } from '../http-url';
import { createBuiltInPlanAi } from './built-in';
import { createOpenAiCompatiblePlanAi } from './openai-compatible';
import type { PlanAiProvider } from './types';

export * from './types';
export { createBuiltInPlanAi } from './built-in';
export { createOpenAiCompatiblePlanAi } from './openai-compatible';

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * PLAN_AI_BASE_URL (e.g. http://127.0.0.1:11434/v1) and PLAN_AI_MODEL select an OpenAI-compatible model
 * endpoint, PLAN_AI_API_KEY its key (optional for local servers), PLAN_AI_TIMEOUT_MS the wait (default 20 s).
 * Without a base URL and a model: the built-in generator. A half configuration is an error, not a silent default.
 */
export function createPlanAiFromEnv(env: NodeJS.ProcessEnv = process.env): PlanAiProvider {
  const baseUrl = env.PLAN_AI_BASE_URL?.trim();
  const model = env.PLAN_AI_MODEL?.trim();
  if (!baseUrl && !model) return createBuiltInPlanAi();
  if (!baseUrl || !model) throw new Error('PLAN_AI_BASE_URL and PLAN_AI_MODEL must be set together');
  requireHttpUrl(baseUrl, 'PLAN_AI_BASE_URL');
  const timeout = env.PLAN_AI_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new Error('PLAN_AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000');
  }
  const apiKey = env.PLAN_AI_API_KEY?.trim();
  return createOpenAiCompatiblePlanAi({ baseUrl, model, timeoutMs, ...(apiKey ? { apiKey } : {}) });
}
