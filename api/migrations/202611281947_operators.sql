-- Operator accounts, their console sessions and the audit log (ADR 0043).
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login text NOT NULL UNIQUE CHECK (login ~ '^[a-z0-9._@-]{3,64}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  role text NOT NULL CHECK (role IN ('owner', 'finance', 'support', 'marketing', 'release')),
  -- scrypt, as players' passwords (auth/password-hashing.ts).
  password_hash text NOT NULL,
  -- The TOTP secret (RFC 6238, base32) the operator's authenticator app holds: the server needs it
  -- to check codes, so it is a secret of the database like the payment keys of the environment.
  totp_secret text NOT NULL,
  -- The time step of the last code accepted: a code signs in once.
  totp_last_step bigint,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES operators (id)
);

CREATE TABLE operator_sessions (
  -- SHA-256 (hex) of the cookie's token, as players' sessions.
  token_hash text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  -- Sent back in the X-CSRF-Token header of every change: a page of another site cannot read it.
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz,
  client_address text
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Every operator action and refusal, as it happened. Rows are never changed or removed: the
-- triggers below refuse it, whoever asks.
CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- NULL for the deployment's OPERATOR_TOKEN and for callers who are nobody yet (a failed sign-in).
  operator_id bigint REFERENCES operators (id),
  actor text NOT NULL,
  action text NOT NULL,
  target text,
  before jsonb,
  after jsonb,
  outcome text NOT NULL CHECK (outcome IN ('done', 'refused', 'failed')),
  status integer,
  client_address text
);
CREATE INDEX operator_audit_recent ON operator_audit (id DESC);
CREATE INDEX operator_audit_by_operator ON operator_audit (operator_id, id DESC);

CREATE FUNCTION operator_audit_is_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END $$;

CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_is_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_is_append_only();
