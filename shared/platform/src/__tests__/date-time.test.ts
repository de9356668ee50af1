import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../date-time';
import { i18n, initI18n, setLocale } from '../i18n';

const moment = '2026-11-23T14:05:00Z';
const utc = { timeZone: 'UTC' };

afterEach(async () => {
  await setLocale('en-US');
});

describe('formatDateTime', () => {
  it('formats in en-US: date and time, the date, the time', () => {
    expect(formatDateTime(moment, { ...utc, locale: 'en-US' })).toMatch(/^Nov 23, 2026, 2:05\sPM$/);
    expect(formatDateTime(moment, { ...utc, locale: 'en-US', style: 'date' })).toBe('Nov 23, 2026');
    expect(formatDateTime(moment, { ...utc, locale: 'en-US', style: 'time' })).toMatch(/^2:05\sPM$/);
  });

  it('formats in fil-PH with its month names', () => {
    expect(formatDateTime(moment, { ...utc, locale: 'fil-PH' })).toMatch(/^Nob 23, 2026, 2:05\sPM$/);
    expect(formatDateTime(new Date(moment), { ...utc, locale: 'fil-PH', style: 'date' })).toBe(
      'Nob 23, 2026',
    );
  });

  it("follows the app's locale, not the browser's", async () => {
    await initI18n({ locale: 'en-US', resources: {} });
    expect(navigator.language).toBe('en-US');
    await setLocale('fil-PH');
    expect(i18n.language).toBe('fil-PH');

    expect(formatDateTime(Date.parse(moment), utc)).toMatch(/^Nob 23, 2026/);
  });

  it('shows text that is no date as it is', () => {
    expect(formatDateTime('soon', utc)).toBe('soon');
  });
});
