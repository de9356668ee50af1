// The workspace's boundaries fail the build (ADR 0028): the repository's dependency-cruiser rules,
// run as `npm run check:layers` runs them, over a throw-away workspace with deliberate bad imports;
// and every package has its own `test` script, so `npm run test:changed` retests what a change reaches.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const dependencyCruiser = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const workspaces: string[] = [];

afterAll(() => {
  for (const workspace of workspaces) rmSync(workspace, { recursive: true, force: true });
});

/** A throw-away workspace of `files` (path -> source), checked with the repository's rules. */
function cruise(files: Record<string, string>) {
  const workspace = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  workspaces.push(workspace);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), source);
  }
  const result = spawnSync(
    process.execPath,
    [
      dependencyCruiser,
      ...new Set(Object.keys(files).map((file) => file.split('/')[0] ?? file)),
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err-long',
    ],
    { cwd: workspace, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const sound = {
  'remotes/wallet/src/plugin.ts':
    "import { walletRoutes } from './routes';\nexport const plugin = walletRoutes;\n",
  'remotes/wallet/src/routes.ts': 'export const walletRoutes = ["/wallets"];\n',
  'host/src/index.ts': 'export const hostVersion = "1.0.0";\n',
  'shared/ui/src/button.ts': 'export const Button = "button";\n',
};

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  it('let a remote import its own files', () => {
    const { status, output } = cruise(sound);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  describe('over deliberate bad imports', () => {
    let broken: { status: number | null; output: string };
    beforeAll(() => {
      broken = cruise({
        ...sound,
        'remotes/jackpot/src/plugin.ts':
          "import { walletRoutes } from '../../wallet/src/routes';\nexport const plugin = walletRoutes;\n",
        'remotes/wallet/src/version.ts': "export { hostVersion } from '../../../host/src/index';\n",
        'host/src/routes.ts': "export { walletRoutes } from '../../remotes/wallet/src/routes';\n",
        'shared/platform/src/index.ts': "export { Button } from '../../ui/src/button';\n",
      });
    });

    it('fail the check', () => {
      expect(broken.status).not.toBe(0);
      expect(broken.output).toContain('4 dependency violations (4 errors');
    });

    it('name a remote importing another remote, both files and the way to share instead', () => {
      expect(broken.output).toContain(
        'error remote-imports-another-remote: remotes/jackpot/src/plugin.ts → remotes/wallet/src/routes.ts',
      );
      expect(broken.output).toMatch(
        /A remote imports another remote\.[\s\S]*share through @casino\/\* packages/,
      );
    });

    it('name a remote importing the host', () => {
      expect(broken.output).toContain(
        'error remote-imports-the-host: remotes/wallet/src/version.ts → host/src/index.ts',
      );
      expect(broken.output).toMatch(/comes through\s+@casino\/platform/);
    });

    it('name the host importing a remote: it loads remotes through federation only', () => {
      expect(broken.output).toContain(
        'error host-imports-a-remote: host/src/routes.ts → remotes/wallet/src/routes.ts',
      );
    });

    it('name a lower layer importing a higher one (the platform importing the design system)', () => {
      expect(broken.output).toContain(
        'error platform-imports-above-bus: shared/platform/src/index.ts → shared/ui/src/button.ts',
      );
    });
  });
});

describe('package test scripts', () => {
  const workspacePackages = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .filter((line) => /^\s+- /.test(line))
    .map((line) => line.replace(/^\s+- /, '').trim())
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    );

  it.each(workspacePackages)('%s has a test script, which npm run test:changed runs', (dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    expect(manifest.scripts?.test, `${dir}/package.json has no "test" script`).toEqual(expect.any(String));
  });
});
