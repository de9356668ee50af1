import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.js';

/** Any constant shared by every API process; it only has to differ from other advisory locks. */
const migrationLockKey = 7_311_001;
/**
 * `YYYYMMDDHHMM_name.sql` (UTC, what `npm run db:new-migration -- <name>` writes), so two squads'
 * new files never take the same number; the first files keep their `NNN_` names and sort first.
 */
const migrationFileName = /^(\d{3}|\d{12})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  /** SHA-256 (hex) of the file: an applied migration must never change afterwards. */
  checksum: string;
}

export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

export async function readMigrations(directory: string): Promise<MigrationFile[]> {
  const migrations: MigrationFile[] = [];
  for (const name of (await readdir(directory)).filter((file) => file.endsWith('.sql'))) {
    const match = migrationFileName.exec(name);
    if (!match?.[1]) {
      throw new Error(
        `Migration file ${name} is not named YYYYMMDDHHMM_name.sql (lower-case name): create one with npm run db:new-migration -- <name>`,
      );
    }
    const version = Number(match[1]);
    const twin = migrations.find((migration) => migration.version === version);
    if (twin) throw new Error(`Migration files ${twin.name} and ${name} share version ${version}`);
    const sql = await readFile(join(directory, name), 'utf8');
    migrations.push({ version, name, sql, checksum: migrationChecksum(sql) });
  }
  return migrations.sort((a, b) => a.version - b.version);
}

/**
 * Refuses to go on when a migration already applied has changed since (its recorded checksum
 * differs from the file's): the database would not be what the files say. Rows recorded before
 * checksums existed take the file's checksum now.
 */
async function checkAppliedChecksums(
  db: Database,
  files: MigrationFile[],
  applied: Map<number, string | null>,
): Promise<void> {
  for (const file of files) {
    if (!applied.has(file.version)) continue;
    const recorded = applied.get(file.version);
    if (recorded === null) {
      await db.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2 AND checksum IS NULL', [
        file.checksum,
        file.version,
      ]);
    } else if (recorded !== file.checksum) {
      throw new Error(
        `Migration ${file.name} changed after it was applied to this database (recorded sha256 ${recorded}, ` +
          `file ${file.checksum}): restore the file and put the change in a new migration`,
      );
    }
  }
}

/** Databases made before timestamped names and checksums: a bigint version and a checksum column. */
async function upgradeMigrationTable(db: Database): Promise<void> {
  const { rows } = await db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'schema_migrations'`,
  );
  const columns = new Map(rows.map((row) => [row.column_name, row.data_type]));
  if (columns.get('version') === 'integer') {
    await db.execScript('ALTER TABLE schema_migrations ALTER COLUMN version TYPE bigint');
  }
  if (!columns.has('checksum')) await db.execScript('ALTER TABLE schema_migrations ADD COLUMN checksum text');
}

/**
 * Applies the migrations not yet recorded, in version order, each in its own transaction together
 * with its `schema_migrations` row, so a failed migration leaves no trace and is retried next start.
 * A migration merged later with an older timestamp than one already applied is applied too.
 * Returns the names applied now.
 */
export async function migrate(db: Database, directory: string): Promise<string[]> {
  await db.execScript(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version bigint PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      checksum text
    )`);
  await upgradeMigrationTable(db);
  const files = await readMigrations(directory);
  const applied = new Map(
    (
      await db.query<{ version: number; checksum: string | null }>(
        'SELECT version, checksum FROM schema_migrations',
      )
    ).rows.map((row) => [row.version, row.checksum]),
  );
  await checkAppliedChecksums(db, files, applied);
  const appliedNow: string[] = [];
  for (const migration of files) {
    if (applied.has(migration.version)) continue;
    const appliedHere = await db.transaction(async (tx) => {
      // Two API processes starting at once on PostgreSQL: the lock makes the second wait, then it
      // sees the version recorded and skips it.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const recorded = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (recorded.rows.length > 0) return false;
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (appliedHere) appliedNow.push(migration.name);
  }
  return appliedNow;
}
