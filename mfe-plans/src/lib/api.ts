// Every call mfe-plans makes, through shared-ui's request layer. Reads reject with ApiError (TanStack Query holds
// them, lib/queries.ts); writes go through toastResult (spec §8 message + toast, never throws) and refresh the
// cached plans list.
import { apiGet, apiPost, apiRequest, toastResult, type ToastOptions, type ToastResult } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { planKeys } from './query-keys';
import { plansPageBody } from './plans-page-body';
import type {
  ActivityOption,
  ConfirmPlanResponse,
  CreatePlanRequest,
  PlanDayRoute,
  PlanDetail,
  PlanOptions,
  PlansPage,
} from './plan-types';

/** Generating may ask a model endpoint (up to 20 s on the server); everything else keeps the 5 s default. */
const GENERATE_TIMEOUT_MS = 30_000;

/** A write's outcome, toasted; a success refreshes the cached plans list (the plan itself takes the answer). */
async function write<T>(
  request: Promise<{ status: number; data: T }>,
  options?: ToastOptions,
): Promise<ToastResult<T>> {
  const result = await toastResult(request, options);
  if (result.ok) void queryClient.invalidateQueries({ queryKey: planKeys.lists });
  return result;
}

export const fetchPlanOptions = (signal?: AbortSignal) => apiPost<PlanOptions>('/plans/options', {}, { signal });

/** The questionnaire shows a failure itself (a refused answer on its step), so it is not toasted here. */
export const createPlan = (body: CreatePlanRequest): Promise<ToastResult<PlanDetail>> =>
  write(apiRequest<PlanDetail>('post', '/plans', body, { timeout: GENERATE_TIMEOUT_MS }), { errors: 'return' });

/**
 * A page of my plans; rejects with ApiError (the list reads it through useInfiniteQuery). The first may have been
 * asked already by the first frame (src/frame): the request layer then takes its answer, once.
 */
export const fetchPlans = (page: number, limit?: number, signal?: AbortSignal) =>
  apiPost<PlansPage>('/plans/fetch-all', plansPageBody(page, limit), { signal });

export const fetchPlan = (pid: string, signal?: AbortSignal) =>
  apiPost<PlanDetail>('/plans/fetch', { pid }, { signal });

/** The road route of one day of a plan (hotel → stops → hotel); rejects with ApiError. */
export const fetchDayRoute = (pid: string, date: string, signal?: AbortSignal) =>
  apiGet<PlanDayRoute>(`/plans/${encodeURIComponent(pid)}/days/${encodeURIComponent(date)}/route`, { signal });

/** The rename form shows its own failure (under the field or in its alert), so it is not toasted. */
export const renamePlan = (pid: string, name: string) =>
  write(apiRequest<PlanDetail>('put', '/plans', { pid, name }), { errors: 'return' });

export const deletePlan = (pid: string) => write(apiRequest<{ deleted: true }>('delete', '/plans', { pid }));

/** `at`: the time and branch of an activity put back (undo after remove); absent, the api picks the earliest fit. */
export const addPlanItem = (
  pid: string,
  acid: string,
  date: string,
  at?: { startMin: number; branchId: string },
  options?: ToastOptions,
) =>
  write(
    apiRequest<PlanDetail>('post', '/plans/items', {
      pid,
      acid,
      date,
      ...(at ? { start_min: at.startMin, branch_id: at.branchId } : {}),
    }),
    options,
  );

export const movePlanItem = (pid: string, itemId: string, date: string, startMin?: number) =>
  write(
    apiRequest<PlanDetail>('put', '/plans/items', {
      pid,
      item_id: itemId,
      date,
      ...(startMin === undefined ? {} : { start_min: startMin }),
    }),
  );

/** Quiet on success: the page offers Undo in its own snackbar instead. */
export const removePlanItem = (pid: string, itemId: string) =>
  write(apiRequest<PlanDetail>('delete', '/plans/items', { pid, item_id: itemId }), { quiet: true });

/** Every activity of one day, in a new order; the api re-times them (quiet: the list itself shows the change). */
export const reorderPlanDay = (pid: string, date: string, itemIds: readonly string[], dayVersion?: number) =>
  write(
    apiRequest<PlanDetail>('put', '/plans/items/order', {
      pid,
      date,
      item_ids: itemIds,
      // The day as the page showed it: someone else's change since answers 409 and the page reloads the plan.
      ...(dayVersion === undefined ? {} : { day_version: dayVersion }),
    }),
    { quiet: true },
  );

export const sharePlan = (pid: string, shared: boolean) =>
  write(apiRequest<{ user_plan_id: string; is_shared: boolean }>('post', '/plans/share', { pid, shared }));

/** Pays every unpaid activity with the PaymentMethod the card entry made (the card never leaves the browser). */
export const confirmPlan = (pid: string, paymentMethod: string, currency: string) =>
  write(apiRequest<ConfirmPlanResponse>('post', '/plans/confirm', { pid, payment_method: paymentMethod, currency }));

/** The social team's endpoint: a post that links the plan (/plan?pid=…); the share dialog shows its failure. */
export const postPlanToFeed = (pid: string, caption: string) =>
  toastResult(apiRequest<{ post_id: string }>('post', '/posts', { caption, user_plan_id: pid }), { errors: 'return' });

export const calendarUrl = (pid: string, lang: string) =>
  `/api/v1/plans/${encodeURIComponent(pid)}/calendar.ics?lang=${lang}`;

/** The plan as a PDF in the page's language (what this reader may see of it: the api decides). */
export const planPdfUrl = (pid: string, lang: string) =>
  `/api/v1/plans/${encodeURIComponent(pid)}/plan.pdf?lang=${lang}`;

/** The activities team's search (name in either language) and list (by main category). */
export const searchActivities = (name: string, signal?: AbortSignal) =>
  apiPost<{ activities: ActivityOption[] }>('/search/activities', { name, limit: 8 }, { signal }).then(
    (r) => r.activities,
  );

export const listActivities = (mainCategory: string | null, signal?: AbortSignal) =>
  apiPost<{ rows: ActivityOption[] }>(
    '/activities/fetch-all',
    { ...(mainCategory ? { main_category: mainCategory } : {}), sort: 'rating', limit: 24 },
    { signal },
  ).then((r) => r.rows);
