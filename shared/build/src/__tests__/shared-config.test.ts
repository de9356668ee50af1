import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gatedPackages, sharedConfig, sharedSingletons } from '../index.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataLayer = ['@casino/platform/query', '@tanstack/react-query'];

describe('the data layer in the shared singletons', () => {
  it('is provided by the host, on demand: a singleton that is not eager', () => {
    const shared = sharedConfig({ dir: path.join(root, 'host'), provide: true });
    for (const request of dataLayer) {
      expect(shared[request], request).toMatchObject({ singleton: true });
      expect(shared[request], request).not.toHaveProperty('eager');
      // A file path, so the host provides it although its own first-load code never imports it.
      expect((shared[request] as { import?: unknown }).import, request).toMatch(/^\/.*\.(ts|js)$/);
    }
    expect(shared['@tanstack/react-query']).toMatchObject({ requiredVersion: '^5.108.0' });
  });

  it('is never bundled by a remote', () => {
    const shared = sharedConfig({ dir: path.join(root, 'remotes/wallet'), provide: false });
    for (const request of dataLayer)
      expect(shared[request], request).toMatchObject({ import: false, singleton: true });
  });

  it('is gated at release: a remote needs the host’s TanStack Query', () => {
    expect(gatedPackages).toContain('@tanstack/react-query');
  });
});

describe("the design system's groups in the shared singletons", () => {
  const groups = sharedSingletons
    .filter(({ packageName }) => packageName === '@casino/ui')
    .map(({ request }) => request);

  it('shares the whole package and each group as a module of its own, each entry point of the package', () => {
    const { exports } = JSON.parse(readFileSync(path.join(root, 'shared/ui/package.json'), 'utf8'));
    const codeEntries = Object.keys(exports)
      .filter((subpath) => !['./package.json', './gallery', './styles.css'].includes(subpath))
      .map((subpath) => (subpath === '.' ? '@casino/ui' : `@casino/ui${subpath.slice(1)}`));
    expect(groups.sort()).toEqual(codeEntries.sort());
  });

  it('is provided by the host by file path, the whole package too, which its own code no longer imports', () => {
    const shared = sharedConfig({ dir: path.join(root, 'host'), provide: true });
    for (const request of groups)
      expect((shared[request] as { import?: unknown }).import, request).toMatch(/shared\/ui\/src\/.*\.ts$/);
  });

  it('is never bundled by a remote', () => {
    const shared = sharedConfig({ dir: path.join(root, 'remotes/wallet'), provide: false });
    for (const request of groups)
      expect(shared[request], request).toMatchObject({ import: false, singleton: true });
  });
});
