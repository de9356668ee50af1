import { apiErrorText, shownAsTimeoutTip } from '@casino/platform';
import { Button } from './button';
import { ErrorPanel } from './error-panel';
import { useUiText } from './translations';

export interface CallFailureProps {
  error: unknown;
  /** The namespace whose `errors.<code>` translate the call's own error codes. */
  errorNamespace: string;
  onRetry: () => void;
}

/**
 * Where a call's content would be, after it failed: its error with a retry. A time-out the
 * 'Tips' dialog has already told (spec 8) is not said twice: the place only offers to load
 * again, calmly, without an alert (ADR 0054).
 */
export function CallFailure({ error, errorNamespace, onRetry }: CallFailureProps) {
  const t = useUiText();
  if (shownAsTimeoutTip(error)) {
    return (
      <div className="ui-call-retry">
        <p className="ui-call-retry__text">{t('notLoaded')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <ErrorPanel title={apiErrorText(t, error, errorNamespace)} actionLabel={t('retry')} onAction={onRetry} />
  );
}
