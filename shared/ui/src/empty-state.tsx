import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  /** Typically a Button that helps the user fill the empty place. */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  return (
    <div className="ui-empty-state">
      {icon && <div className="ui-empty-state__icon">{icon}</div>}
      <p className="ui-empty-state__title">{title}</p>
      {message && <p>{message}</p>}
      {action && <div className="ui-empty-state__action">{action}</div>}
    </div>
  );
}
