import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database.js';
import { openPgliteCopy } from '../db/pglite-database.js';
import { openPostgresDatabase } from '../db/postgres-database.js';

/** One storage engine the database-backed tests run against. */
export interface DatabaseLeg {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database: PGlite in memory, or a new PostgreSQL schema of its own. */
  open(): Promise<Database & { schema?: string }>;
  /** Drops what `open` created (PostgreSQL schemas); PGlite memory needs nothing. */
  dispose(database: Database & { schema?: string }): Promise<void>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The API pins PGlite's exact version: an archive from another version is never read. */
const pgliteVersion: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .dependencies['@electric-sql/pglite'];

/**
 * A freshly initialised, empty PGlite cluster as an archive, made once per PGlite version and
 * machine and shared by every test file and worker: each test database starts as a copy of it
 * instead of running `initdb` again (about 0.35 s against 1 s each).
 */
async function emptyClusterArchive(): Promise<Blob> {
  const file = join(tmpdir(), `casino-pglite-${pgliteVersion}-empty-cluster.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await PGlite.create('memory://');
    const archive = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written aside and renamed: a worker reading at the same moment sees all of it or nothing.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await archive.arrayBuffer()));
    await rename(partial, file);
    return archive;
  }
}

let archive: Promise<Blob> | undefined;

const pgliteLeg: DatabaseLeg = {
  name: 'pglite',
  async open() {
    archive ??= emptyClusterArchive();
    return openPgliteCopy(await archive);
  },
  dispose: (database) => database.close(),
};

const postgresLeg = (url: string): DatabaseLeg => ({
  name: 'postgres',
  async open() {
    // Each test file and run gets its own schema, so parallel files and runs never collide.
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    return Object.assign(await openPostgresDatabase({ url, schema, maxConnections: 5 }), { schema });
  },
  async dispose(database) {
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${database.schema}" CASCADE`);
    } finally {
      await client.end();
    }
  },
});

/**
 * PGlite, and PostgreSQL too when TEST_DATABASE_URL is set; `TEST_DATABASE_LEGS` (`pglite`,
 * `postgres` or both, comma-separated) narrows a run to some of them, so `npm test` can run each
 * engine once, on the Node version that runs it in production (ADR 0020).
 */
function chosenLegs(): DatabaseLeg[] {
  const named = process.env.TEST_DATABASE_LEGS?.split(',').map((name) => name.trim());
  if (!named) return postgresUrl ? [pgliteLeg, postgresLeg(postgresUrl)] : [pgliteLeg];
  return named.map((name) => {
    if (name === 'pglite') return pgliteLeg;
    if (name === 'postgres' && postgresUrl) return postgresLeg(postgresUrl);
    if (name === 'postgres') throw new Error('TEST_DATABASE_LEGS names postgres: set TEST_DATABASE_URL too');
    throw new Error(`TEST_DATABASE_LEGS: unknown leg '${name}' (pglite, postgres)`);
  });
}

export const databaseLegs: DatabaseLeg[] = chosenLegs();

export function announceDatabaseLegs(suite: string): void {
  const names = databaseLegs.map((leg) => leg.name).join(' + ');
  const note = postgresUrl ? '' : ' (set TEST_DATABASE_URL to add PostgreSQL)';
  console.info(`[${suite}] database legs: ${names}${note}`);
}
