import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFacades } from '../index.mjs';

// Remotes get the host's facade of a shared library at run time: a name missing from the facade
// would be `undefined` in production only. This test reads every import in the workspace.
const workspace = path.resolve(__dirname, '../../../..');
const sourceRoots = ['host/src', 'shared', 'remotes'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '__tests__'].includes(entry.name) ? [] : sourceFiles(full);
    }
    // A test kit (`*-test-kit.ts(x)`) runs in vitest with the packages themselves, never against
    // the host's facade at run time.
    return /\.(ts|tsx)$/.test(entry.name) && !/-test-kit\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names a file imports from a package; type-only imports vanish at build time. */
function namesImportedFrom(source: string, packageName: string): string[] {
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : (names ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

function facadeExports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const files = sourceRoots.flatMap((root) => sourceFiles(path.join(workspace, root)));

describe.each(Object.entries(sharedFacades))('the %s facade', (packageName, facadeFile) => {
  it('exports every name the workspace imports from the package', () => {
    const exported = new Set(facadeExports(facadeFile));
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const name of namesImportedFrom(source, packageName)) {
        expect(exported, `${path.relative(workspace, file)} imports ${name}`).toContain(name);
      }
    }
  });

  it('is imported somewhere, so the list stays honest', () => {
    const used = files.some((file) => namesImportedFrom(readFileSync(file, 'utf8'), packageName).length > 0);
    expect(used).toBe(true);
  });
});
