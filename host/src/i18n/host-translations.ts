import { defaultLocale } from '@casino/contracts';
import { initI18n, localeBundles, preferredLocale, registerNamespace } from '@casino/platform';
import { uiBundles, uiEnUs, uiNamespace } from '@casino/ui/core';
import type { commonEnUs } from './en-us';
import { commonStartEnUs } from './en-us-start';

/**
 * The host's `common` namespace: en-US is in the first load but for the texts of the pages that
 * load on demand (they bring their own, `withPageTexts`); other locales are lazy chunks, whole.
 */
const commonBundles = localeBundles({
  'en-US': async () => ({ default: commonStartEnUs }),
  'fil-PH': async () => ({ default: (await import('./fil-ph')).commonFilPh }),
});

/**
 * Starts i18n in the saved locale with the host's and the design system's namespaces. In en-US
 * everything is already there (returns null: render at once); another locale returns the promise
 * of its chunks, so the first render is never in the wrong language.
 */
export function startTranslations(): Promise<unknown> | null {
  const locale = preferredLocale();
  initI18n({ locale, resources: { 'en-US': { common: commonStartEnUs, [uiNamespace]: uiEnUs } } });
  const loaded = Promise.all([
    registerNamespace('common', commonBundles),
    registerNamespace(uiNamespace, uiBundles),
  ]);
  return locale === defaultLocale ? null : loaded;
}

declare module '@casino/platform' {
  /** The keys of `useTranslation()` (the host's `common` namespace, both parts). */
  interface TranslationBundles {
    common: typeof commonEnUs;
  }
}
