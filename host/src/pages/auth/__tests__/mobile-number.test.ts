import { describe, expect, it } from 'vitest';
import { toE164 } from '../mobile-number';

describe('toE164: what a player types beside the fixed +63', () => {
  it.each([
    ['0917 123 4567', '+639171234567'],
    ['09171234567', '+639171234567'],
    ['917 123 4567', '+639171234567'],
    ['9171234567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    ['+63 (917) 123-4567', '+639171234567'],
    ['0063 917 123 4567', '+639171234567'],
    ['63 917 123 4567', '+639171234567'],
    ['0917.123.4567', '+639171234567'],
    ['  0917-123-4567  ', '+639171234567'],
  ])('%s becomes %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it('keeps a number typed with another country code', () => {
    expect(toE164('+1 415 555 0123')).toBe('+14155550123');
  });

  it('adds the configured country code instead of +63', () => {
    expect(toE164('0812 3456 789', '62')).toBe('+628123456789');
    expect(toE164('812 3456 789', '62')).toBe('+628123456789');
  });

  it.each(['', '   ', 'abc', '0917 abc 4567', '12', '+0 917 123 4567', '0917 123 4567 8901 23'])(
    'refuses %j',
    (typed) => {
      expect(toE164(typed)).toBeNull();
    },
  );
});
