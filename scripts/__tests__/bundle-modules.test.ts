import { describe, expect, it } from 'vitest';
import { bytesPerSource, ownerOf, sourcePath } from '../bundle-modules.mjs';

describe('bytesPerSource', () => {
  // Line 1: 2 unmapped bytes, 4 of a.ts, 2 of b.ts; line 2 continues in b.ts (source indexes are
  // relative across lines), then 3 bytes of a.ts again. Segments: [column, source, line, column].
  const code = 'xxaaaabb\nccddd';
  const map = {
    version: 3,
    sources: ['webpack://@casino/host/./src/a.ts', 'webpack://@casino/host/../shared/platform/src/b.ts'],
    names: [],
    mappings: 'EAAA,ICAA;AAAA,EDAA',
  };

  it('counts each segment up to the next one, and the line break with the line', () => {
    expect(Object.fromEntries(bytesPerSource(code, map))).toEqual({
      '(unmapped)': 2,
      'webpack://@casino/host/./src/a.ts': 4 + 3,
      'webpack://@casino/host/../shared/platform/src/b.ts': 2 + 1 + 2,
    });
  });

  it('adds up to the length of the code', () => {
    const total = [...bytesPerSource(code, map).values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBe(code.length);
  });
});

describe('sourcePath and ownerOf', () => {
  it.each([
    ['webpack://@casino/host/./src/app/app-frame.tsx', 'host', 'host/src/app/app-frame.tsx', 'host'],
    [
      'webpack://@casino/host/../shared/platform/src/session.ts',
      'host',
      'shared/platform/src/session.ts',
      'shared/platform',
    ],
    [
      'webpack://casino_wallet/../../node_modules/.pnpm/@tanstack+query-core@5.108.0/node_modules/@tanstack/query-core/build/modern/query.js',
      'remotes/wallet',
      'node_modules/.pnpm/@tanstack+query-core@5.108.0/node_modules/@tanstack/query-core/build/modern/query.js',
      '@tanstack/query-core',
    ],
    [
      'webpack://casino_wallet/./src/plugin.ts',
      'remotes/wallet',
      'remotes/wallet/src/plugin.ts',
      'remotes/wallet',
    ],
    [
      'webpack://casino_wallet/../shared/contracts/src/app-paths.ts',
      'remotes/wallet',
      'shared/contracts/src/app-paths.ts',
      'shared/contracts',
    ],
    [
      'webpack://casino_wallet/javascript/node_modules/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/dom.js',
      'remotes/wallet',
      'node_modules/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/dom.js',
      '@module-federation/sdk',
    ],
    [
      'webpack://casino_wallet/webpack/runtime/consumes',
      'remotes/wallet',
      'webpack://casino_wallet/webpack/runtime/consumes',
      'webpack://casino_wallet/webpack/runtime/consumes',
    ],
  ])('%s built in %s is %s, of %s', (source, packageDir, workspacePath, owner) => {
    expect(sourcePath(source, packageDir)).toBe(workspacePath);
    expect(ownerOf(workspacePath)).toBe(owner);
  });
});
