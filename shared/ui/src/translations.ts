import { localeBundles, useTranslation } from '@casino/platform';
import uiEnUs from './i18n/en-us';

/** The design system's i18n namespace: default labels of its components, in every locale. */
export const uiNamespace = 'ui';

/** en-US ships in the first load (the host adds it at start); other locales load on demand. */
export { uiEnUs };
export const uiBundles = localeBundles({
  'en-US': async () => ({ default: uiEnUs }),
  'fil-PH': () => import('./i18n/fil-ph'),
});

/** The translate function of the `ui` namespace, for components' default labels. */
export function useUiText() {
  return useTranslation(uiNamespace).t;
}

declare module '@casino/platform' {
  /** The keys of `useUiText()` (the `ui` namespace). */
  interface TranslationBundles {
    ui: typeof uiEnUs;
  }
}
