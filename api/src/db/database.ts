/** What every module sees of storage: the same surface on PGlite and PostgreSQL. */
export interface Queryable {
  /** One statement, `$1`-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Several statements, no parameters (migration files). */
  execScript(sql: string): Promise<void>;
}

export type DatabaseEngine = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly engine: DatabaseEngine;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Use only the `tx` handed in inside `work`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
