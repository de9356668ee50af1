import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { ChevronLeftIcon } from './icons';
import { useUiText } from './translations';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shows a back button when given. */
  onBack?: () => void;
  backLabel?: string;
  /** Controls placed after the title, e.g. an IconButton. */
  actions?: ReactNode;
}

/** The page's one `h1`, with an optional back button. */
export function PageHeader({ title, onBack, backLabel, actions }: PageHeaderProps) {
  const text = useUiText();
  return (
    <header className="ui-page-header">
      {onBack && <IconButton label={backLabel ?? text('back')} icon={<ChevronLeftIcon />} onClick={onBack} />}
      <h1 className="ui-page__title">{title}</h1>
      {actions}
    </header>
  );
}
