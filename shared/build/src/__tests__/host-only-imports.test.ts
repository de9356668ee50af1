import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = path.join(root, 'node_modules/.bin/biome');

/**
 * Lints `source` as the file at `filePath` of a copy of the repository's layout (its biome.json and
 * that one file), so the probe never lands in the real source tree.
 */
function lint(filePath: string, source: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'biome-probe-'));
  try {
    copyFileSync(path.join(root, 'biome.json'), path.join(copy, 'biome.json'));
    mkdirSync(path.dirname(path.join(copy, filePath)), { recursive: true });
    writeFileSync(path.join(copy, filePath), source);
    return spawnSync(biome, ['lint', filePath], {
      cwd: copy,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const hostOnlyImport =
  "import { apiClient } from '@casino/platform/host';\n\nexport const client = apiClient;\n";

describe('the host-only platform entry (untyped calls by path)', () => {
  it('is refused in a remote and in the design system', () => {
    for (const filePath of ['remotes/wallet/src/probe.ts', 'shared/ui/src/probe.ts']) {
      const result = lint(filePath, hostOnlyImport);
      expect(result.status, filePath).not.toBe(0);
      expect(result.stdout + result.stderr, filePath).toContain('Host-only: a remote calls the API by route');
    }
  });

  it('is allowed in the host', () => {
    const result = lint('host/src/probe.ts', hostOnlyImport);
    expect(result.stdout + result.stderr).not.toContain('noRestrictedImports');
    expect(result.status).toBe(0);
  });
});
