-- The operator console's players (issue 14): an account an operator froze, and operators' notes
-- about a player. The same SQL runs on PGlite and PostgreSQL; it must not change once applied.

-- A frozen player cannot sign in and their sessions were ended; money is untouched.
ALTER TABLE users ADD COLUMN frozen_at timestamptz;
ALTER TABLE users ADD COLUMN frozen_reason text;
ALTER TABLE users ADD COLUMN frozen_by bigint REFERENCES operators (id);

-- Notes operators leave on a player for each other (never shown to the player).
CREATE TABLE player_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- NULL for the deployment's OPERATOR_TOKEN.
  operator_id bigint REFERENCES operators (id),
  author text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_by_player ON player_notes (user_id, id DESC);
