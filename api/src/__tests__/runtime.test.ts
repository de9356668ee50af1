import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';

// Production runs Node 24 LTS (Node 20's security support ended on 2026-04-30); the README's
// commands keep working on Node 20.19+, and `npm test` runs the vitest suites on both.
describe('the runtimes', () => {
  it('builds and runs the production image on Node 24 LTS in both stages', async () => {
    const dockerfile = await readFile(join(repoRoot, 'deploy/Dockerfile'), 'utf8');
    const bases = dockerfile.split('\n').filter((line) => line.startsWith('FROM '));
    expect(bases).toHaveLength(2);
    for (const base of bases) expect(base).toMatch(/^FROM node:24-bookworm-slim( AS \w+)?$/);
  });

  it('keeps the README commands on Node 20.19 and later', async () => {
    const manifest = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8'));
    expect(manifest.engines.node).toBe('>=20.19');
  });
});

describe('the Node 24 test leg', () => {
  let fakes: string;

  /** A stand-in `node` that only answers `--version`: the leg's choice, whatever node runs the test. */
  async function fakeNode(version: string): Promise<string> {
    const path = join(fakes, `node-${version}`);
    await writeFile(path, `#!/bin/sh\necho ${version}\n`);
    await chmod(path, 0o755);
    return path;
  }

  const install = (node24Bin: string) =>
    spawnSync(process.execPath, [join(repoRoot, 'scripts/node24.mjs'), 'install'], {
      encoding: 'utf8',
      env: { ...process.env, NODE24_BIN: node24Bin },
    });

  beforeAll(async () => {
    fakes = await mkdtemp(join(tmpdir(), 'casino-node24-'));
  });
  afterAll(async () => {
    await rm(fakes, { recursive: true, force: true });
  });

  it('uses NODE24_BIN when it is Node 24', async () => {
    const node24 = await fakeNode('v24.11.1');
    const result = install(node24);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(node24);
    expect(result.status).toBe(0);
  });

  it('refuses a NODE24_BIN that is another version or does not run, saying which', async () => {
    const node20 = await fakeNode('v20.19.5');
    expect(install(node20)).toMatchObject({
      status: 1,
      stderr: `NODE24_BIN=${node20} is v20.19.5, not Node 24\n`,
    });
    const missing = join(fakes, 'no-such-node');
    expect(install(missing)).toMatchObject({ status: 1, stderr: `NODE24_BIN=${missing} does not run\n` });
  });
});
