import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GiftIcon, HomeIcon, UserIcon } from '../icons';
import { TabBar, type TabBarItem } from '../tab-bar';

afterEach(cleanup);

const items: TabBarItem[] = [
  { label: 'Home', href: '/', icon: <HomeIcon />, active: true },
  { label: 'Bonus', href: '/bonus', icon: <GiftIcon />, badge: 'Rewards to collect' },
  { label: 'Me', href: '/member', icon: <UserIcon /> },
];

describe('TabBar', () => {
  it('links every item and marks only the active one as the current page', () => {
    render(<TabBar items={items} />);

    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/bonus', '/member']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null]);
  });

  it('announces a reward flag as part of the item it sits on', () => {
    render(<TabBar items={items} />);
    expect(screen.getByRole('link', { name: 'Bonus Rewards to collect' })).toBeTruthy();
  });

  it('renders links through the given renderLink so the host can use its router', () => {
    render(
      <TabBar
        items={items}
        renderLink={({ children, ...linkProps }) => (
          <a {...linkProps} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    for (const link of screen.getAllByRole('link')) expect(link.hasAttribute('data-router-link')).toBe(true);
  });
});
