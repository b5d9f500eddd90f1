import { useCallback, useEffect, useMemo, useState } from 'react';
import { useZodForm } from '@jad/shared-ui/forms';
import { at } from '@jad/shared-ui/checked';
import { EMPTY_ANSWERS, parseDraft, STEPS, type Answers, type Limits, type StepId } from './answers';
import { questionnaireSchema, STEP_FIELDS, stepOfAnswer, type AnswerField } from './questionnaire-schema';

// The draft survives a reload of the tab (sessionStorage, prefixed by domain), never another person's session.
export const DRAFT_KEY = 'plans:questionnaire-draft';

function loadDraft(): { answers: Answers; step: number } {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY)) ?? { answers: EMPTY_ANSWERS, step: 0 };
  } catch {
    return { answers: EMPTY_ANSWERS, step: 0 };
  }
}

export interface Questionnaire {
  answers: Answers;
  step: StepId;
  index: number;
  /** The current step's problems, by answer, in the traveller's language (one each). */
  errors: Partial<Record<AnswerField, string>>;
  update(patch: Partial<Answers>): void;
  /** Checks the current step's answers; moves on when they are fine. Resolves to whether it moved. */
  next(): Promise<boolean>;
  back(): void;
  goTo(step: StepId): void;
  /** Checks every answer; on a problem, shows the first step that has one. */
  validateAll(): Promise<boolean>;
  reset(): void;
  /** Shows the step of the first refused answer, each refusal (already in the user's language) under its answer. */
  refuse(refused: readonly { field: AnswerField; message: string }[]): void;
}

/** One react-hook-form form across the chat's steps; each "Next" checks only the fields of its step. */
export function useQuestionnaire(limits: Limits): Questionnaire {
  const [draft] = useState(loadDraft);
  const [index, setIndex] = useState(draft.step);
  const schema = useMemo(() => questionnaireSchema(limits), [limits]);
  const form = useZodForm(schema, { defaultValues: draft.answers });
  const { trigger, setValue, setError, clearErrors, getFieldState, reset: resetForm } = form;
  // Read in render: react-hook-form only tracks the form state a render has read.
  const formErrors = form.formState.errors;
  const answers = form.watch() as Answers;
  const step = at(STEPS, index);

  const saved = JSON.stringify({ answers, step: index });
  useEffect(() => {
    try {
      window.sessionStorage.setItem(DRAFT_KEY, saved);
    } catch {
      // storage full or blocked: the questionnaire still works, only the draft is not kept
    }
  }, [saved]);

  const errors: Partial<Record<AnswerField, string>> = {};
  for (const field of STEP_FIELDS[step]) {
    const message = formErrors[field]?.message;
    if (message) errors[field] = message;
  }
  const shown = Object.keys(errors).length > 0;

  const update = useCallback(
    (patch: Partial<Answers>) => {
      for (const [field, value] of Object.entries(patch) as [AnswerField, Answers[AnswerField]][])
        setValue(field, value, { shouldDirty: true });
      // A step that showed a problem checks again as the traveller changes it (and stops saying it once fixed).
      if (shown) void trigger(STEP_FIELDS[step]);
    },
    [setValue, shown, step, trigger],
  );

  const next = useCallback(async (): Promise<boolean> => {
    if (!(await trigger(STEP_FIELDS[step], { shouldFocus: true }))) return false;
    setIndex((i) => Math.min(i + 1, STEPS.length - 1));
    return true;
  }, [step, trigger]);

  // Another step starts clean: its problems show again when its "Next" is pressed.
  const back = useCallback(() => {
    clearErrors();
    setIndex((i) => Math.max(0, i - 1));
  }, [clearErrors]);

  const goTo = useCallback(
    (target: StepId) => {
      clearErrors();
      setIndex(STEPS.indexOf(target));
    },
    [clearErrors],
  );

  const validateAll = useCallback(async (): Promise<boolean> => {
    if (await trigger()) return true;
    const invalid = STEPS.find((s) => STEP_FIELDS[s].some((f) => getFieldState(f).invalid));
    if (invalid) setIndex(STEPS.indexOf(invalid));
    return false;
  }, [getFieldState, trigger]);

  const reset = useCallback(() => {
    resetForm(EMPTY_ANSWERS);
    setIndex(0);
  }, [resetForm]);

  const refuse = useCallback(
    (refused: readonly { field: AnswerField; message: string }[]) => {
      const first = refused[0];
      if (!first) return;
      clearErrors();
      for (const { field, message } of refused) setError(field, { type: 'server', message });
      setIndex(STEPS.indexOf(stepOfAnswer(first.field)));
    },
    [clearErrors, setError],
  );

  return { answers, step, index, errors, update, next, back, goTo, validateAll, reset, refuse };
}
