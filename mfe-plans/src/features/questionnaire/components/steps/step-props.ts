import type { PlanOptions } from '@/lib/plan-types';
import type { Answers } from '../../answers';
import type { AnswerField } from '../../questionnaire-schema';

export interface StepProps {
  answers: Answers;
  update: (patch: Partial<Answers>) => void;
  /** The step's problems by answer (a step with a text or date field shows its own under that field). */
  errors: Partial<Record<AnswerField, string>>;
  options: PlanOptions;
  /** The id of the step's question, to label its controls. */
  questionId: string;
  /** The id of the step's error text under its panel when there is one, for aria-describedby. */
  errorId?: string;
}
