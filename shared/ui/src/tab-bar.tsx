import type { ReactNode } from 'react';
import { Badge } from './badge';
import { useUiText } from './translations';

export interface TabBarItem {
  label: string;
  href: string;
  icon: ReactNode;
  active?: boolean;
  /** Accessible label of a red dot on the icon, e.g. 'Rewards to collect'; no dot when omitted. */
  badge?: string;
}

/** What `renderLink` receives: spread it onto the router's link component. */
export interface TabBarLinkProps {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Renders each link; defaults to a plain `<a>`. The host passes react-router's `Link` here. */
  renderLink?: (linkProps: TabBarLinkProps) => ReactNode;
}

function renderAnchor({ href, children, ...anchorProps }: TabBarLinkProps) {
  return (
    <a href={href} {...anchorProps}>
      {children}
    </a>
  );
}

/** The fixed bottom navigation: icon and label per item, the active one marked as the current page. */
export function TabBar({ items, label, renderLink = renderAnchor }: TabBarProps) {
  const text = useUiText();
  return (
    <nav aria-label={label ?? text('mainNavigation')} className="ui-tab-bar">
      <ul className="ui-tab-bar__list">
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: 'ui-tab-bar__link',
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  {item.icon}
                  <span>{item.label}</span>
                  {/* After the label, space-separated, so the link reads "Bonus Rewards to collect"; CSS puts the dot on the icon. */}
                  {item.badge && (
                    <>
                      {' '}
                      <Badge label={item.badge} className="ui-tab-bar__badge" />
                    </>
                  )}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
