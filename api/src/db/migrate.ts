import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.js';

/** Any constant shared by every API process; it only has to differ from other advisory locks. */
const migrationLockKey = 7_311_001;
const migrationFileName = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(directory: string): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: MigrationFile[] = [];
  for (const name of names) {
    const match = migrationFileName.exec(name);
    if (!match?.[1]) throw new Error(`Migration file ${name} is not named NNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migration files share version ${version}`);
    }
    migrations.push({ version, name, sql: await readFile(join(directory, name), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded, in version order, each in its own transaction together
 * with its `schema_migrations` row, so a failed migration leaves no trace and is retried next start.
 * Returns the names applied now.
 */
export async function migrate(db: Database, directory: string): Promise<string[]> {
  await db.execScript(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const appliedNow: string[] = [];
  for (const migration of await readMigrations(directory)) {
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
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (appliedHere) appliedNow.push(migration.name);
  }
  return appliedNow;
}
