// Every call mfe-plans makes. Writes go through toastResult (spec §8 message + toast, never throws).
import { api, toastResult, type CardValue, type ToastResult } from '@jad/shared-ui';
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

async function read<T>(request: Promise<{ data: T }>): Promise<ReadResult<T>> {
  try {
    return { ok: true, data: (await request).data };
  } catch (error) {
    const response = (error as { response?: { status?: number; data?: { message?: unknown } } }).response;
    const message = typeof response?.data?.message === 'string' ? response.data.message : null;
    return { ok: false, status: response?.status ?? null, message };
  }
}

export const fetchPlanOptions = () => read(api.post<PlanOptions>('/plans/options', {}));

export const createPlan = (body: CreatePlanRequest): Promise<ToastResult<PlanDetail>> =>
  toastResult(api.post<PlanDetail>('/plans', body, { timeout: GENERATE_TIMEOUT_MS }));

export const fetchPlans = (page: number, limit = 12) => read(api.post<PlansPage>('/plans/fetch-all', { page, limit }));

export const fetchPlan = (pid: string) => read(api.post<PlanDetail>('/plans/fetch', { pid }));

export const renamePlan = (pid: string, name: string) => toastResult(api.put<PlanDetail>('/plans', { pid, name }));

export const deletePlan = (pid: string) => toastResult(api.delete<{ deleted: true }>('/plans', { data: { pid } }));

export const addPlanItem = (pid: string, acid: string, date: string) =>
  toastResult(api.post<PlanDetail>('/plans/items', { pid, acid, date }));

export const movePlanItem = (pid: string, itemId: string, date: string, startMin?: number) =>
  toastResult(
    api.put<PlanDetail>('/plans/items', {
      pid,
      item_id: itemId,
      date,
      ...(startMin === undefined ? {} : { start_min: startMin }),
    }),
  );

export const removePlanItem = (pid: string, itemId: string) =>
  toastResult(api.delete<PlanDetail>('/plans/items', { data: { pid, item_id: itemId } }));

export const sharePlan = (pid: string, shared: boolean) =>
  toastResult(api.post<{ user_plan_id: string; is_shared: boolean }>('/plans/share', { pid, shared }));

/** Pays every unpaid activity with the whole card (digits, MM/YY, CVC: shared-ui's cardPayload). */
export const confirmPlan = (pid: string, card: CardValue, currency: string) =>
  toastResult(
    api.post<ConfirmPlanResponse>('/plans/confirm', {
      pid,
      card_number: card.number,
      card_expiry: card.expiry,
      card_cvc: card.cvc,
      currency,
    }),
  );

/** The social team's endpoint: a post that links the plan (/plan?pid=…). */
export const postPlanToFeed = (pid: string, caption: string) =>
  toastResult(api.post<{ post_id: string }>('/posts', { caption, user_plan_id: pid }));

export const calendarUrl = (pid: string, lang: string) =>
  `/api/v1/plans/${encodeURIComponent(pid)}/calendar.ics?lang=${lang}`;

/** The plan as a PDF in the page's language (what this reader may see of it: the api decides). */
export const planPdfUrl = (pid: string, lang: string) =>
  `/api/v1/plans/${encodeURIComponent(pid)}/plan.pdf?lang=${lang}`;

/** The activities team's search (name in either language) and list (by main category). */
export const searchActivities = (name: string) =>
  read(api.post<{ activities: ActivityOption[] }>('/search/activities', { name, limit: 8 }));

export const listActivities = (mainCategory: string | null) =>
  read(
    api.post<{ rows: ActivityOption[] }>('/activities/fetch-all', {
      ...(mainCategory ? { main_category: mainCategory } : {}),
      sort: 'rating',
      limit: 24,
    }),
  );
