import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import { PageHeader } from './page-header';
import { useShellTopBar } from './shell-top-bar';

export interface PageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one `h1`. Omit it when the content brings its own (e.g. a `PageHeader`). */
  title?: ReactNode;
  /** Keeps the `h1` for screen readers and the outline but hides it, e.g. the lobby, whose hero speaks. */
  titleHidden?: boolean;
  /**
   * Shows a back button before the title, except under the shell's top bar: there the page is a
   * bottom tab's own page, which the tab bar leads to and from (the route table decides, ADR 0054).
   */
  onBack?: () => void;
  backLabel?: string;
  /** Controls after the title, e.g. an `IconButton`. */
  actions?: ReactNode;
  /** A muted paragraph under the title. */
  lead?: ReactNode;
  /** Centres a single message in the viewport, e.g. the maintenance page. */
  centered?: boolean;
  /** `main` (default) is the page landmark; `div` for a page-shaped placeholder inside one. */
  as?: 'main' | 'div';
  /** Marks the page as loading for assistive technology (`aria-busy`), e.g. a skeleton page. */
  busy?: boolean;
}

/**
 * A page: the column with the app's spacing, its title (with an optional back button) and lead.
 * Every route's page starts with one.
 */
export function Page({
  title,
  titleHidden = false,
  onBack,
  backLabel,
  actions,
  lead,
  centered = false,
  as: Element = 'main',
  busy,
  className,
  children,
  ...attributes
}: PageProps) {
  const back = useShellTopBar() ? undefined : onBack;
  const header =
    title === undefined ? null : back || actions ? (
      <PageHeader title={title} onBack={back} backLabel={backLabel} actions={actions} />
    ) : (
      <h1 className={classNames('ui-page__title', titleHidden && 'ui-visually-hidden')}>{title}</h1>
    );
  return (
    <Element
      {...attributes}
      aria-busy={busy || undefined}
      className={classNames('ui-page', centered && 'ui-page--centered', className)}
    >
      {header}
      {lead ? <p className="ui-page__lead">{lead}</p> : null}
      {children}
    </Element>
  );
}
