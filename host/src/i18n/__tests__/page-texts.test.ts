import { defaultLocale } from '@casino/contracts';
import { i18n, initI18n } from '@casino/platform';
import { describe, expect, it } from 'vitest';
import { commonEnUs } from '../en-us';
import { commonPagesEnUs } from '../en-us-pages';
import { commonStartEnUs } from '../en-us-start';
import { withPageTexts } from '../page-texts';

describe('the texts of the pages that load on demand', () => {
  it('are out of the first load’s part, and the two parts make the whole namespace', () => {
    expect(Object.keys(commonStartEnUs)).not.toContain('auth');
    for (const section of Object.keys(commonPagesEnUs)) expect(commonStartEnUs).not.toHaveProperty(section);
    expect({ ...commonStartEnUs, ...commonPagesEnUs }).toEqual(commonEnUs);
  });

  it('arrive with the page: its loader resolves once they are in the namespace', async () => {
    await initI18n({ locale: defaultLocale, resources: { [defaultLocale]: { common: commonStartEnUs } } });
    expect(i18n.exists('auth.registerTitle')).toBe(false);

    const page = await withPageTexts(async () => ({ default: 'the page' }))();

    expect(page).toEqual({ default: 'the page' });
    expect(i18n.t('auth.registerTitle')).toBe(commonPagesEnUs.auth.registerTitle);
  });
});
