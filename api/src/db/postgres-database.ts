import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database.js';

const int8TypeId = 20;

/**
 * Makes int8 (bigint, our money and id columns) arrive as a JS number like PGlite does, so both
 * engines hand modules the same values. Values beyond 2^53 would lose precision: refuse them.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 value ${text} exceeds the safe integer range`);
  return value;
}

const types = {
  getTypeParser: ((typeId: number, format?: string) =>
    typeId === int8TypeId
      ? parseInt8
      : pg.types.getTypeParser(typeId, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  /** Use this schema (created if missing) instead of `public`: one per test run. */
  schema?: string | undefined;
  maxConnections?: number;
  /**
   * Connections opened at start and kept while idle. A burst that finds the pool cold waits for new
   * backends to fork, authenticate and plan the hot statements: the slowest 1% of a loaded server's
   * calls were that queue (ADR 0036).
   */
  warmConnections?: number;
}

/** How long a connection beyond the warm ones stays open unused, so bursts seconds apart reuse it. */
const idleConnectionMs = 60_000;

/** Statement names by SQL text: the modules' statements are a fixed set, so this stays small. */
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function toQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      // A named statement is parsed and planned once per connection, then only bound and run:
      // a third of the database's work on short calls (ADR 0009). Named by the SQL's hash, so the
      // same text always maps to the same statement.
      const result = await client.query({ name: statementName(sql), text: sql, values: params ?? [] });
      return { rows: result.rows as Row[] };
    },
    async execScript(sql: string) {
      // Without parameters `pg` uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Opens `count` connections at once (the pool's `min` only keeps them once they exist). */
async function warmUp(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query('SELECT 1')));
  } finally {
    for (const client of clients) client.release();
  }
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema) {
    // The schema must exist before connections use it as their search path.
    const bootstrap = new pg.Client({ connectionString: options.url });
    await bootstrap.connect();
    try {
      await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await bootstrap.end();
    }
  }
  const maxConnections = options.maxConnections ?? 20;
  const warmConnections = Math.min(options.warmConnections ?? 0, maxConnections);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: maxConnections,
    min: warmConnections,
    idleTimeoutMillis: idleConnectionMs,
    types,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  await warmUp(pool, warmConnections);
  const poolQueryable = toQueryable(pool);
  return {
    engine: 'postgres',
    query: poolQueryable.query,
    execScript: poolQueryable.execScript,
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(toQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
