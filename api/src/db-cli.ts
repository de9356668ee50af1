// `npm run db:backup [-- <folder or file.tar.gz>]` and `npm run db:restore -- <backup file> [--replace]`:
// backups of the embedded PGlite database (DATA_DIR). PostgreSQL has its own tools.
import { resolve } from 'node:path';
import { ConfigError, loadStorageConfig, repoRoot } from './config.js';
import { DataDirectoryError } from './db/data-dir-lock.js';
import { backupDataDirectory, restoreDataDirectory } from './db/pglite-backup.js';

const usage = `usage: npm run db:backup [-- <folder or file.tar.gz>]     (default folder: var/backups)
       npm run db:restore -- <backup file> [--replace]`;

const postgresAdvice = `DATABASE_URL is set: the database is PostgreSQL, which this command does not copy. Use its own tools:
  pg_dump --format=custom --file=casino.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --dbname="$DATABASE_URL" casino.dump`;

/** Exit codes: 0 done, 1 refused or failed (the message says why), 2 wrong arguments. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = rest.filter((argument) => argument.startsWith('--'));
  // npm runs scripts from the repository root; a relative path means the caller's folder.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const paths = rest.filter((argument) => !argument.startsWith('--')).map((path) => resolve(callerDir, path));
  const knownFlags = command === 'restore' ? ['--replace'] : [];
  const unknownFlag = flags.find((flag) => !knownFlags.includes(flag));
  const wrongArguments =
    !(command === 'backup' || command === 'restore') ||
    unknownFlag !== undefined ||
    paths.length > 1 ||
    (command === 'restore' && paths.length !== 1);
  if (wrongArguments) {
    console.error(unknownFlag ? `unknown option ${unknownFlag}\n${usage}` : usage);
    return 2;
  }
  const { database } = loadStorageConfig();
  if (database.engine === 'postgres') {
    console.error(postgresAdvice);
    return 1;
  }
  if (database.dataDir.includes('://')) {
    console.error(
      `DATA_DIR is ${database.dataDir}: there is no database on disk to back up or restore into.`,
    );
    return 1;
  }
  if (command === 'backup') {
    const { file, bytes } = await backupDataDirectory(database.dataDir, paths[0] ?? `${repoRoot}var/backups`);
    console.info(`Backed up ${database.dataDir} to ${file} (${(bytes / 1_048_576).toFixed(1)} MB).`);
    console.info(`Restore it, with the server stopped: npm run db:restore -- ${file} --replace`);
    return 0;
  }
  const archive = paths[0] ?? '';
  const { keptAside, schemaVersion } = await restoreDataDirectory(database.dataDir, archive, {
    replace: flags.includes('--replace'),
  });
  console.info(
    `Restored ${archive} into ${database.dataDir} (schema version ${schemaVersion ?? 'none'}; ` +
      'the next start applies newer migrations).',
  );
  if (keptAside)
    console.info(`The folder that was there is kept at ${keptAside}; delete it once you no longer need it.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirectoryError ? error.message : error,
    );
    process.exit(1);
  },
);
