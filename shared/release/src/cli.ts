import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { publishRemote } from './publish';

const usage = 'usage: casino-release publish <remote-dir>... | --all <remotes-dir>  [--store <dir>]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const storeIndex = rest.indexOf('--store');
  const storeDir = path.resolve(
    storeIndex >= 0 ? (rest[storeIndex + 1] ?? '') : (process.env.REMOTE_STORE ?? 'var/store'),
  );
  const args =
    storeIndex >= 0 ? rest.filter((_, index) => index !== storeIndex && index !== storeIndex + 1) : rest;
  if (command !== 'publish' || args.length === 0) throw new Error(usage);
  let remoteDirs = args;
  if (args[0] === '--all') {
    const root = path.resolve(args[1] ?? 'remotes');
    remoteDirs = (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, entry.name));
  }
  // One at a time: each publish reads and rewrites the registry.
  for (const dir of remoteDirs) {
    const result = await publishRemote(path.resolve(dir), storeDir);
    console.log(`${result.name}@${result.version}: ${result.stored}, active`);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`casino-release: ${error.message}`);
  process.exit(1);
});
