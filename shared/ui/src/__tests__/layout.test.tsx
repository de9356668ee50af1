import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Card } from '../card';
import { Page } from '../page';
import { SectionPage } from '../section-page';
import { ShellTopBarContext } from '../shell-top-bar';
import { Prose, SectionTitle, Text, VisuallyHidden } from '../text';

afterEach(cleanup);

describe('Page', () => {
  it('is the main landmark with the one h1 and its lead', () => {
    render(
      <Page title="Frequently asked questions" lead="Answers to what players ask most.">
        <p>Content</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(main.textContent).toContain('Answers to what players ask most.');
  });

  it('offers a back button when asked', () => {
    const onBack = vi.fn();
    render(<Page title="Bank cards" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 1, name: 'Bank cards' })).toBeTruthy();
  });

  it('draws no back button under the shell’s top bar, whichever page asks for one', () => {
    render(
      <ShellTopBarContext.Provider value={true}>
        <Page title="Wallet" onBack={() => {}} />
      </ShellTopBarContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
  });

  it('keeps a hidden title for screen readers', () => {
    render(<Page title="Lobby" titleHidden />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Lobby' });
    expect(heading.className).toContain('ui-visually-hidden');
  });

  it('can stand in for a loading page: not a landmark, marked busy', () => {
    const { container } = render(<Page as="div" busy />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Card', () => {
  it('is a section named by its heading, with the caller’s own class kept', () => {
    render(
      <Card aria-labelledby="balance-title" className="wallet-balance">
        <h2 id="balance-title">Balance</h2>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balance' });
    expect(region.className).toContain('ui-card');
    expect(region.className).toContain('wallet-balance');
  });

  it('can be another landmark, e.g. navigation', () => {
    render(<Card as="nav" aria-label="Related pages" />);
    expect(screen.getByRole('navigation', { name: 'Related pages' })).toBeTruthy();
  });
});

describe('Text and titles', () => {
  it('renders the element asked for, a time with its machine-readable date', () => {
    render(
      <Text as="time" tone="muted" dateTime="2026-11-23T10:00:00Z">
        23 Nov 2026
      </Text>,
    );
    const time = screen.getByText('23 Nov 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-23T10:00:00Z');
    // The muted tone keeps the class 1.1 remotes wrote by hand.
    expect(time.className).toContain('ui-text-muted');
  });

  it('SectionTitle is a heading of the asked level, with its trailing part beside it', () => {
    render(
      <SectionTitle as="h3" trailing={<a href="/all">See all</a>}>
        Hot games
      </SectionTitle>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Hot games' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' })).toBeTruthy();
  });

  it('SectionTitle as a legend names its fieldset', () => {
    render(
      <fieldset>
        <SectionTitle as="legend">Amount</SectionTitle>
      </fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Amount' })).toBeTruthy();
  });

  it('VisuallyHidden text is part of the accessible name', () => {
    render(
      <Prose>
        <button type="button">
          Claim <VisuallyHidden>daily bonus</VisuallyHidden>
        </button>
      </Prose>,
    );
    expect(screen.getByRole('button', { name: 'Claim daily bonus' })).toBeTruthy();
  });
});

describe('SectionPage', () => {
  it('leads back and from Home through its trail', () => {
    render(
      <MemoryRouter>
        <SectionPage title="Bonus records" trail={[{ label: 'Bonus centre', href: '/bonus' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('HomeBonus centreBonus records');
  });

  it('is only a title and intro under the shell’s top bar (a bottom tab’s own page, which the tab bar leads to and from)', () => {
    render(
      <MemoryRouter>
        <ShellTopBarContext.Provider value={true}>
          <SectionPage title="My account" intro="Your details." />
        </ShellTopBarContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('Your details.');
  });
});
