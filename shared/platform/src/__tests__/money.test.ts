import { afterEach, describe, expect, it } from 'vitest';
import { appConfigStore, mergeAppConfig } from '../app-config';
import { formatMoney, toHundredths } from '../money';

describe('formatMoney', () => {
  afterEach(() => appConfigStore.setState({}, true));

  it.each([
    [123456, '₱1,234.56'],
    [199, '₱1.99'],
    [100, '₱1.00'],
    [0, '₱0.00'],
    [5, '₱0.05'],
    [-150, '-₱1.50'],
    [100000000, '₱1,000,000.00'],
  ])('shows %d hundredths as %s', (hundredths, shown) => {
    expect(formatMoney(hundredths)).toBe(shown);
  });

  it('floors a fractional amount of hundredths instead of rounding it up', () => {
    expect(formatMoney(12345.9)).toBe('₱123.45');
  });

  it('floors a fractional negative amount toward negative infinity', () => {
    expect(formatMoney(-150.5)).toBe('-₱1.51');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('₱0.00');
  });

  it('groups and separates decimals as the locale does', () => {
    expect(formatMoney(123456, 'de-DE')).toBe('1.234,56\u00a0₱');
    expect(formatMoney(123456, 'fil-PH')).toBe('₱1,234.56');
  });

  it('shows the currency the config names', () => {
    mergeAppConfig({
      clientConfig: { lobbyBonusAmount: 0, tutorialVersion: 1, email: 'a@b.example', currency: 'USD' },
    });
    expect(formatMoney(123456)).toBe('$1,234.56');
  });
});

describe('toHundredths', () => {
  it.each([
    ['12.3', 1230],
    ['12.30', 1230],
    ['12.34', 1234],
    ['12', 1200],
    ['12.', 1200],
    ['0.05', 5],
    ['  7.5 ', 750],
    ['0', 0],
  ])('reads %j as %d hundredths', (typed, hundredths) => {
    expect(toHundredths(typed)).toBe(hundredths);
  });

  it.each([
    '12.345',
    '-1',
    '-0.5',
    '',
    ' ',
    'abc',
    'NaN',
    '1,234.56',
    '1e3',
    '.5',
    '+3',
    '99999999999999999',
  ])('rejects %j', (typed) => {
    expect(toHundredths(typed)).toBeNull();
  });
});
