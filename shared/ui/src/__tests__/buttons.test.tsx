import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { SearchIcon } from '../icons';

afterEach(cleanup);

describe('IconButton', () => {
  it('is announced by its label although it shows only an icon', () => {
    const onClick = vi.fn();
    render(<IconButton label="Search games" icon={<SearchIcon />} onClick={onClick} />);

    fireEvent.click(screen.getByRole('button', { name: 'Search games' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', () => {
    render(<Button>Deposit</Button>);
    expect(screen.getByRole('button', { name: 'Deposit' }).getAttribute('type')).toBe('button');
  });

  it('marks itself busy and ignores presses while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Withdraw
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(onClick).not.toHaveBeenCalled();
  });
});
