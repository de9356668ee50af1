import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { StudioConfig } from '../config.js';

/** What the studio's modules see of storage: the same surface on PGlite and PostgreSQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite is one process's database (ADR 0025): two processes on one directory damage it. The lock
 * file beside the directory names the holding pid; a live holder is refused, a dead one's lock is
 * taken over (the studio was killed).
 */
function lockDataDirectory(dataDir: string): () => void {
  const lockFile = `${resolve(dataDir)}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The studio's data directory ${dataDir} is in use by process ${holder}: stop it first`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.includes('://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDirectory(dataDir);
  }
  const db = await PGlite.create(dataDir).catch((error: unknown) => {
    release();
    throw error;
  });
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return { rows: (await db.query<Row>(sql, params)).rows };
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          async query<Row>(sql: string, params?: unknown[]) {
            return { rows: (await tx.query<Row>(sql, params)).rows };
          },
        }),
      ),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

// int8 (money and ids) arrives as a number, as PGlite gives it; beyond 2^53 would lose precision.
const int8TypeId = 20;
const types = {
  getTypeParser: ((typeId: number, format?: string) =>
    typeId === int8TypeId
      ? (text: string) => {
          const value = Number(text);
          if (!Number.isSafeInteger(value)) throw new Error(`int8 value ${text} exceeds the safe range`);
          return value;
        }
      : pg.types.getTypeParser(typeId, format as 'text')) as typeof pg.types.getTypeParser,
};

async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema) {
    const bootstrap = new pg.Client({ connectionString: url });
    await bootstrap.connect();
    try {
      await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await bootstrap.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle client losing its connection must not crash the studio; the pool replaces it.
  pool.on('error', () => {});
  const queryOn = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      return { rows: (await client.query(sql, params)).rows as Row[] };
    },
  });
  await pool.query('SELECT 1');
  return {
    ...queryOn(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryOn(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(settings: StudioConfig['database']): Promise<Database> {
  return settings.engine === 'postgres'
    ? openPostgres(settings.url, settings.schema)
    : openPglite(settings.dataDir);
}
