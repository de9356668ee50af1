import type { HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { Badge } from './badge';
import { classNames } from './class-names';
import { ChevronRightIcon } from './icons';
import { type LinkAttributes, type LinkTarget, splitLinkTarget, TargetLink } from './link-target';

export interface ListProps extends HTMLAttributes<HTMLElement> {
  /** `ol` when the order means something (a ranking); `ul` by default. */
  as?: 'ul' | 'ol';
}

/** A panel of rows (menus, contact channels, records): `ListItem` and `ListLink` inside. */
export function List({ as: Element = 'ul', className, ...attributes }: ListProps) {
  return <Element {...attributes} className={classNames('ui-list', className)} />;
}

/** The parts of a row shared by `ListItem` and `ListLink`. */
interface ListRowContent {
  /** The row's main text. */
  children: ReactNode;
  /** A second, muted line under the main text. */
  description?: ReactNode;
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** Accessible label of a red dot at the end of the row, e.g. '2 unread'; no dot when omitted. */
  badge?: string;
}

function RowContent({ children, description, icon, badge }: ListRowContent) {
  return (
    <>
      {icon ? (
        <span className="ui-list__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-list__text">
        <span className="ui-list__title">{children}</span>
        {/* The space keeps "Mailbox Messages from us" two words for screen readers; flex layout drops it. */}
        {description ? (
          <>
            {' '}
            <span className="ui-text-muted ui-list__description">{description}</span>
          </>
        ) : null}
      </span>
      {badge ? (
        <>
          {' '}
          <Badge label={badge} />
        </>
      ) : null}
    </>
  );
}

export interface ListItemProps extends ListRowContent, Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  /** At the end of the row, e.g. an amount or a small `Button`. */
  trailing?: ReactNode;
}

/** A row of a `List` that is not a link itself (it may hold a button in `trailing`). */
export function ListItem({
  children,
  description,
  icon,
  badge,
  trailing,
  className,
  ...attributes
}: ListItemProps) {
  return (
    <li {...attributes} className={classNames('ui-list__item', className)}>
      <RowContent description={description} icon={icon} badge={badge}>
        {children}
      </RowContent>
      {trailing ? <span className="ui-list__trailing">{trailing}</span> : null}
    </li>
  );
}

/** A row of a `List` that is one link, the whole row its tap area: `to` for app paths, `href` outside. */
export type ListLinkProps = LinkTarget & LinkAttributes & ListRowContent;

/** A `List` row that navigates, with a chevron. */
export function ListLink(props: ListLinkProps) {
  const { target, rest } = splitLinkTarget(props);
  const { children, description, icon, badge, className, ...attributes } = rest;
  return (
    <li className="ui-list__item ui-list__item--link">
      <TargetLink target={target} attributes={attributes} className={classNames('ui-list__link', className)}>
        <RowContent description={description} icon={icon} badge={badge}>
          {children}
        </RowContent>
        <ChevronRightIcon className="ui-list__chevron" size={20} />
      </TargetLink>
    </li>
  );
}
