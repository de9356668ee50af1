import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { CheckIcon } from './icons';
import { useUiText } from './translations';

/** One step of a `Stepper`. */
export interface StepperStep {
  label: ReactNode;
  /** A muted line under the label. */
  description?: ReactNode;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** The index of the current step (0-based); `steps.length` when every step is done. */
  current: number;
  /** Names the list for screen readers; 'Progress' by default. */
  label?: string;
  /** 'horizontal' (default) for up to 4 short labels; 'vertical' for longer ones or more steps. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * Where the player is in a sequence (a first-deposit journey, a 7-day sign-in): done steps are
 * ticked and say "completed", the current one is marked `aria-current="step"`.
 */
export function Stepper({ steps, current, label, orientation = 'horizontal', className }: StepperProps) {
  const text = useUiText();
  return (
    <ol
      aria-label={label ?? text('progress')}
      className={classNames('ui-stepper', orientation === 'vertical' && 'ui-stepper--vertical', className)}
    >
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed sequence; the index is their identity.
            key={index}
            aria-current={state === 'current' ? 'step' : undefined}
            className={classNames('ui-stepper__step', `ui-stepper__step--${state}`)}
          >
            <span className="ui-stepper__marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} /> : index + 1}
            </span>
            <span className="ui-stepper__text">
              <span className="ui-stepper__label">
                {step.label}
                {state === 'done' ? <span className="ui-visually-hidden"> ({text('completed')})</span> : null}
              </span>
              {step.description ? (
                <>
                  {' '}
                  <span className="ui-stepper__description">{step.description}</span>
                </>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
