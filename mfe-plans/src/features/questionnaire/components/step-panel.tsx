import type { ComponentType } from 'react';
import type { StepId } from '../answers';
import { DatesStep } from './steps/dates-step';
import { DestinationStep } from './steps/destination-step';
import { FreeTimeStep } from './steps/free-time-step';
import { GroupStep } from './steps/group-step';
import { InterestsStep } from './steps/interests-step';
import { ModeStep } from './steps/mode-step';
import { NameStep } from './steps/name-step';
import { OptionalStep } from './steps/optional-step';
import type { StepProps } from './steps/step-props';
import { TravellersStep } from './steps/travellers-step';

const PANELS: Record<StepId, ComponentType<StepProps>> = {
  mode: ModeStep,
  interests: InterestsStep,
  travellers: TravellersStep,
  group: GroupStep,
  destination: DestinationStep,
  dates: DatesStep,
  'free-time': FreeTimeStep,
  optional: OptionalStep,
  name: NameStep,
};

/** The controls that answer the current step. */
export function StepPanel({ step, ...props }: StepProps & { step: StepId }) {
  const Panel = PANELS[step];
  return <Panel {...props} />;
}
