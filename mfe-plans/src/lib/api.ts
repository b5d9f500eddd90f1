// Every call mfe-plans makes, through shared-ui's request layer. Writes go through toastResult (spec §8 message +
// toast, never throws) and refresh the cached plans list.
import { apiPost, apiRequest, toApiError, toastResult, type CardValue, type ToastResult } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { planKeys } from './query-keys';
import type {
  ActivityOption,
  ConfirmPlanResponse,
  CreatePlanRequest,
  PlanDetail,
  PlanOptions,
  PlansPage,
} from './plan-types';

/** Generating may ask a model endpoint (up to 20 s on the server); everything else keeps the 5 s default. */
const GENERATE_TIMEOUT_MS = 30_000;

export type ReadResult<T> = { ok: true; data: T } | { ok: false; status: number | null; message: string | null };

/** A read as a result to branch on (screens that show their own empty or failed state). */
async function read<T>(request: Promise<T>): Promise<ReadResult<T>> {
  try {
    return { ok: true, data: await request };
  } catch (caught) {
    const error = toApiError(caught);
    return { ok: false, status: error.status, message: error.serverMessage };
  }
}

/** A write's outcome, toasted; a success refreshes the cached plans list. */
async function write<T>(request: Promise<{ status: number; data: T }>): Promise<ToastResult<T>> {
  const result = await toastResult(request);
  if (result.ok) void queryClient.invalidateQueries({ queryKey: planKeys.all });
  return result;
}

export const fetchPlanOptions = () => read(apiPost<PlanOptions>('/plans/options', {}));

export const createPlan = (body: CreatePlanRequest): Promise<ToastResult<PlanDetail>> =>
  write(apiRequest<PlanDetail>('post', '/plans', body, { timeout: GENERATE_TIMEOUT_MS }));

/** A page of my plans; rejects with ApiError (the list reads it through useInfiniteQuery). */
export const fetchPlans = (page: number, limit = 12, signal?: AbortSignal) =>
  apiPost<PlansPage>('/plans/fetch-all', { page, limit }, { signal });

export const fetchPlan = (pid: string) => read(apiPost<PlanDetail>('/plans/fetch', { pid }));

export const renamePlan = (pid: string, name: string) => write(apiRequest<PlanDetail>('put', '/plans', { pid, name }));

export const deletePlan = (pid: string) => write(apiRequest<{ deleted: true }>('delete', '/plans', { pid }));

export const addPlanItem = (pid: string, acid: string, date: string) =>
  write(apiRequest<PlanDetail>('post', '/plans/items', { pid, acid, date }));

export const movePlanItem = (pid: string, itemId: string, date: string, startMin?: number) =>
  write(
    apiRequest<PlanDetail>('put', '/plans/items', {
      pid,
      item_id: itemId,
      date,
      ...(startMin === undefined ? {} : { start_min: startMin }),
    }),
  );

export const removePlanItem = (pid: string, itemId: string) =>
  write(apiRequest<PlanDetail>('delete', '/plans/items', { pid, item_id: itemId }));

export const sharePlan = (pid: string, shared: boolean) =>
  write(apiRequest<{ user_plan_id: string; is_shared: boolean }>('post', '/plans/share', { pid, shared }));

/** Pays every unpaid activity with the whole card (digits, MM/YY, CVC: shared-ui's cardPayload). */
export const confirmPlan = (pid: string, card: CardValue, currency: string) =>
  write(
    apiRequest<ConfirmPlanResponse>('post', '/plans/confirm', {
      pid,
      card_number: card.number,
      card_expiry: card.expiry,
      card_cvc: card.cvc,
      currency,
    }),
  );

/** The social team's endpoint: a post that links the plan (/plan?pid=…). */
export const postPlanToFeed = (pid: string, caption: string) =>
  toastResult(apiRequest<{ post_id: string }>('post', '/posts', { caption, user_plan_id: pid }));

export const calendarUrl = (pid: string, lang: string) =>
  `/api/v1/plans/${encodeURIComponent(pid)}/calendar.ics?lang=${lang}`;

/** The plan as a PDF in the page's language (what this reader may see of it: the api decides). */
export const planPdfUrl = (pid: string, lang: string) =>
  `/api/v1/plans/${encodeURIComponent(pid)}/plan.pdf?lang=${lang}`;

/** The activities team's search (name in either language) and list (by main category). */
export const searchActivities = (name: string) =>
  read(apiPost<{ activities: ActivityOption[] }>('/search/activities', { name, limit: 8 }));

export const listActivities = (mainCategory: string | null) =>
  read(
    apiPost<{ rows: ActivityOption[] }>('/activities/fetch-all', {
      ...(mainCategory ? { main_category: mainCategory } : {}),
      sort: 'rating',
      limit: 24,
    }),
  );
