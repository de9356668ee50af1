import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RegistryDocument } from './registry-file';
import { httpBackend, type ReleaseBackend, storeBackend } from './release-backend';

const usage = `usage: casino-release <command> [options]
  publish <remote-dir>... [--canary <percent>] [--skip-published]
  publish --all <remotes-dir> [--skip-published]
  publish-host <host-dir>
  rollback <remote> [--to <version>]
  canary <remote> <version> <percent>
  promote <remote>
  abort <remote>
  prune <remote> [--keep <n>]
  status [--json]
where: --store <dir> (default $REMOTE_STORE, else var/store)
   or: --server <url> [--token <token>] (default $RELEASE_TOKEN): a running deployment's /api/release`;

function backendOf(values: { store?: string; server?: string; token?: string }): ReleaseBackend {
  if (values.server) {
    const token = values.token ?? process.env.RELEASE_TOKEN;
    if (!token) throw new Error('--server needs a token: --token <token> or RELEASE_TOKEN');
    return httpBackend(values.server, token);
  }
  return storeBackend(path.resolve(values.store ?? process.env.REMOTE_STORE ?? 'var/store'));
}

async function remoteDirsOf(args: string[], all: string | undefined): Promise<string[]> {
  if (!all) return args;
  const root = path.resolve(all);
  return (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name));
}

function printStatus(document: RegistryDocument): void {
  if (document.host) console.log(`host ${document.host.version} (since ${document.host.activatedAt})`);
  for (const [name, entry] of Object.entries(document.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    const canary = entry.canary ? `  canary ${entry.canary.version} at ${entry.canary.percent}%` : '';
    console.log(`${name.padEnd(12)} ${entry.version}${canary}`);
    for (const line of entry.history) {
      console.log(`  ${line.activatedAt}  ${line.version.padEnd(10)} ${line.action ?? 'publish'}`);
    }
  }
}

function wholeNumber(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`${what} must be a whole number`);
  return Number(value);
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      store: { type: 'string' },
      server: { type: 'string' },
      token: { type: 'string' },
      all: { type: 'string' },
      canary: { type: 'string' },
      'skip-published': { type: 'boolean' },
      to: { type: 'string' },
      keep: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) throw new Error(usage);
  const backend = backendOf(values);
  switch (command) {
    case 'publish': {
      const dirs = await remoteDirsOf(args, values.all);
      if (dirs.length === 0) throw new Error(usage);
      const canaryPercent = values.canary === undefined ? undefined : wholeNumber(values.canary, '--canary');
      let failures = 0;
      // One at a time, and every one tried: a bulk publish reports each refusal and goes on.
      for (const dir of dirs) {
        try {
          const result = await backend.publish(path.resolve(dir), {
            canaryPercent,
            skipPublished: values['skip-published'],
          });
          const outcome = {
            active: 'published, active',
            canary: `published, canary at ${canaryPercent}%`,
            skipped: 'already published, skipped',
          };
          console.log(`${result.name} ${result.version}: ${outcome[result.outcome]}`);
        } catch (error) {
          failures += 1;
          console.error(`casino-release: ${path.basename(dir)}: ${(error as Error).message}`);
        }
      }
      if (failures > 0) process.exitCode = 1;
      return;
    }
    case 'publish-host': {
      const result = await backend.publishHost(path.resolve(args[0] ?? 'host'));
      console.log(
        `host ${result.version}: ${result.outcome === 'unchanged' ? 'already active' : 'published, active'}`,
      );
      return;
    }
    case 'rollback': {
      const result = await backend.rollback(args[0] ?? '', values.to);
      console.log(`${result.name}: rolled back from ${result.from} to ${result.version}`);
      return;
    }
    case 'canary': {
      const [name = '', version = '', percent] = args;
      const result = await backend.canary(name, version, wholeNumber(percent, 'percent'));
      console.log(`${result.name}: canary ${result.version} at ${result.percent}%`);
      return;
    }
    case 'promote': {
      const result = await backend.promote(args[0] ?? '');
      console.log(`${result.name}: ${result.version} promoted, active for everyone`);
      return;
    }
    case 'abort': {
      const result = await backend.abort(args[0] ?? '');
      console.log(`${result.name}: canary ${result.version} ended`);
      return;
    }
    case 'prune': {
      const keep = values.keep === undefined ? undefined : wholeNumber(values.keep, '--keep');
      const result = await backend.prune(args[0] ?? '', keep);
      const removed = result.removed.length > 0 ? result.removed.join(', ') : 'nothing';
      console.log(`${result.name}: removed ${removed}; kept ${result.kept.join(', ')}`);
      return;
    }
    case 'status': {
      const document = await backend.status();
      if (values.json) console.log(JSON.stringify(document, null, 2));
      else printStatus(document);
      return;
    }
    default:
      throw new Error(usage);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message === usage ? usage : `casino-release: ${error.message}`);
  process.exit(1);
});
