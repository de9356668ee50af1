// `npm run check:ledger`: checks the ledger's invariants and the wallet's books against it on the
// configured database (DATABASE_URL, or the PGlite folder DATA_DIR) and prints each check with its
// figure. Exit codes: 0 every check passed, 1 a check failed, 2 the database could not be checked.
import { existsSync } from 'node:fs';
import { ConfigError, loadStorageConfig } from './config.js';
import { DataDirectoryError } from './db/data-dir-lock.js';
import type { Database } from './db/database.js';
import { readMigrations } from './db/migrate.js';
import { openPgliteDatabase } from './db/pglite-database.js';
import { openPostgresDatabase } from './db/postgres-database.js';
import { checkLedgerSnapshot, type LedgerCheck } from './modules/wallet/ledger-check.js';

/** A database this command will not check; the message says why and what to do. */
class CannotCheck extends Error {}

/** Most broken items printed per check; the count says how many there are. */
const shownPerCheck = 10;

async function openConfigured(): Promise<{ db: Database; where: string; migrationsDir: string }> {
  const { database, migrationsDir } = loadStorageConfig();
  if (database.engine === 'postgres') {
    const db = await openPostgresDatabase({ url: database.url, schema: database.schema, maxConnections: 1 });
    const url = new URL(database.url);
    return {
      db,
      where: `PostgreSQL ${url.host}${url.pathname}${database.schema ? ` (schema ${database.schema})` : ''}`,
      migrationsDir,
    };
  }
  if (database.dataDir.includes('://') || !existsSync(database.dataDir)) {
    throw new CannotCheck(
      `There is no database at DATA_DIR=${database.dataDir}: set DATA_DIR to the PGlite folder, or DATABASE_URL.`,
    );
  }
  // The folder's lock: refused, naming the server, while the server has it open (PGlite is one
  // process's database); run this with the server stopped, or against PostgreSQL.
  const db = await openPgliteDatabase(database.dataDir, { purpose: 'check:ledger' });
  return { db, where: `PGlite ${database.dataDir}`, migrationsDir };
}

/** The checks read the latest schema: a database missing a migration is migrated by starting the server once. */
async function checkSchema(db: Database, migrationsDir: string): Promise<number> {
  let applied: Set<number>;
  try {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
    applied = new Set(rows.map((row) => Number(row.version)));
  } catch {
    throw new CannotCheck('This database has no API schema (no schema_migrations): nothing to check.');
  }
  const files = await readMigrations(migrationsDir);
  const missing = files.filter((file) => !applied.has(file.version)).map((file) => file.name);
  if (missing.length > 0) {
    throw new CannotCheck(
      `The database lacks migration ${missing.join(', ')}, which this checker reads: start the server once to migrate it.`,
    );
  }
  return files.length;
}

function printCheck({ name, figure, broken }: LedgerCheck): void {
  console.info(`${broken.length === 0 ? 'ok  ' : 'FAIL'}  ${name}: ${figure}`);
  for (const item of broken.slice(0, shownPerCheck)) console.info(`        ${item}`);
  if (broken.length > shownPerCheck) console.info(`        ... and ${broken.length - shownPerCheck} more`);
}

async function main(): Promise<number> {
  const { db, where, migrationsDir } = await openConfigured();
  try {
    const migrations = await checkSchema(db, migrationsDir);
    console.info(`check:ledger on ${where}, ${migrations} migrations applied`);
    const checks = await checkLedgerSnapshot(db);
    for (const check of checks) printCheck(check);
    const failed = checks.filter((check) => check.broken.length > 0).length;
    console.info(
      failed === 0
        ? `The ledger is sound: ${checks.length} checks passed.`
        : `The ledger is BROKEN: ${failed} of ${checks.length} checks failed.`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const said =
      error instanceof CannotCheck || error instanceof ConfigError || error instanceof DataDirectoryError;
    console.error(said ? (error as Error).message : error);
    process.exit(2);
  },
);
