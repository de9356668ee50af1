import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { ChevronLeftIcon } from './icons';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shows a back button when given. */
  onBack?: () => void;
  backLabel?: string;
  /** Controls placed after the title, e.g. an IconButton. */
  actions?: ReactNode;
}

/** The page's one `h1`, with an optional back button. */
export function PageHeader({ title, onBack, backLabel = 'Back', actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      {onBack && <IconButton label={backLabel} icon={<ChevronLeftIcon />} onClick={onBack} />}
      <h1 className="ui-page__title">{title}</h1>
      {actions}
    </header>
  );
}
