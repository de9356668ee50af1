import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirectoryError, lockDataDirectory } from './data-dir-lock.js';
import { openLockedPglite } from './pglite-database.js';

/** `2026-11-25T15-04-05Z`: sorts by time and is a valid file name everywhere. */
function timestamp(): string {
  return new Date()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** `target` is a folder (the archive gets a timestamped name there) or a `.tar.gz` file name. */
function archivePathFor(dataDir: string, target: string): string {
  return /\.(tar\.gz|tgz)$/.test(target)
    ? resolve(target)
    : join(resolve(target), `pglite-${basename(resolve(dataDir))}-${timestamp()}.tar.gz`);
}

/**
 * Writes a gzipped tar of the data directory (PGlite's `dumpDataDir`), taken with the database
 * open in this process alone: the directory's lock makes it refuse while the server runs.
 */
export async function backupDataDirectory(
  dataDir: string,
  target: string,
): Promise<{ file: string; bytes: number }> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new DataDirectoryError(`There is no PGlite database in ${dataDir}: nothing to back up.`);
  }
  const file = archivePathFor(dataDir, target);
  if (existsSync(file)) throw new DataDirectoryError(`${file} already exists: choose another name.`);
  await mkdir(resolve(file, '..'), { recursive: true });
  const { pglite, close } = await openLockedPglite(dataDir, { purpose: 'db:backup' });
  try {
    const archive = await pglite.dumpDataDir('gzip');
    // Written under a temporary name and renamed: a file with the final name is always complete.
    const partial = `${file}.partial`;
    await writeFile(partial, Buffer.from(await archive.arrayBuffer()), { flag: 'wx' });
    await rename(partial, file);
  } finally {
    await close();
  }
  return { file, bytes: (await stat(file)).size };
}

export interface RestoreResult {
  /** Where the data directory that was there before now is (with `replace`). */
  keptAside: string | null;
  /** The newest migration in the restored database. */
  schemaVersion: number | null;
}

/**
 * Loads a backup into a staging folder beside the data directory, checks that PGlite opens it,
 * then moves it into place. The data directory must be empty unless `replace` is given; then
 * the old one is renamed aside, never deleted. Refuses while another process holds the lock.
 */
export async function restoreDataDirectory(
  dataDir: string,
  archive: string,
  options: { replace: boolean },
): Promise<RestoreResult> {
  const archiveBlob = await openAsBlob(archive).catch((error: NodeJS.ErrnoException) => {
    throw new DataDirectoryError(`Cannot read the backup ${archive}: ${error.code ?? error.message}.`);
  });
  const lock = await lockDataDirectory(dataDir, { purpose: 'db:restore' });
  try {
    const occupied = !(await isEmptyOrMissing(dataDir));
    if (occupied && !options.replace) {
      throw new DataDirectoryError(
        `The database folder ${dataDir} is not empty, and a restore would replace it. ` +
          'Run again with --replace to restore and keep the current folder aside (renamed, not deleted), ' +
          'or set DATA_DIR to an empty folder.',
      );
    }
    const staging = `${resolve(dataDir)}.restoring-${timestamp()}`;
    let schemaVersion: number | null;
    try {
      schemaVersion = await loadArchive(staging, archiveBlob);
    } catch (error) {
      // Only the staging folder this restore made is removed; the data directory was not touched.
      await rm(staging, { recursive: true, force: true });
      throw new DataDirectoryError(
        `${archive} could not be restored: it is not a PGlite backup, or it is damaged ` +
          `(${(error as Error).message}). The database folder ${dataDir} was not changed.`,
        { cause: error },
      );
    }
    let keptAside: string | null = null;
    if (occupied) {
      keptAside = `${resolve(dataDir)}.replaced-${timestamp()}`;
      await rename(dataDir, keptAside);
    } else if (existsSync(dataDir)) {
      await rmdir(dataDir); // empty: checked above, under the lock
    }
    await rename(staging, dataDir);
    return { keptAside, schemaVersion };
  } finally {
    lock.release();
  }
}

/** Unpacks the archive into `dir` through PGlite and opens it; returns its schema version. */
async function loadArchive(dir: string, archive: Blob): Promise<number | null> {
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: archive });
  try {
    const table = await pglite.query<{ found: string | null }>(
      `SELECT to_regclass('schema_migrations')::text AS found`,
    );
    if (!table.rows[0]?.found) return null;
    const newest = await pglite.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    return newest.rows[0]?.version ?? null;
  } finally {
    await pglite.close();
  }
}
