import { expect } from '@playwright/test';
import { registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// The data layer (`@casino/platform/query` + TanStack Query) is a shared singleton the host
// provides on demand: not in the home route's load, fetched once when a remote first asks for it,
// and the same instance for every part.

const isDataLayer = (url: string) => /\/query\.[0-9a-f]{8}\.js$/.test(new URL(url).pathname);

test("a remote gets the host's data layer on demand, one instance for all", async ({ page, request }) => {
  const loaded: string[] = [];
  page.on('request', (sent) => {
    if (isDataLayer(sent.url())) loaded.push(sent.url());
  });
  await signInWithToken(page, await registerPlayer(request));
  await page.goto('/member');
  await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
  expect(loaded, 'the data layer is not loaded before a page asks for it').toEqual([]);

  // What a remote's `import ... from '@casino/platform/query'` (or '@tanstack/react-query') does:
  // its federation instance asks the share scope with the remote's consume config (`import:
  // false`: it bundles no copy), as its bundler runtime does.
  const answer = await page.evaluate(async () => {
    type Instance = {
      name: string;
      loadShare(request: string, options?: unknown): Promise<false | (() => Record<string, unknown>)>;
    };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const instance = (name: string) => federation.__INSTANCES__.find((candidate) => candidate.name === name);
    const consume = async (name: string, request: string, requiredVersion: string) => {
      const factory = await instance(name)?.loadShare(request, {
        customShareInfo: {
          shareConfig: {
            singleton: true,
            requiredVersion,
            import: false,
            eager: false,
            strictVersion: false,
          },
          scope: ['default'],
        },
      });
      return factory ? factory() : null;
    };
    const query = await consume('member', '@casino/platform/query', '^1.0.0');
    const tanstack = await consume('member', '@tanstack/react-query', '^5.108.0');
    const hostQuery = await consume('host', '@casino/platform/query', '^1.0.0');
    return {
      remoteGotTheDataLayer: typeof query?.invalidateOn === 'function',
      remoteGotTanStackQuery: typeof tanstack?.QueryClient === 'function',
      oneClient: query !== null && query.queryClient === hostQuery?.queryClient,
      oneLibrary: tanstack !== null && query?.queryOptions === tanstack.queryOptions,
    };
  });

  expect(answer).toEqual({
    remoteGotTheDataLayer: true,
    remoteGotTanStackQuery: true,
    oneClient: true,
    oneLibrary: true,
  });
  expect(loaded).toHaveLength(1);
});
