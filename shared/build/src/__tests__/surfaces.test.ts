import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { providedSurfaces, remoteImports, surfaceRequests } from '../surfaces.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtures: string[] = [];

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A remote's folder with these files (path -> source). */
function remoteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'surfaces-'));
  fixtures.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

describe('remoteImports', () => {
  it("records the values the shipped code imports from the host's modules, through lazy pages", () => {
    const dir = remoteWith({
      'src/plugin.ts': [
        "import { defineRemotePlugin, type RemotePlugin, Session } from '@casino/platform';",
        'export const current: Session | null = null;',
        "export const plugin: RemotePlugin = defineRemotePlugin({ load: () => import('./pages/home') });",
      ].join('\n'),
      'src/pages/home.tsx': [
        "import { apiRoutes } from '@casino/contracts';",
        "import { Button } from '@casino/ui';",
        "import { useNavigate } from 'react-router-dom';",
        "import { loadQueries } from '../api';",
        "import './home.css';",
        'export default function Home() {',
        '  const navigate = useNavigate();',
        '  return <Button onClick={() => navigate(apiRoutes.home.path).then(loadQueries)}>Go</Button>;',
        '}',
      ].join('\n'),
      'src/api/index.ts': [
        'export async function loadQueries() {',
        "  const { useQuery, queryOptions: options } = await import('@casino/platform/query');",
        '  return [useQuery, options];',
        '}',
      ].join('\n'),
      'src/pages/home.css': '.home {}',
      'src/__tests__/home.test.tsx': "import { render } from '@casino/ui';\n",
    });

    expect(remoteImports(dir)).toEqual({
      '@casino/platform': ['defineRemotePlugin'],
      '@casino/platform/query': ['queryOptions', 'useQuery'],
      '@casino/ui': ['Button'],
      'react-router-dom': ['useNavigate'],
    });
  });

  it('refuses a namespace import of a shared module, which the gate could not check', () => {
    const dir = remoteWith({
      'src/plugin.ts': "import * as ui from '@casino/ui';\nexport const plugin = ui;\n",
    });
    expect(() => remoteImports(dir)).toThrow(
      "src/plugin.ts uses @casino/ui as a whole module; import the names it needs (import { name } from '@casino/ui')",
    );
  });
});

describe('the workspace', () => {
  const surfaces = providedSurfaces(path.join(root, 'host'));

  it('records the exports of every module the host provides to remotes', () => {
    expect(Object.keys(surfaces).sort()).toEqual([...surfaceRequests].sort());
    expect(surfaces['@casino/platform']).toContain('callApi');
    // Types are gone from the bundle: only values count at run time.
    expect(surfaces['@casino/platform']).not.toContain('ApiCallOptions');
    expect(surfaces['react-router-dom']).toContain('useNavigate');
  });

  it("records each of the design system's groups, and the whole package as every group together", () => {
    const groups = surfaceRequests.filter((request) => request.startsWith('@casino/ui/'));
    expect(surfaces['@casino/ui/forms']).toContain('TextField');
    expect(surfaces['@casino/ui/core']).not.toContain('TextField');
    expect([...new Set(groups.flatMap((group) => surfaces[group]))].sort()).toEqual(surfaces['@casino/ui']);
    // The lobby's language picker takes `Select` from the core group, which loads no form code.
    expect(surfaces['@casino/ui/core']).toContain('Select');
  });

  const remotes = readdirSync(path.join(root, 'remotes'));
  it.each(remotes)('%s imports only names the host built from this workspace exports', (remote) => {
    const imports = remoteImports(path.join(root, 'remotes', remote));
    expect(imports['@casino/platform']).toContain('defineRemotePlugin');
    for (const [request, names] of Object.entries(imports)) {
      for (const name of names) expect(surfaces[request], `${request} ${name}`).toContain(name);
    }
  });
});
