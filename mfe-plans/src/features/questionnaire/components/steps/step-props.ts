import type { PlanOptions } from '@/lib/plan-types';
import type { Answers } from '../../answers';

export interface StepProps {
  answers: Answers;
  update: (patch: Partial<Answers>) => void;
  options: PlanOptions;
  /** The id of the step's question, to label its controls. */
  questionId: string;
  /** The id of the error text when there is one, for aria-describedby. */
  errorId?: string;
}
