import type { ReactNode } from 'react';
import { Button } from './button';
import { useUiText } from './translations';

export interface ErrorPanelProps {
  title: ReactNode;
  message?: ReactNode;
  /** Label of the recovery button, e.g. 'Retry'. The button shows only with `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
}

/** Explains a failure in place, e.g. a remote that could not load, and offers a way out. */
export function ErrorPanel({ title, message, actionLabel, onAction }: ErrorPanelProps) {
  const text = useUiText();
  return (
    <section role="alert" className="ui-error-panel">
      <h2 className="ui-error-panel__title">{title}</h2>
      {message && <p className="ui-error-panel__message">{message}</p>}
      {onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel ?? text('retry')}
        </Button>
      )}
    </section>
  );
}
