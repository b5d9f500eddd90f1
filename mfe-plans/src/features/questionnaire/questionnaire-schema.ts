// The questionnaire's rules as one zod schema over all its answers (one react-hook-form form across the chat's steps):
// each step checks only its own fields (STEP_FIELDS) with react-hook-form's trigger, and a problem reads in the
// traveller's language at the moment the check runs.
import { i18n } from '@jad/shared-ui';
import { z } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';
import { addDays, tripDays } from '@/lib/time';
import { STEPS, type Answers, type Limits, type StepId } from './answers';

export type AnswerField = keyof Answers;

/** The answers each step asks for: what "Next" checks, and where a refused field sends the traveller back to. */
export const STEP_FIELDS: Record<StepId, readonly AnswerField[]> = {
  mode: ['mode'],
  interests: ['interests'],
  travellers: ['travellers'],
  group: ['adults', 'teens', 'children', 'youngestChildAge'],
  destination: ['destination'],
  dates: ['startDate', 'endDate'],
  'free-time': ['dayStartMin', 'dayEndMin', 'freeTime'],
  optional: ['budget', 'pace', 'mustSee'],
  name: ['name'],
};

/** The step that asks for an answer. */
export function stepOfAnswer(field: AnswerField): StepId {
  return STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 'mode';
}

/** The answer behind a field of the create request (the api names a refused field by its path). */
const ANSWER_OF_API_FIELD: Record<string, AnswerField> = {
  mode: 'mode',
  interests: 'interests',
  travellers: 'travellers',
  group: 'adults',
  destination: 'destination',
  start_date: 'startDate',
  end_date: 'endDate',
  day_start_min: 'dayStartMin',
  day_end_min: 'dayEndMin',
  free_time: 'freeTime',
  budget: 'budget',
  pace: 'pace',
  must_see: 'mustSee',
  name: 'name',
};

export function answerOfApiField(field: string): AnswerField | null {
  return ANSWER_OF_API_FIELD[field.split('.')[0] ?? ''] ?? null;
}

const NAME_MAX = 80;
const BUDGET = /^\d{1,9}(?:[.,]\d{1,3})?$/;

/** The plan's own wording for a problem (questionnaire.errors.<key>), read when the check runs. */
const say = (key: string, values: Record<string, number> = {}) => i18n.t(`${NS}:questionnaire.errors.${key}`, values);
const saying = (key: string, values?: Record<string, number>) => ({ error: () => say(key, values) });

export function questionnaireSchema(limits: Limits) {
  return z
    .object({
      mode: z
        .enum(['ai', 'own'])
        .nullable()
        .refine((v) => v !== null, saying('mode')),
      interests: z.array(z.string()),
      travellers: z
        .enum(['solo', 'couple', 'family', 'friends'])
        .nullable()
        .refine((v) => v !== null, saying('travellers')),
      adults: z.number().int(),
      teens: z.number().int(),
      children: z.number().int(),
      youngestChildAge: z.number().int().nullable(),
      destination: z
        .string()
        .nullable()
        .refine((v) => Boolean(v), saying('destination')),
      startDate: z.string(),
      endDate: z.string(),
      dayStartMin: z.number(),
      dayEndMin: z.number(),
      freeTime: z
        .array(z.object({ date: z.string().nullable(), start_min: z.number(), end_min: z.number() }))
        .max(limits.maxFreeSlots, saying('tooManySlots', { max: limits.maxFreeSlots })),
      budget: z
        .string()
        .trim()
        .refine((v) => v === '' || BUDGET.test(v), saying('budget')),
      pace: z.enum(['relaxed', 'balanced', 'packed']),
      mustSee: z.array(z.object({ activity_id: z.string(), name_en: z.string(), name_ar: z.string() })),
      name: z
        .string()
        .trim()
        .min(1, saying('name'))
        .max(NAME_MAX, saying('nameLong', { max: NAME_MAX })),
    })
    .superRefine((a, ctx) => {
      // The rules that read more than one answer, each under the answer the traveller would change.
      const problem = (path: AnswerField, key: string, values?: Record<string, number>) =>
        ctx.addIssue({ code: 'custom', path: [path], message: say(key, values) });

      if (a.mode === 'ai' && a.interests.length === 0) problem('interests', 'interests');

      const group = groupProblem(a, limits.maxGroup);
      if (group) problem('adults', group.key, group.values);

      const dates = datesProblem(a, limits);
      if (dates) problem(dates.field, dates.key, dates.values);

      if (a.dayStartMin >= a.dayEndMin) problem('dayStartMin', 'dayHours');
      else if (a.freeTime.some((s) => s.start_min >= s.end_min)) problem('freeTime', 'slot');
      else if (a.freeTime.some((s) => s.date !== null && (s.date < a.startDate || s.date > a.endDate)))
        problem('freeTime', 'slotDate');
    });
}

type Problem = { key: string; values?: Record<string, number> };

function groupProblem(a: Pick<Answers, 'adults' | 'teens' | 'children' | 'travellers'>, maxGroup: number) {
  const total = a.adults + a.teens + a.children;
  const found = (key: string, values?: Record<string, number>): Problem => ({ key, values });
  if (total === 0) return found('groupEmpty');
  if (total > maxGroup) return found('groupMax', { max: maxGroup });
  if (a.children > 0 && a.adults === 0) return found('childrenNeedAdult');
  if (a.travellers === 'solo' && total !== 1) return found('groupSolo');
  if (a.travellers === 'couple' && (total !== 2 || a.children > 0)) return found('groupCouple');
  if ((a.travellers === 'family' || a.travellers === 'friends') && total < 2) return found('groupMore');
  return null;
}

function datesProblem(a: Pick<Answers, 'startDate' | 'endDate'>, limits: Limits) {
  const found = (field: AnswerField, key: string, values?: Record<string, number>) => ({ field, key, values });
  if (!a.startDate) return found('startDate', 'datesRequired');
  if (!a.endDate) return found('endDate', 'datesRequired');
  if (a.startDate < limits.today) return found('startDate', 'datesPast');
  if (a.startDate > addDays(limits.today, limits.windowDays)) return found('startDate', 'datesTooFar');
  if (a.endDate < a.startDate) return found('endDate', 'datesOrder');
  if (tripDays(a.startDate, a.endDate) > limits.maxDays)
    return found('endDate', 'datesTooLong', { max: limits.maxDays });
  return null;
}
