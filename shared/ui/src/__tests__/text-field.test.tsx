import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('is found by its label and is not marked invalid without an error', () => {
    render(<TextField label="Account number" defaultValue="123" />);
    const input = screen.getByLabelText('Account number');
    expect(input).toHaveProperty('value', '123');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its error and ties it to the input', () => {
    render(<TextField label="Account number" error="Use 8 to 30 digits." />);
    const input = screen.getByLabelText('Account number');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Use 8 to 30 digits.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('shows fixed text before the input and reads it with the input', () => {
    render(<TextField label="Mobile number" leading="+63" error="Enter your number." />);
    const input = screen.getByLabelText('Mobile number');
    const [leadingId, errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(leadingId ?? '')?.textContent).toBe('+63');
    expect(errorId).toBe(screen.getByRole('alert').id);
  });
});
