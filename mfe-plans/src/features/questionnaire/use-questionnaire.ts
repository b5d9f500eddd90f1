import { useCallback, useEffect, useState } from 'react';
import {
  EMPTY_ANSWERS,
  firstInvalidStep,
  parseDraft,
  STEPS,
  validateStep,
  type Answers,
  type Limits,
  type StepId,
} from './answers';
import { at } from '@jad/shared-ui/checked';

// The draft survives a reload of the tab (sessionStorage, prefixed by domain), never another person's session.
export const DRAFT_KEY = 'plans:questionnaire-draft';

function loadDraft(): { answers: Answers; step: number } {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY)) ?? { answers: EMPTY_ANSWERS, step: 0 };
  } catch {
    return { answers: EMPTY_ANSWERS, step: 0 };
  }
}

export type StepError =
  | { step: StepId; key: string; values?: Record<string, number> }
  /** The api's refusal of an answer, already in the user's language. */
  | { step: StepId; message: string };

export interface Questionnaire {
  answers: Answers;
  step: StepId;
  index: number;
  error: StepError | null;
  update(patch: Partial<Answers>): void;
  /** Validates the current step; moves on when it is fine. Returns whether it moved. */
  next(): boolean;
  back(): void;
  goTo(step: StepId): void;
  /** Validates every step; on a problem, shows that step with its error. */
  validateAll(): boolean;
  reset(): void;
  /** Shows a refused answer's step with the api's reason. */
  refuse(step: StepId, message: string): void;
}

export function useQuestionnaire(limits: Limits | null): Questionnaire {
  const [state, setState] = useState(loadDraft);
  const [error, setError] = useState<StepError | null>(null);
  const step = at(STEPS, state.step);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(state));
    } catch {
      // storage full or blocked: the questionnaire still works, only the draft is not kept
    }
  }, [state]);

  const update = useCallback((patch: Partial<Answers>) => {
    setState((s) => ({ ...s, answers: { ...s.answers, ...patch } }));
    setError(null);
  }, []);

  const next = useCallback((): boolean => {
    if (!limits) return false;
    const problem = validateStep(step, state.answers, limits);
    if (problem) {
      setError({ step, ...problem });
      return false;
    }
    setError(null);
    setState((s) => ({ ...s, step: Math.min(s.step + 1, STEPS.length - 1) }));
    return true;
  }, [limits, state.answers, step]);

  const back = useCallback(() => {
    setError(null);
    setState((s) => ({ ...s, step: Math.max(0, s.step - 1) }));
  }, []);

  const goTo = useCallback((target: StepId) => {
    setError(null);
    setState((s) => ({ ...s, step: STEPS.indexOf(target) }));
  }, []);

  const validateAll = useCallback((): boolean => {
    if (!limits) return false;
    const invalid = firstInvalidStep(state.answers, limits);
    if (!invalid) return true;
    const problem = validateStep(invalid, state.answers, limits);
    setState((s) => ({ ...s, step: STEPS.indexOf(invalid) }));
    if (problem) setError({ step: invalid, ...problem });
    return false;
  }, [limits, state.answers]);

  const reset = useCallback(() => {
    setError(null);
    setState({ answers: EMPTY_ANSWERS, step: 0 });
  }, []);

  const refuse = useCallback((target: StepId, message: string) => {
    setState((s) => ({ ...s, step: STEPS.indexOf(target) }));
    setError({ step: target, message });
  }, []);

  return {
    answers: state.answers,
    step,
    index: state.step,
    error,
    update,
    next,
    back,
    goTo,
    validateAll,
    reset,
    refuse,
  };
}
