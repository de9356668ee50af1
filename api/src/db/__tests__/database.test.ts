import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../config.js';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import type { Database } from '../database.js';
import { migrate, readMigrations } from '../migrate.js';
import { isDatabaseUnseeded, seedDatabase } from '../seed-database.js';

const { migrationsDir, seedDir } = loadStorageConfig({});

announceDatabaseLegs('database');

describe.each(databaseLegs)('database on $name', (leg) => {
  let db: Database;

  beforeAll(async () => {
    db = await leg.open();
  });
  afterAll(async () => {
    await leg.dispose(db);
  });

  it('applies every migration once and records it', async () => {
    const migrationFiles = await readMigrations(migrationsDir);
    expect(await migrate(db, migrationsDir)).toEqual(migrationFiles.map((file) => file.name));
    const { rows } = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(migrationFiles.map((file) => file.version));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db, migrationsDir)).toEqual([]);
  });

  it('seeds an empty database, and seeding again changes nothing', async () => {
    expect(await isDatabaseUnseeded(db)).toBe(true);
    await seedDatabase(db, seedDir);
    const count = async () =>
      (
        await db.query<{ games: number; levels: number; settings: number }>(
          `SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM vip_levels) AS levels,
                  (SELECT count(*)::int FROM app_settings) AS settings`,
        )
      ).rows[0];
    const first = await count();
    await seedDatabase(db, seedDir);
    expect(await count()).toEqual(first);
    expect(first?.levels).toBe(11);
    expect(await isDatabaseUnseeded(db)).toBe(false);
  });

  it('returns int8 columns as numbers on both engines', async () => {
    const { rows } = await db.query<{ big: number }>('SELECT 9007199254740991::bigint AS big');
    expect(rows[0]?.big).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('rolls a failed transaction back', async () => {
    await db.execScript('CREATE TABLE rollback_probe (id integer PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO rollback_probe VALUES (1)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query('SELECT * FROM rollback_probe')).rows).toEqual([]);
  });

  it('keeps concurrent transactions apart: no lost updates', async () => {
    await db.execScript('CREATE TABLE counter_probe (id integer PRIMARY KEY, value integer NOT NULL)');
    await db.query('INSERT INTO counter_probe VALUES (1, 0)');
    // Read-then-write in each transaction: interleaved statements would lose increments.
    await Promise.all(
      Array.from({ length: 25 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ value: number }>(
            'SELECT value FROM counter_probe WHERE id = 1 FOR UPDATE',
          );
          await tx.query('UPDATE counter_probe SET value = $1 WHERE id = 1', [(rows[0]?.value ?? 0) + 1]);
        }),
      ),
    );
    const { rows } = await db.query<{ value: number }>('SELECT value FROM counter_probe WHERE id = 1');
    expect(rows[0]?.value).toBe(25);
  });

  it('rolls back a migration that fails and leaves it unrecorded', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'casino-migrations-'));
    try {
      await writeFile(join(directory, '001_ok.sql'), 'CREATE TABLE migration_probe_ok (id integer);');
      await writeFile(
        join(directory, '002_broken.sql'),
        'CREATE TABLE migration_probe_half (id integer); SELECT nonsense;',
      );
      const probeDb = await leg.open();
      try {
        await expect(migrate(probeDb, directory)).rejects.toThrow();
        const { rows } = await probeDb.query<{ version: number }>('SELECT version FROM schema_migrations');
        expect(rows.map((row) => row.version)).toEqual([1]);
        const half = await probeDb.query(`SELECT to_regclass('migration_probe_half') AS found`);
        expect(half.rows[0]).toEqual({ found: null });
      } finally {
        await leg.dispose(probeDb);
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

if (databaseLegs.some((leg) => leg.name === 'pglite')) {
  describe('PGlite guard', () => {
    it('refuses the outer database inside a transaction instead of waiting for itself forever', async () => {
      const leg = databaseLegs[0];
      if (!leg) throw new Error('no PGlite leg');
      const db = await leg.open();
      try {
        await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/use the `tx`/);
      } finally {
        await leg.dispose(db);
      }
    });
  });
}
