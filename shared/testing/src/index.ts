import { defaultLocale, supportedLocales } from '@casino/contracts';
import { busEvents } from '@casino/contracts/schemas';
import type { RemotePlugin } from '@casino/platform';
import { describe, expect, it } from 'vitest';
import { translationProblems } from './translations';

export { translationProblems };

/** What a remote's package.json tells the release tooling (copied into the registry). */
export interface RemotePackage {
  casino: { remote: string; routePrefixes: string[]; overlays: string[] };
}

function isUnderPrefix(routePath: string, prefix: string): boolean {
  return routePath === prefix || routePath.startsWith(`${prefix}/`);
}

function lookUp(resources: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

/**
 * The contract every remote's plugin keeps with the host: run it in the remote's own tests
 * (`remotePluginContract(packageJson, () => import('../plugin'))`).
 */
export function remotePluginContract(
  packageJson: RemotePackage,
  loadPlugin: () => Promise<{ default: RemotePlugin }>,
): void {
  const { remote, routePrefixes, overlays } = packageJson.casino;
  const load = async () => (await loadPlugin()).default;

  describe(`the ${remote} plugin`, () => {
    it('names the same remote as its package', async () => {
      expect((await load()).id).toBe(remote);
    });

    it('declares only routes under the prefixes its package publishes to the registry', async () => {
      for (const route of (await load()).routes) {
        expect(
          routePrefixes.some((prefix) => isUnderPrefix(route.path, prefix)),
          route.path,
        ).toBe(true);
      }
    });

    it('offers exactly the overlays its package lists for the registry', async () => {
      const offered = (await load()).overlays.map((overlay) => overlay.id);
      expect(offered.sort()).toEqual([...overlays].sort());
    });

    it('emits and consumes only events of the bus catalogue', async () => {
      const { events } = await load();
      for (const event of [...events.emits, ...events.consumes]) {
        expect(Object.keys(busEvents), event).toContain(event);
      }
    });

    it('has an en-US title for every route', async () => {
      const plugin = await load();
      const resources = await plugin.i18n.load('en-US');
      for (const route of plugin.routes) {
        expect(typeof lookUp(resources, route.titleKey), `${route.path}: ${route.titleKey}`).toBe('string');
      }
    });

    it.each(supportedLocales.filter((locale) => locale !== defaultLocale))(
      'translates every en-US key into %s with the same placeholders',
      async (locale) => {
        const { i18n } = await load();
        const reference = await i18n.load(defaultLocale);
        const translation = await i18n.load(locale);
        expect(translation).not.toBe(reference);
        expect(translationProblems(reference, translation)).toEqual([]);
      },
    );
  });
}
