import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../avatar';
import { EmptyIllustration } from '../empty-illustrations';
import { ProgressBar } from '../progress-bar';
import { Stepper } from '../stepper';
import { VipBadge } from '../vip-badge';

afterEach(cleanup);

describe('Avatar', () => {
  it('is an image named after the player, with initials until a picture loads', () => {
    render(<Avatar name="Lucky Star" />);
    const avatar = screen.getByRole('img', { name: 'Lucky Star' });
    expect(avatar.textContent).toBe('LS');
  });

  it('falls back to the initials when the picture fails', () => {
    const { container } = render(<Avatar name="player_01" src="/missing.png" size="lg" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['56', '56']);
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'player_01' }).textContent).toBe('P');
  });

  it('is hidden from screen readers when decorative, and names its red dot otherwise', () => {
    const { rerender } = render(<Avatar name="Lucky Star" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<Avatar name="Lucky Star" badge="Online" />);
    expect(screen.getByRole('img', { name: 'Lucky Star, Online' })).toBeTruthy();
  });
});

describe('ProgressBar', () => {
  it('is a progress bar named by its label, with its value in range and read as text', () => {
    render(<ProgressBar label="VIP 3 to VIP 4" value={1200} max={5000} valueText="1,200 / 5,000 XP" />);
    const bar = screen.getByRole('progressbar', { name: 'VIP 3 to VIP 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1200');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,200 / 5,000 XP');
  });

  it('clamps values outside the range and reads a percentage by default', () => {
    render(<ProgressBar label="Wagering" value={130} />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('100%');
  });
});

describe('Stepper', () => {
  it('is an ordered list: done steps say so, the current one is marked', () => {
    render(
      <Stepper
        steps={[{ label: 'Register' }, { label: 'Deposit', description: 'Any amount' }, { label: 'Play' }]}
        current={1}
      />,
    );
    const list = screen.getByRole('list', { name: 'Progress' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Register (completed)',
      '2Deposit Any amount',
      '3Play',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });
});

describe('VipBadge', () => {
  it('is an image named by its label with the level on it, in its theme colour, at a fixed size', () => {
    render(<VipBadge level={7} theme={4} size="lg" label="VIP 7" />);
    const badge = screen.getByRole('img', { name: 'VIP 7' });
    expect(badge.textContent).toBe('7');
    expect(badge.getAttribute('width')).toBe('64');
    expect(badge.getAttribute('height')).toBe('64');
    expect((badge as unknown as SVGElement).style.getPropertyValue('--vip-badge-tint')).toBe(
      'var(--vip-tint-4)',
    );
  });

  it('is hidden from screen readers when the level is written beside it', () => {
    const { container } = render(<VipBadge level={2} theme={1} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('wears a crown from the third theme up, and a player not yet VIP gets the muted badge', () => {
    const crownOf = (theme: 1 | 2 | 3 | 6, level = 1) => {
      cleanup();
      const { container } = render(<VipBadge level={level} theme={theme} />);
      return container.querySelector('.ui-vip-badge__crown');
    };
    expect(crownOf(1)).toBeNull();
    expect(crownOf(2)).toBeNull();
    expect(crownOf(3)).not.toBeNull();
    expect(crownOf(6)?.getAttribute('d')?.match(/ 3 /g)).toHaveLength(5);
    cleanup();
    const { container } = render(<VipBadge level={0} theme={1} />);
    expect(container.querySelector('svg')?.style.getPropertyValue('--vip-badge-tint')).toBe(
      'var(--color-text-muted)',
    );
  });
});

describe('EmptyIllustration', () => {
  it('draws each kind at a fixed 120x88, hidden from screen readers', () => {
    for (const kind of ['records', 'messages', 'search', 'likes', 'accounts'] as const) {
      cleanup();
      const { container } = render(<EmptyIllustration kind={kind} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('width'), kind).toBe('120');
      expect(svg?.getAttribute('height'), kind).toBe('88');
      expect(svg?.getAttribute('aria-hidden'), kind).toBe('true');
    }
  });
});
