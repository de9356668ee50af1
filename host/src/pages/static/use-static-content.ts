import type { SupportedLocale } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { use } from 'react';
import type { StaticContent } from './content/content-types';
import { englishContent } from './content/en-US';

/** Every other supported locale as a lazy chunk: adding a locale to the contracts fails typecheck here. */
const translations: Record<Exclude<SupportedLocale, 'en-US'>, () => Promise<StaticContent>> = {
  'fil-PH': () =>
    import(/* webpackChunkName: "static-fil-PH" */ './content/fil-PH').then((m) => m.filipinoContent),
};

const loaded = new Map<string, Promise<StaticContent>>();

function translationFor(locale: string): Promise<StaticContent> | null {
  if (!Object.hasOwn(translations, locale)) return null;
  let content = loaded.get(locale);
  if (!content) {
    // Offline with the chunk not cached: the page stays readable in English rather than failing.
    content = translations[locale as keyof typeof translations]().catch(() => englishContent);
    loaded.set(locale, content);
  }
  return content;
}

/**
 * The static pages' text in the player's language. English renders at once; another locale
 * suspends the page (its route's Suspense shows the loading state) until its chunk arrives, and
 * the page re-renders when the player switches language.
 */
export function useStaticContent(): StaticContent {
  const { i18n } = useTranslation();
  const translation = translationFor(i18n.language);
  return translation ? use(translation) : englishContent;
}
