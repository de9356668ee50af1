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
});
