import { type CSSProperties, type ReactNode, useId } from 'react';
import { classNames } from './class-names';
import { ErrorLine } from './field';

/** One option of a `ChoiceGroup`. */
export interface ChoiceOption<Value extends string | number> {
  value: Value;
  label: ReactNode;
  /**
   * A picture before the label (a payment channel's logo): above it in a grid, at its start in a
   * list. It should reserve its own size (an img with width and height) and be decorative when the
   * label names the option.
   */
  media?: ReactNode;
  /** A second, muted line. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<Value extends string | number> {
  /** Names the group (the fieldset's legend). */
  legend: ReactNode;
  /** Keeps the legend for screen readers only. */
  legendHidden?: boolean;
  options: readonly ChoiceOption<Value>[];
  /** The chosen value; `null` while none is chosen. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** Cards per row (1 lists them, e.g. bank cards); 3 by default. */
  columns?: 1 | 2 | 3 | 4;
  /** Announced under the cards. */
  error?: string | null;
  className?: string;
}

/**
 * A choice of one among a few options shown as cards (amounts, channels, bank cards): real radio
 * buttons underneath, so arrow keys move between the options and screen readers say "1 of 6".
 */
export function ChoiceGroup<Value extends string | number>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  columns = 3,
  error,
  className,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={classNames('ui-choices', className)} aria-describedby={error ? errorId : undefined}>
      <legend className={legendHidden ? 'ui-visually-hidden' : 'ui-section-title ui-section-header'}>
        {legend}
      </legend>
      <div className="ui-choices__grid" style={{ '--choice-columns': columns } as CSSProperties}>
        {options.map((option) => (
          <label key={option.value} className={classNames('ui-choice', columns === 1 && 'ui-choice--wide')}>
            <input
              type="radio"
              className="ui-choice__input"
              name={name}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span
              className={classNames(
                'ui-choice__card',
                option.media !== undefined && 'ui-choice__card--media',
              )}
            >
              {option.media !== undefined ? <span className="ui-choice__media">{option.media}</span> : null}
              <span className="ui-choice__text">
                <span className="ui-choice__label">{option.label}</span>
                {option.description ? (
                  <>
                    {' '}
                    <span className="ui-choice__description">{option.description}</span>
                  </>
                ) : null}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error !== undefined ? <ErrorLine id={errorId} error={error} /> : null}
    </fieldset>
  );
}
