import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../config.js';
import { announceDatabaseLegs, databaseLegs } from '../../test-support/database-legs.js';
import type { Database } from '../database.js';
import { migrate, readMigrations } from '../migrate.js';
import { openPostgresDatabase } from '../postgres-database.js';
import { isDatabaseUnseeded, seedDatabase } from '../seed-database.js';

const { migrationsDir, seedDir } = loadStorageConfig({});
const newMigrationScript = fileURLToPath(new URL('../../../../scripts/new-migration.mjs', import.meta.url));

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

  /** Migrates a fresh database from a temp folder of files; `change` edits the folder between runs. */
  async function withMigrationFolder(
    files: Record<string, string>,
    body: (folder: { directory: string; db: Database }) => Promise<void>,
  ) {
    const directory = await mkdtemp(join(tmpdir(), 'casino-migrations-'));
    const probeDb = await leg.open();
    try {
      for (const [name, sql] of Object.entries(files)) await writeFile(join(directory, name), sql);
      await body({ directory, db: probeDb });
    } finally {
      await leg.dispose(probeDb);
      await rm(directory, { recursive: true, force: true });
    }
  }

  it('orders timestamped files after numbered ones, and applies one merged later with an older timestamp', async () => {
    await withMigrationFolder(
      {
        '001_first.sql': 'CREATE TABLE order_probe (step text);',
        '202611251200_wallet_squad.sql': "INSERT INTO order_probe VALUES ('wallet');",
      },
      async ({ directory, db: probeDb }) => {
        expect(await migrate(probeDb, directory)).toEqual(['001_first.sql', '202611251200_wallet_squad.sql']);
        // Another squad's branch, written earlier, lands after the wallet's was applied.
        await writeFile(
          join(directory, '202611251130_games_squad.sql'),
          "INSERT INTO order_probe VALUES ('games');",
        );
        expect(await migrate(probeDb, directory)).toEqual(['202611251130_games_squad.sql']);
        const { rows } = await probeDb.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(rows.map((row) => row.version)).toEqual([1, 202611251130, 202611251200]);
      },
    );
  });

  it('refuses to go on when an applied migration changed, naming it', async () => {
    await withMigrationFolder(
      { '001_first.sql': 'CREATE TABLE checksum_probe (id integer);' },
      async ({ directory, db: probeDb }) => {
        await migrate(probeDb, directory);
        await writeFile(join(directory, '001_first.sql'), 'CREATE TABLE checksum_probe (id bigint);');
        await expect(migrate(probeDb, directory)).rejects.toThrow(
          /Migration 001_first\.sql changed after it was applied .*put the change in a new migration/,
        );
      },
    );
  });

  it('records checksums for rows applied before checksums existed, then holds them to it', async () => {
    await withMigrationFolder(
      { '001_first.sql': 'CREATE TABLE legacy_probe (id integer);' },
      async ({ directory, db: probeDb }) => {
        // The table as it was: integer versions, no checksum column.
        await probeDb.execScript(`CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL,
                                  applied_at timestamptz NOT NULL DEFAULT now());
                                CREATE TABLE legacy_probe (id integer);
                                INSERT INTO schema_migrations (version, name) VALUES (1, '001_first.sql');`);
        expect(await migrate(probeDb, directory)).toEqual([]);
        const { rows } = await probeDb.query<{ checksum: string }>('SELECT checksum FROM schema_migrations');
        expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
        await writeFile(
          join(directory, '001_first.sql'),
          '-- edited\nCREATE TABLE legacy_probe (id integer);',
        );
        await expect(migrate(probeDb, directory)).rejects.toThrow(/001_first\.sql changed/);
      },
    );
  });
});

describe('migration files', () => {
  async function folderOf(files: Record<string, string>) {
    const directory = await mkdtemp(join(tmpdir(), 'casino-migrations-'));
    for (const [name, sql] of Object.entries(files)) await writeFile(join(directory, name), sql);
    return directory;
  }

  it('rejects badly named and same-version files with a clear message', async () => {
    const badName = await folderOf({ '1_short.sql': 'SELECT 1;' });
    const twins = await folderOf({ '202611251200_a.sql': 'SELECT 1;', '202611251200_b.sql': 'SELECT 1;' });
    try {
      await expect(readMigrations(badName)).rejects.toThrow(
        /1_short\.sql is not named YYYYMMDDHHMM_name\.sql/,
      );
      await expect(readMigrations(twins)).rejects.toThrow(
        /202611251200_a\.sql and 202611251200_b\.sql share version/,
      );
    } finally {
      await rm(badName, { recursive: true, force: true });
      await rm(twins, { recursive: true, force: true });
    }
  });

  it('names a new migration by the UTC minute, moving past a minute already taken', () => {
    const directory = mkdtempSync(join(tmpdir(), 'casino-migrations-'));
    const newMigration = () =>
      execFileSync(process.execPath, [newMigrationScript, 'add_game_rounds'], {
        env: { ...process.env, MIGRATIONS_DIR: directory },
        encoding: 'utf8',
      });
    try {
      newMigration();
      newMigration();
      const names = readdirSync(directory).sort();
      expect(names).toHaveLength(2);
      for (const name of names) expect(name).toMatch(/^\d{12}_add_game_rounds\.sql$/);
      expect(names[0]?.slice(0, 12)).not.toBe(names[1]?.slice(0, 12));
    } finally {
      rmSync(directory, { recursive: true, force: true });
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

describe.each(databaseLegs.filter((leg) => leg.name === 'postgres'))('the $name pool', () => {
  const connectionsOf = async (applicationName: string, warmConnections: number) => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('application_name', applicationName);
    const db = await openPostgresDatabase({ url: url.href, maxConnections: 5, warmConnections });
    try {
      const { rows } = await db.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      return rows[0]?.open;
    } finally {
      await db.close();
    }
  };

  it('opens its warm connections at start, so a first burst does not wait for new backends', async () => {
    const name = `warm_${randomBytes(4).toString('hex')}`;
    expect(await connectionsOf(`${name}_cold`, 0)).toBe(1);
    expect(await connectionsOf(`${name}_warm`, 3)).toBe(3);
  });
});
