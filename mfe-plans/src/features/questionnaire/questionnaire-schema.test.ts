import { completeAnswers as complete } from './test-answers';
import { act } from '@testing-library/react';
import { i18n } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { STEPS, type Answers, type Limits, type StepId } from './answers';
import {
  answerOfApiField,
  questionnaireSchema,
  STEP_FIELDS,
  stepOfAnswer,
  type AnswerField,
} from './questionnaire-schema';

const limits: Limits = { today: '2026-03-01', maxDays: 30, maxGroup: 50, windowDays: 365, maxFreeSlots: 20 };
const schema = questionnaireSchema(limits);

/** The first problem of a step's answers, as the traveller reads it, and the answer it is under. */
function problemOf(step: StepId, over: Partial<Answers>): [AnswerField, string] | null {
  const result = schema.safeParse({ ...complete, ...over });
  if (result.success) return null;
  const issue = result.error.issues.find((i) => STEP_FIELDS[step].includes(i.path[0] as AnswerField));
  return issue ? [issue.path[0] as AnswerField, issue.message] : null;
}
const said = (key: string, max?: number) => i18n.t(`${NS}:questionnaire.errors.${key}`, { max });

describe('the questionnaire rules', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it('accept a complete set of answers, and trim the name and budget', () => {
    const result = schema.safeParse(complete);
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Family trip');
  });

  it.each([
    ['mode', { mode: null }, 'mode', 'mode', undefined],
    ['interests', { interests: [] }, 'interests', 'interests', undefined],
    ['travellers', { travellers: null }, 'travellers', 'travellers', undefined],
    ['group', { adults: 0, teens: 0, children: 0 }, 'adults', 'groupEmpty', undefined],
    ['group', { adults: 0, children: 2, teens: 1 }, 'adults', 'childrenNeedAdult', undefined],
    ['group', { travellers: 'solo', adults: 2, teens: 0, children: 0 }, 'adults', 'groupSolo', undefined],
    ['group', { travellers: 'couple', adults: 1, teens: 0, children: 1 }, 'adults', 'groupCouple', undefined],
    ['group', { travellers: 'friends', adults: 1, teens: 0, children: 0 }, 'adults', 'groupMore', undefined],
    ['group', { adults: 51, teens: 0, children: 0 }, 'adults', 'groupMax', 50],
    ['destination', { destination: null }, 'destination', 'destination', undefined],
    ['dates', { startDate: '' }, 'startDate', 'datesRequired', undefined],
    ['dates', { endDate: '' }, 'endDate', 'datesRequired', undefined],
    ['dates', { startDate: '2026-02-28' }, 'startDate', 'datesPast', undefined],
    ['dates', { endDate: '2026-03-04' }, 'endDate', 'datesOrder', undefined],
    ['dates', { endDate: '2026-04-10' }, 'endDate', 'datesTooLong', 30],
    ['dates', { startDate: '2027-03-05', endDate: '2027-03-06' }, 'startDate', 'datesTooFar', undefined],
    ['free-time', { dayStartMin: 1200, dayEndMin: 600 }, 'dayStartMin', 'dayHours', undefined],
    ['free-time', { freeTime: [{ date: null, start_min: 900, end_min: 800 }] }, 'freeTime', 'slot', undefined],
    [
      'free-time',
      { freeTime: [{ date: '2026-03-20', start_min: 600, end_min: 700 }] },
      'freeTime',
      'slotDate',
      undefined,
    ],
    ['optional', { budget: 'lots' }, 'budget', 'budget', undefined],
    ['name', { name: '   ' }, 'name', 'name', undefined],
    ['name', { name: 'x'.repeat(81) }, 'name', 'nameLong', 80],
  ] as const)('%s rejects %j under %s: %s', (step, over, field, key, max) => {
    expect(problemOf(step, over as Partial<Answers>)).toEqual([field, said(key, max)]);
  });

  it('need no interest for an own plan, and allow an empty budget', () => {
    expect(problemOf('interests', { mode: 'own', interests: [] })).toBeNull();
    expect(problemOf('optional', { budget: '' })).toBeNull();
  });

  it("say a step's problem in the language of the moment it is checked", async () => {
    await act(() => i18n.changeLanguage('ar'));
    const [, message] = problemOf('destination', { destination: null }) ?? ['', ''];
    expect(message).toBe(said('destination'));
    expect(message).not.toMatch(/[A-Za-z]/);
  });

  it('send a refused field of the create request back to the step that asks for it', () => {
    expect(answerOfApiField('end_date')).toBe('endDate');
    expect(answerOfApiField('group.children')).toBe('adults');
    expect(answerOfApiField('unknown')).toBeNull();
    expect(STEPS.map((step) => STEP_FIELDS[step].map(stepOfAnswer))).toEqual(
      STEPS.map((step) => STEP_FIELDS[step].map(() => step)),
    );
    expect(stepOfAnswer(answerOfApiField('free_time.0.start_min') ?? 'mode')).toBe('free-time');
  });
});
