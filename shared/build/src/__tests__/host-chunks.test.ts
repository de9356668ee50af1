// The host's own chunks and the shared modules it provides load together, so a workspace module
// that two of them need must be downloaded once (the bundle report lists any second copy).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import webpack, { type Configuration } from 'webpack';
import { hostConfig } from '../index.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtures: string[] = [];

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

// Two async chunk groups that load together, as `bootstrap` and the provided `@casino/platform`
// do, both needing a small platform module (far under webpack's 20 KB default for splitting).
const files = {
  'index.js': "import('./bootstrap');\nimport('./shared/platform/src/index.js');\n",
  'bootstrap.js': "import { session } from './shared/platform/src/host.js';\nconsole.log(session());\n",
  'shared/platform/src/index.js':
    "export { session } from './session.js';\nexport const platform = 'platform';\n",
  'shared/platform/src/host.js': "export { session } from './session.js';\n",
  'shared/platform/src/session.js': "export const session = () => 'the one session module';\n",
};

/** Builds the fixture with `splitChunks`; resolves to how many emitted files hold the session module. */
async function copiesOfSession(splitChunks: NonNullable<Configuration['optimization']>['splitChunks']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-chunks-'));
  fixtures.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false, splitChunks },
  };
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
  const emitted = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  return emitted.filter((file) =>
    readFileSync(path.join(dir, 'dist', file), 'utf8').includes('the one session module'),
  ).length;
}

describe("the host's chunks", { timeout: 60_000 }, () => {
  const hostSplitChunks = hostConfig({ dir: path.join(root, 'host'), mode: 'production' }).optimization
    ?.splitChunks;

  it('hold a workspace module that two chunk groups need once', async () => {
    expect(await copiesOfSession(hostSplitChunks)).toBe(1);
  });

  it("would hold it twice with webpack's defaults (what the host's split prevents)", async () => {
    expect(await copiesOfSession({})).toBe(2);
  });
});
