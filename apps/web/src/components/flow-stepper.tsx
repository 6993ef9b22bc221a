import { Step, StepButton, Stepper } from '@mui/material';

export type FlowStepperProps<S extends string> = {
  steps: readonly S[];
  /** The step shown; those after it are disabled, those before it done. */
  active: S;
  /** The stepper's accessible name. */
  label: string;
  stepLabel: (step: S) => string;
  onStep: (step: S) => void;
};

/**
 * A flow's steps above its current one (the quote flows, the renewal flow): the current step
 * marked `aria-current="step"`, earlier ones done and reachable, later ones not yet.
 */
export function FlowStepper<S extends string>({
  steps,
  active,
  label,
  stepLabel,
  onStep,
}: FlowStepperProps<S>) {
  const index = steps.indexOf(active);
  return (
    <Stepper nonLinear activeStep={index} alternativeLabel aria-label={label}>
      {steps.map((s, i) => (
        <Step key={s} completed={i < index}>
          <StepButton
            aria-current={i === index ? 'step' : undefined}
            disabled={i > index}
            onClick={() => onStep(s)}
          >
            {stepLabel(s)}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
