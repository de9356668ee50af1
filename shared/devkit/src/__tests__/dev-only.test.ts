// @vitest-environment node
// The dev kit (msw, the dev app, the watch server) must never reach a production bundle: only a
// remote's `dev/` folder and test files import it, and packages list it as a dev dependency.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const workspace = path.resolve(__dirname, '../../../..');

function packageDirs(): string[] {
  return ['shared', 'remotes'].flatMap((group) =>
    readdirSync(path.join(workspace, group), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(workspace, group, entry.name, 'package.json')),
      )
      .map((entry) => path.join(workspace, group, entry.name)),
  );
}

/** Source files that production builds may bundle: under `src/`, outside test folders and files. */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', '__tests__'].includes(entry.name) ? [] : shippedSources(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.|test-setup/.test(entry.name) ? [full] : [];
  });
}

const devkitImport = /from\s+'@casino\/devkit(\/[^']*)?'|import\(\s*'@casino\/devkit/;

describe('the dev kit stays out of production code', () => {
  const packages = [path.join(workspace, 'host'), ...packageDirs()].filter(
    (dir) => path.basename(dir) !== 'devkit',
  );

  it('is imported by no shipped source file', () => {
    const importing = packages
      .flatMap((dir) => (existsSync(path.join(dir, 'src')) ? shippedSources(path.join(dir, 'src')) : []))
      .filter((file) => devkitImport.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(workspace, file));
    expect(importing).toEqual([]);
  });

  it('is only ever a dev dependency', () => {
    const depending = packages
      .filter(
        (dir) =>
          JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies?.['@casino/devkit'],
      )
      .map((dir) => path.relative(workspace, dir));
    expect(depending).toEqual([]);
  });

  it('is found by the check when a shipped file imports it', () => {
    expect(devkitImport.test("import { mockCall } from '@casino/devkit/mocks';")).toBe(true);
    expect(devkitImport.test("const kit = await import('@casino/devkit');")).toBe(true);
    expect(devkitImport.test("import { callApi } from '@casino/platform';")).toBe(false);
  });
});
