import { classNames } from './class-names';
import { useUiText } from './translations';

export interface LoadingBarProps {
  active: boolean;
  /** Announced to screen readers while active. */
  label?: string;
}

/** A thin progress bar along the top of the screen while a page or remote loads. */
export function LoadingBar({ active, label }: LoadingBarProps) {
  const text = useUiText();
  return (
    <>
      <div aria-hidden="true" className={classNames('ui-loading-bar', active && 'ui-loading-bar--active')}>
        <div className="ui-loading-bar__fill" />
      </div>
      {/* Always mounted: a live region must exist before its text changes to be announced. */}
      <span role="status" className="ui-visually-hidden">
        {active ? (label ?? text('loading')) : ''}
      </span>
    </>
  );
}
