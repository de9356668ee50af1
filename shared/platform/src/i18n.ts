import { defaultLocale, localeCookieDays, type SupportedLocale, supportedLocales } from '@casino/contracts';
import { createInstance, type Resource, type ResourceKey } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

const defaultNamespace = 'common' as const;
const localeCookieName = 'locale';
const localeCookieMaxAgeSeconds = localeCookieDays * 24 * 60 * 60;

/** The one i18next instance of the app; remotes translate through it (it is a shared singleton). */
export const i18n = createInstance();

// Components re-render when the language changes or a namespace arrives. A few lines here instead
// of react-i18next keep 10 KB gzip off every player's first load.
let revision = 0;
const listeners = new Set<() => void>();
function notifyTranslationsChanged(): void {
  revision += 1;
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', (locale: string) => {
  document.documentElement.lang = locale;
  notifyTranslationsChanged();
});

let initialisation: Promise<void> | null = null;
const bundlesAddedBeforeInit: Array<{ namespace: string; locale: string; resources: ResourceKey }> = [];

export interface InitI18nOptions {
  /** Defaults to the locale cookie when the app ships that locale, else en-US. */
  locale?: string;
  /** Bundles known at start, by locale then namespace (`common` is the default namespace). */
  resources?: Resource;
}

/**
 * Initialises the shared instance: fallback en-US, default namespace `common`. Only the first
 * call initialises; later calls return the same promise.
 */
export function initI18n({ locale, resources = {} }: InitI18nOptions = {}): Promise<void> {
  initialisation ??= i18n
    .init({
      lng: locale ?? preferredLocale(),
      fallbackLng: defaultLocale,
      ns: [defaultNamespace],
      defaultNS: defaultNamespace,
      resources,
      // React escapes rendered text already.
      interpolation: { escapeValue: false },
    })
    .then(notifyTranslationsChanged);
  for (const { namespace, locale: bundleLocale, resources: bundle } of bundlesAddedBeforeInit.splice(0)) {
    i18n.addResourceBundle(bundleLocale, namespace, bundle, true, true);
  }
  return initialisation;
}

/**
 * Adds (deep-merges) a namespace's translations for one locale; each remote adds its own.
 * Bundles added before `initI18n` are kept and applied when it runs.
 */
export function addNamespace(namespace: string, locale: string, resources: ResourceKey): void {
  if (initialisation) {
    i18n.addResourceBundle(locale, namespace, resources, true, true);
    notifyTranslationsChanged();
  } else {
    bundlesAddedBeforeInit.push({ namespace, locale, resources });
  }
}

/** The locale saved in the `locale` cookie, if any. */
export function readLocaleCookie(): string | null {
  for (const cookie of document.cookie.split('; ')) {
    const [name, value] = cookie.split('=');
    if (name === localeCookieName && value) return decodeURIComponent(value);
  }
  return null;
}

export function isSupportedLocale(locale: string | null | undefined): locale is SupportedLocale {
  return supportedLocales.includes(locale as SupportedLocale);
}

/** The locale to start in: the cookie's when the app ships it, else en-US. */
export function preferredLocale(): SupportedLocale {
  const saved = readLocaleCookie();
  return isSupportedLocale(saved) ? saved : defaultLocale;
}

/** A namespace's bundle for one locale, loaded on demand (a lazy chunk per locale). */
export type NamespaceLoader = (locale: string) => Promise<Record<string, unknown>>;

/**
 * A loader from one lazy import per supported locale; an unknown locale gets en-US. Every
 * namespace ships every supported locale (a contract test checks the keys).
 */
export function localeBundles(
  imports: Record<SupportedLocale, () => Promise<{ default: Record<string, unknown> }>>,
): NamespaceLoader {
  return async (locale) => (await imports[isSupportedLocale(locale) ? locale : defaultLocale]()).default;
}

const namespaceLoaders = new Map<string, NamespaceLoader>();

/**
 * Adds a namespace whose bundles load per locale (the host's `common`, each remote's own): its
 * bundle for the current locale is loaded now, and `setLocale` loads the new locale's bundle of
 * every registered namespace before switching, so no page flashes untranslated keys.
 */
export async function registerNamespace(namespace: string, load: NamespaceLoader): Promise<void> {
  namespaceLoaders.set(namespace, load);
  const locale = i18n.language ?? preferredLocale();
  if (!initialisation || !i18n.hasResourceBundle(locale, namespace))
    addNamespace(namespace, locale, await load(locale));
}

async function loadRegisteredNamespaces(locale: string): Promise<void> {
  await Promise.all(
    [...namespaceLoaders].map(async ([namespace, load]) => {
      if (i18n.hasResourceBundle(locale, namespace)) return;
      try {
        addNamespace(namespace, locale, await load(locale));
      } catch {
        // Offline or a remote that is down: the keys fall back to en-US where it is loaded.
      }
    }),
  );
}

/** Saves the locale in the `locale` cookie for 365 days (spec 9) and switches the app to it. */
export async function setLocale(locale: string): Promise<void> {
  const cookie = [
    `${localeCookieName}=${encodeURIComponent(locale)}`,
    `max-age=${localeCookieMaxAgeSeconds}`,
    'path=/',
    'samesite=lax',
  ].join('; ');
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = cookie;
  if (!initialisation) return;
  await loadRegisteredNamespaces(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Every namespace's en-US bundle, by name: the source of the key types. Each bundle's owner adds
 * its own by declaration merging, next to where it registers the namespace (the host's `common`,
 * the design system's `ui`, each remote's in its `plugin.ts`):
 *
 *     declare module '@casino/platform' {
 *       interface TranslationBundles { wallet: typeof walletEnUs }
 *     }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each namespace's owner
export interface TranslationBundles {}

/** The name of a namespace whose keys are known. */
export type NamespaceName = keyof TranslationBundles & string;

/** The dotted paths to the texts of a bundle: `{ a: { b: 'x' } }` -> `'a.b'`. */
export type KeyPaths<Bundle> = {
  [Key in keyof Bundle & (string | number)]: Bundle[Key] extends string
    ? `${Key}`
    : Bundle[Key] extends object
      ? `${Key}.${KeyPaths<Bundle[Key]>}`
      : never;
}[keyof Bundle & (string | number)];

/**
 * The keys `t` accepts in a namespace: the paths of its en-US bundle. A namespace known only at run
 * time (a `string`) takes any key; a misspelt namespace takes none.
 */
export type TranslationKey<Namespace extends string> = Namespace extends NamespaceName
  ? KeyPaths<TranslationBundles[Namespace]>
  : string extends Namespace
    ? string
    : never;

/** Interpolation values and i18next options of one translation. */
export type TranslateOptions = { [option: string]: unknown; defaultValue?: string };

/** A namespace's translate function; a key outside `Key` is a type error. */
export interface Translate<Key extends string = string> {
  (key: Key, options?: TranslateOptions): string;
  /** A key built at run time that the bundle may lack (`status.${serverValue}`): say what shows then. */
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
}

export interface Translation<Namespace extends string = typeof defaultNamespace> {
  /** Translates keys of the namespace (`common` by default), falling back to en-US. */
  t: Translate<TranslationKey<Namespace>>;
  i18n: typeof i18n;
}

/**
 * The translate function of a namespace; the component re-renders when translations change. Its
 * keys are typed from the namespace's en-US bundle (`TranslationBundles`): types only, nothing runs.
 */
export function useTranslation<Namespace extends string = typeof defaultNamespace>(
  namespace: Namespace = defaultNamespace as Namespace,
): Translation<Namespace> {
  const currentRevision = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => revision,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means new translations behind the same namespace
  const t = useMemo(() => i18n.getFixedT(null, namespace), [namespace, currentRevision]);
  return { t: t as Translate<TranslationKey<Namespace>>, i18n };
}
