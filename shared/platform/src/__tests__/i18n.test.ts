import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The instance is module state: each test starts from a freshly evaluated module.
async function freshI18nModule() {
  vi.resetModules();
  return import('../i18n');
}

function clearLocaleCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the cookie the module reads.
  document.cookie = 'locale=; max-age=0; path=/';
}

beforeEach(clearLocaleCookie);
afterEach(() => {
  cleanup();
  clearLocaleCookie();
  vi.restoreAllMocks();
});

describe('initI18n', () => {
  it('starts in en-US with common as the default namespace', async () => {
    const { i18n, initI18n } = await freshI18nModule();

    await initI18n({ resources: { 'en-US': { common: { ok: 'OK' } } } });

    expect(i18n.language).toBe('en-US');
    expect(i18n.t('ok')).toBe('OK');
  });

  it('starts in the locale of the cookie when none is given', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the cookie the module reads.
    document.cookie = 'locale=fil-PH; path=/';
    const { i18n, initI18n } = await freshI18nModule();

    await initI18n({ resources: { 'fil-PH': { common: { ok: 'Sige' } } } });

    expect(i18n.language).toBe('fil-PH');
    expect(i18n.t('ok')).toBe('Sige');
    expect(document.documentElement.lang).toBe('fil-PH');
  });

  it('starts in en-US when the cookie names a locale the app does not ship', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the cookie the module reads.
    document.cookie = 'locale=xx-YY; path=/';
    const { i18n, initI18n } = await freshI18nModule();

    await initI18n({ resources: { 'en-US': { common: { ok: 'OK' } } } });

    expect(i18n.language).toBe('en-US');
  });

  it('falls back to en-US for a key missing in the current locale', async () => {
    const { i18n, initI18n } = await freshI18nModule();

    await initI18n({
      locale: 'pt-BR',
      resources: { 'en-US': { common: { ok: 'OK' } }, 'pt-BR': { common: {} } },
    });

    expect(i18n.t('ok')).toBe('OK');
  });
});

describe('addNamespace', () => {
  it('adds a remote’s namespace next to common', async () => {
    const { i18n, initI18n, addNamespace } = await freshI18nModule();
    await initI18n({ resources: { 'en-US': { common: { ok: 'OK' } } } });

    addNamespace('wallet', 'en-US', { deposit: 'Deposit' });

    expect(i18n.t('deposit', { ns: 'wallet' })).toBe('Deposit');
    expect(i18n.t('ok')).toBe('OK');
  });

  it('keeps a namespace added before initI18n and applies it then', async () => {
    const { i18n, initI18n, addNamespace } = await freshI18nModule();

    addNamespace('jackpot', 'en-US', { spin: 'Spin' });
    await initI18n();

    expect(i18n.t('spin', { ns: 'jackpot' })).toBe('Spin');
  });
});

describe('localeBundles', () => {
  it('loads the bundle of a shipped locale and en-US for any other', async () => {
    const { localeBundles } = await freshI18nModule();
    const load = localeBundles({
      'en-US': async () => ({ default: { ok: 'OK' } }),
      'fil-PH': async () => ({ default: { ok: 'Sige' } }),
    });

    expect(await load('fil-PH')).toEqual({ ok: 'Sige' });
    expect(await load('de-DE')).toEqual({ ok: 'OK' });
  });
});

describe('setLocale', () => {
  it('saves the locale in a cookie lasting 365 days and switches the language', async () => {
    const { i18n, initI18n, setLocale, readLocaleCookie } = await freshI18nModule();
    await initI18n({ resources: { 'en-US': { common: {} }, 'fil-PH': { common: {} } } });
    const writeCookie = vi.spyOn(Document.prototype, 'cookie', 'set');

    await setLocale('fil-PH');

    expect(writeCookie).toHaveBeenCalledWith(
      expect.stringMatching(/^locale=fil-PH; max-age=31536000; path=\//),
    );
    expect(readLocaleCookie()).toBe('fil-PH');
    expect(i18n.language).toBe('fil-PH');
  });

  it('loads the new locale of every registered namespace before switching', async () => {
    const { i18n, initI18n, setLocale, registerNamespace, localeBundles } = await freshI18nModule();
    await initI18n({ resources: { 'en-US': { common: {} } } });
    const bundles = localeBundles({
      'en-US': async () => ({ default: { deposit: 'Deposit' } }),
      'fil-PH': async () => ({ default: { deposit: 'Magdeposito' } }),
    });
    await registerNamespace('wallet', bundles);
    expect(i18n.t('deposit', { ns: 'wallet' })).toBe('Deposit');

    await setLocale('fil-PH');

    expect(i18n.t('deposit', { ns: 'wallet' })).toBe('Magdeposito');
  });

  it('switches even when a namespace cannot load, falling back to en-US for its keys', async () => {
    const { i18n, initI18n, setLocale, registerNamespace } = await freshI18nModule();
    await initI18n({ resources: { 'en-US': { common: {} } } });
    await registerNamespace('jackpot', async (locale) => {
      if (locale === 'fil-PH') throw new Error('offline');
      return { spin: 'Spin' };
    });

    await setLocale('fil-PH');

    expect(i18n.language).toBe('fil-PH');
    expect(i18n.t('spin', { ns: 'jackpot' })).toBe('Spin');
  });

  it('reads no locale when no cookie was set', async () => {
    const { readLocaleCookie } = await freshI18nModule();

    expect(readLocaleCookie()).toBeNull();
  });
});

/** Like the host: initialise (without waiting), then render. */
async function renderVipTitle(
  resources: Parameters<Awaited<ReturnType<typeof freshI18nModule>>['initI18n']>[0],
) {
  const fresh = await freshI18nModule();
  const initialised = fresh.initI18n(resources);
  // biome-ignore lint/correctness/noComponentHookFactories: each test renders with a freshly evaluated module's hook
  function VipTitle() {
    const { t } = fresh.useTranslation('vip' as string);
    return createElement('h1', null, t('title'));
  }
  render(createElement(VipTitle));
  await act(() => initialised);
  return fresh;
}

const heading = () => screen.getByRole('heading').textContent;

describe('useTranslation', () => {
  it('translates a namespace with the shared instance', async () => {
    const fresh = await freshI18nModule();
    await fresh.initI18n({ resources: { 'en-US': { common: {}, vip: { title: 'VIP club' } } } });
    // biome-ignore lint/correctness/noComponentHookFactories: each test renders with a freshly evaluated module's hook
    function VipTitle() {
      const { t } = fresh.useTranslation('vip' as string);
      return createElement('h1', null, t('title'));
    }
    render(createElement(VipTitle));
    expect(heading()).toBe('VIP club');
  });

  it('re-renders when a namespace arrives after the first render', async () => {
    const fresh = await renderVipTitle({ resources: { 'en-US': { common: {} } } });
    expect(heading()).toBe('title');

    act(() => fresh.addNamespace('vip', 'en-US', { title: 'VIP club' }));

    expect(heading()).toBe('VIP club');
  });

  it('re-renders in the new language after a switch', async () => {
    const fresh = await renderVipTitle({
      resources: { 'en-US': { vip: { title: 'VIP club' } }, 'fil-PH': { vip: { title: 'VIP klub' } } },
    });
    expect(heading()).toBe('VIP club');

    await act(() => fresh.i18n.changeLanguage('fil-PH'));

    expect(heading()).toBe('VIP klub');
  });
});
