import { useUiText } from './translations';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page, which is not a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

/** The trail from the home page to the current page; the last item is the current page. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const text = useUiText();
  return (
    <nav aria-label={text('breadcrumb')} className="ui-breadcrumbs">
      <ol className="ui-breadcrumbs__list">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="ui-breadcrumbs__item">
              {item.href && !isCurrent ? (
                <a href={item.href} className="ui-breadcrumbs__link">
                  {item.label}
                </a>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
