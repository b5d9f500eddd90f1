// A model may propose the plan instead of the built-in generator. The model only picks activities and days;
// repair.ts checks its answer against the catalog and the same constraints, so a bad answer costs quality,
// never correctness. The adapter speaks the OpenAI chat-completions protocol, which most hosted and local
// model servers (vLLM, Ollama, llama.cpp, LiteLLM …) implement.
import { z } from 'zod';
import { at } from '../../../lib/checked';
import { formatClock } from './dates';
import { buildProblem, PACE_CAPS } from './instance';
import type { LocalizedText, PlannerActivity, PlanRequest, Weekday, WeeklyHours } from './types';

export interface CatalogSummaryEntry {
  id: number;
  name: string;
  categories: readonly string[];
  durationMin: number;
  kidFriendly: boolean;
  minAge?: number;
  /** Tickets for the whole group, AED minor units. */
  groupPriceMinor: number;
  rating: number;
  /** Opening hours of the first open branch, e.g. 'Sun-Thu 10:00-22:00; Fri-Sat 10:00-24:00'. */
  hours: string;
}

export interface ProposedItem {
  activityId: number;
  date: string;
  startMin?: number;
  reason?: LocalizedText;
}

export interface PlanProposal {
  items: ProposedItem[];
}

export interface PlanProposer {
  propose(request: PlanRequest, catalogSummary: readonly CatalogSummaryEntry[]): Promise<PlanProposal>;
}

export type ProposalErrorKind = 'http' | 'timeout' | 'network' | 'invalid-json' | 'invalid-shape';

export class PlanProposalError extends Error {
  constructor(
    readonly kind: ProposalErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PlanProposalError';
  }
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekly hours as a short line, consecutive days with the same hours grouped. */
export function describeHours(hours: WeeklyHours): string {
  const day = (w: number) =>
    (hours[w as Weekday] ?? []).length === 0
      ? 'closed'
      : (hours[w as Weekday] ?? []).map(([o, c]) => `${formatClock(o)}-${formatClock(Math.min(c, 1440))}`).join(',');
  const parts: string[] = [];
  for (let w = 0; w < 7;) {
    let end = w;
    while (end + 1 < 7 && day(end + 1) === day(w)) end++;
    parts.push(`${w === end ? DAY_NAMES[w] : `${DAY_NAMES[w]}-${DAY_NAMES[end]}`} ${day(w)}`);
    w = end + 1;
  }
  return parts.join('; ');
}

/** The activities worth showing the model: eligible for the group and the dates, best potential first. */
export function summariseCatalog(
  request: PlanRequest,
  catalog: readonly PlannerActivity[],
  limit = 60,
): CatalogSummaryEntry[] {
  const p = buildProblem(request, catalog, { maxCandidates: limit });
  return p.candidates.map((c) => ({
    id: c.activity.id,
    name: c.activity.name.en,
    categories: c.activity.categories,
    durationMin: c.durationMin,
    kidFriendly: c.activity.kidFriendly,
    ...(c.activity.minAge !== undefined ? { minAge: c.activity.minAge } : {}),
    groupPriceMinor: c.costMinor,
    rating: c.activity.rating,
    // A candidate has at least one branch open on the trip (instance.ts), and only the hotel node has no branch.
    hours: describeHours((at(p.nodes, at(c.nodes, 0)).branch ?? at(c.activity.branches, 0)).hours),
  }));
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export function buildMessages(request: PlanRequest, summary: readonly CatalogSummaryEntry[]): ChatMessage[] {
  const system = [
    'You plan sightseeing days in Dubai. Choose activities only from the catalog the user gives, by id.',
    `At most ${PACE_CAPS[request.pace]} activities a day, between dayStart and dayEnd (minutes from midnight),`,
    'inside opening hours, never in the free-time slots, leaving time to travel between places,',
    'within the ticket budget (AED minor units) and suited to the group. Prefer the interests and the must-see ids.',
    'Answer with one JSON object and nothing else:',
    '{"items":[{"activityId":1,"date":"YYYY-MM-DD","startMin":600,"reason":{"en":"one line","ar":"سطر واحد"}}]}',
  ].join(' ');
  const trip = {
    startDate: request.startDate,
    endDate: request.endDate,
    dayStart: request.dayStartMin,
    dayEnd: request.dayEndMin,
    interests: request.interests,
    group: request.group,
    budgetMinor: request.budgetMinor ?? null,
    pace: request.pace,
    mustSee: request.mustSee ?? [],
    freeTime: request.freeTime,
  };
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify({ trip, catalog: summary }) },
  ];
}

const localized = z.object({ en: z.string().trim().min(1).max(200), ar: z.string().trim().min(1).max(200) });
const proposalSchema = z.object({
  items: z
    .array(
      z.object({
        activityId: z.number().int(),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        startMin: z.number().int().min(0).max(1440).optional(),
        // A malformed reason only loses the reason, not the item.
        reason: localized.optional().catch(undefined),
      }),
    )
    .max(500),
});

/** The model's message content → a proposal; tolerates a ```json fence around the object. */
export function parseProposal(content: string): PlanProposal {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new PlanProposalError('invalid-json', 'The model did not answer with JSON');
  }
  const parsed = proposalSchema.safeParse(data);
  if (!parsed.success)
    throw new PlanProposalError('invalid-shape', `Unexpected answer: ${parsed.error.issues[0]?.message ?? ''}`);
  return {
    items: parsed.data.items.map((i) => ({
      activityId: i.activityId,
      date: i.date,
      ...(i.startMin !== undefined ? { startMin: i.startMin } : {}),
      ...(i.reason ? { reason: { en: i.reason.en.replace(/\s+/g, ' '), ar: i.reason.ar.replace(/\s+/g, ' ') } } : {}),
    })),
  };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface OpenAiProposerConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (no trailing /chat/completions). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Whole request, default 20 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createOpenAiCompatibleProposer(config: OpenAiProposerConfig): PlanProposer {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async propose(request, catalogSummary) {
      const body = {
        model: config.model,
        messages: buildMessages(request, catalogSummary),
        response_format: { type: 'json_object' },
        temperature: 0,
        seed: request.seed,
      };
      let response: Response;
      let payload: unknown;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
        });
        if (!response.ok) throw new PlanProposalError('http', `Model endpoint answered ${response.status}`);
        payload = await response.json();
      } catch (error) {
        if (error instanceof PlanProposalError) throw error;
        // By name, not instanceof: fetch's errors may come from another realm (a DOMException, for one).
        const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new PlanProposalError('timeout', 'Model endpoint timed out');
        if (name === 'SyntaxError') throw new PlanProposalError('invalid-json', 'Model endpoint sent invalid JSON');
        throw new PlanProposalError('network', `Model endpoint unreachable: ${String(message ?? error)}`);
      }
      const completion = completionSchema.safeParse(payload);
      if (!completion.success) throw new PlanProposalError('invalid-shape', 'Not a chat-completions answer');
      // The schema asks for at least one choice.
      return parseProposal(at(completion.data.choices, 0).message.content ?? '');
    },
  };
}
