import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { afterAll, describe, expect, it } from 'vitest';
import webpack, { type Configuration } from 'webpack';
import { ZodOutOfFirstLoadPlugin } from '../first-load.mjs';

const fixtures: string[] = [];

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

// The check knows zod by where it is installed; a stand-in there keeps each build to a second.
const zodStandIn = {
  'node_modules/zod/package.json': '{ "name": "zod", "type": "module", "main": "index.js" }',
  'node_modules/zod/index.js':
    'export const string = () => ({ min: () => ({ parse: (value) => String(value) }) });\n',
};
const schemaModule = "import * as z from 'zod';\nexport const nameSchema = z.string().min(1);\n";
const usesSchema = (from: string) =>
  `import { nameSchema } from '${from}';\nexport const check = (value) => nameSchema.parse(value);\n`;

/** Builds `files` in production mode with the check; resolves to the build's error messages. */
function build(files: Record<string, string>, configure: (dir: string) => Configuration): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  fixtures.push(dir);
  for (const [file, source] of Object.entries({ ...zodStandIn, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const base = configure(dir);
  const config: Configuration = {
    ...base,
    mode: 'production',
    context: dir,
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', ...base.output },
    optimization: { minimize: false },
    plugins: [...(base.plugins ?? []), new ZodOutOfFirstLoadPlugin({ root: dir, name: 'the fixture' })],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error);
      else resolve((stats.toJson({ all: false, errors: true }).errors ?? []).map(({ message }) => message));
    });
  });
}

const hostLike = () => ({ entry: { main: './index.js' } });

// Real webpack builds: a few seconds each on a busy machine.
describe('zod out of the first load', { timeout: 30_000 }, () => {
  it('lets a lazily loaded page of the host use a schema', async () => {
    const errors = await build(
      {
        'index.js': "import('./bootstrap');\n",
        'bootstrap.js': "export const start = () => import('./page');\n",
        'page.js': usesSchema('./contracts'),
        'contracts.js': schemaModule,
      },
      hostLike,
    );
    expect(errors).toEqual([]);
  });

  it("fails the host's build when its start-up imports a schema, naming who pulled zod in", async () => {
    const errors = await build(
      {
        'index.js': "import('./bootstrap');\n",
        'bootstrap.js': `${usesSchema('./contracts')}console.log(check('player'));\n`,
        'contracts.js': schemaModule,
      },
      hostLike,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /zod is in the fixture's first load \(chunk .+, loaded before any page\): zod\/.+ <- contracts\.js <- bootstrap\.js/,
    );
    expect(errors[0]).toContain(
      'Import from @casino/contracts there (its main entry is zod-free), not @casino/contracts/schemas',
    );
  });

  const remoteLike = () => ({
    entry: {},
    output: { uniqueName: 'fixture_remote' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture_remote',
        filename: 'remoteEntry.js',
        exposes: { './plugin': './plugin.js' },
        dts: false,
        manifest: false,
      }),
    ],
  });

  it("fails a remote's build when its exposed plugin imports a schema", async () => {
    const errors = await build(
      {
        'plugin.js': `${usesSchema('./contracts')}export default { check };\n`,
        'contracts.js': schemaModule,
      },
      remoteLike,
    );
    expect(errors.join('\n')).toMatch(/zod is in the fixture's first load .*<- contracts\.js <- plugin\.js/);
  });

  it("lets a remote's lazily loaded page use a schema", async () => {
    const errors = await build(
      {
        'plugin.js': "export default { load: () => import('./page') };\n",
        'page.js': usesSchema('./contracts'),
        'contracts.js': schemaModule,
      },
      remoteLike,
    );
    expect(errors).toEqual([]);
  });
});
