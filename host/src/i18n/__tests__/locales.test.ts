import { defaultLocale, supportedLocales } from '@casino/contracts';
import { translationProblems } from '@casino/testing';
import { uiBundles } from '@casino/ui/core';
import { describe, expect, it } from 'vitest';
import { commonEnUs } from '../en-us';
import { commonFilPh } from '../fil-ph';

const otherLocales = supportedLocales.filter((locale) => locale !== defaultLocale);

describe('the host’s translations', () => {
  it('ship every supported locale of the common namespace', () => {
    expect(otherLocales).toEqual(['fil-PH']);
    expect(translationProblems(commonEnUs, commonFilPh)).toEqual([]);
  });

  it.each(otherLocales)('translate the design system’s ui namespace into %s', async (locale) => {
    const translation = await uiBundles(locale);
    expect(translation).not.toEqual(await uiBundles(defaultLocale));
    expect(translationProblems(await uiBundles(defaultLocale), translation)).toEqual([]);
  });
});
