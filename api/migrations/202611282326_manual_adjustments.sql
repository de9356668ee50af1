-- Manual balance adjustments by finance operators (issue 14): posted at once below an amount the
-- operators set, otherwise waiting for a second operator's approval. The same SQL runs on PGlite
-- and PostgreSQL; it must not change once applied anywhere.

CREATE TABLE manual_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- Hundredths, signed: positive credits the player.
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  -- NULL for the deployment's OPERATOR_TOKEN; the name is kept either way.
  requested_by bigint REFERENCES operators (id),
  requested_by_name text NOT NULL,
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_by_name text,
  decided_at timestamptz,
  decision_reason text,
  -- The ledger transaction (kind correction, key manual-adjustment:<id>) once applied.
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  CONSTRAINT manual_adjustments_applied_check CHECK ((status = 'applied') = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX manual_adjustments_by_status ON manual_adjustments (status, id DESC);
