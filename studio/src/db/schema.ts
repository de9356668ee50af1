import type { Database } from './database.js';

/**
 * The studio's tables, one entry per change, never edited once released: a change is a new entry.
 * The studio keeps no balances: seeds, sessions, rounds and the journal of its wallet calls.
 */
const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'studio',
    sql: `
      CREATE TABLE seed_pairs (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        server_seed text NOT NULL,
        server_seed_hash text NOT NULL,
        client_seed text NOT NULL,
        next_nonce integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        revealed_at timestamptz
      );
      CREATE UNIQUE INDEX seed_pairs_one_active ON seed_pairs (player_id) WHERE active;

      CREATE TABLE studio_sessions (
        token_hash text PRIMARY KEY,
        operator_session_id text NOT NULL,
        player_id text NOT NULL,
        game_code text NOT NULL,
        demo boolean NOT NULL,
        nickname text NOT NULL,
        currency text NOT NULL,
        lang text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );

      -- state: betting (bet sent, no answer yet), refused (bet refused: nothing happened),
      -- open (bet taken, the player is still playing: mines), settling (win sent),
      -- rolling_back (rollback sent), settled, rolled_back.
      CREATE TABLE rounds (
        id uuid PRIMARY KEY,
        operator_session_id text NOT NULL,
        player_id text NOT NULL,
        game_code text NOT NULL,
        demo boolean NOT NULL,
        stake bigint NOT NULL CHECK (stake > 0),
        win bigint,
        params jsonb NOT NULL,
        seed_pair_id bigint REFERENCES seed_pairs (id),
        nonce integer,
        outcome jsonb,
        progress jsonb,
        state text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      );
      CREATE INDEX rounds_open_by_player ON rounds (player_id, game_code) WHERE state = 'open';

      -- Every money call to the operator, written before it is sent. A bet without an answer is
      -- rolled back; a win or rollback is sent again until the operator acknowledges it.
      CREATE TABLE wallet_calls (
        transaction_id text PRIMARY KEY,
        round_id uuid NOT NULL REFERENCES rounds (id),
        action text NOT NULL CHECK (action IN ('bet', 'win', 'rollback')),
        request jsonb NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'acknowledged', 'refused', 'abandoned')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        answer jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      );
      CREATE INDEX wallet_calls_pending ON wallet_calls (next_attempt_at) WHERE state = 'pending';
    `,
  },
  {
    version: 2,
    name: 'crash chain',
    sql: `
      -- The crash game's hash chain: only c[0] (secret) and the length; the chain is rebuilt at start.
      CREATE TABLE crash_chains (
        id serial PRIMARY KEY,
        seed text NOT NULL,
        length integer NOT NULL CHECK (length > 0),
        terminal_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      -- A row when a round starts (so a restart never replays its hash), completed at its crash.
      CREATE TABLE crash_rounds (
        chain_id integer NOT NULL REFERENCES crash_chains (id),
        round_number integer NOT NULL,
        hash text,
        crash_point integer,
        voided boolean NOT NULL DEFAULT false,
        started_at timestamptz NOT NULL DEFAULT now(),
        crashed_at timestamptz,
        PRIMARY KEY (chain_id, round_number)
      );
      CREATE INDEX crash_rounds_by_hash ON crash_rounds (hash);
    `,
  },
  {
    version: 3,
    name: 'bet and win in one call',
    sql: `
      -- A slot spin's stake and payout go to the operator in one betWin call, sent again until the
      -- operator answers, as a win is.
      ALTER TABLE wallet_calls DROP CONSTRAINT wallet_calls_action_check;
      ALTER TABLE wallet_calls
        ADD CONSTRAINT wallet_calls_action_check CHECK (action IN ('bet', 'win', 'rollback', 'betWin'));
    `,
  },
];

/** Any constant; it only has to differ from other advisory locks on a shared PostgreSQL. */
const migrationLockKey = 7_311_081;

/** Applies the migrations not yet recorded, each in one transaction with its record. */
export async function migrate(db: Database): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS studio_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      // Two studio processes starting at once on PostgreSQL: the second waits, then skips.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const { rows } = await tx.query('SELECT 1 FROM studio_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return;
      for (const statement of migration.sql.split(/;\s*$/m).filter((part) => part.trim())) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO studio_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}
