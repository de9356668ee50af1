import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../avatar';
import { ProgressBar } from '../progress-bar';
import { Stepper } from '../stepper';

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
