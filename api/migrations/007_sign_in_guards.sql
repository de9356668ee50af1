-- Password sign-in attempts (ADR 0019), counted per account name or number as typed (the SHA-256
-- of its lower case, so mistyped passwords in the name field are never stored), whether or not an
-- account has it: known and unknown names answer alike. Each attempt is counted before its password
-- is checked, under these rows' locks. Times come from the API's clock.

-- One name from one client address (IPv6: its /64): wrong passwords in a row lock this pair only.
CREATE TABLE sign_in_address_guards (
  name_hash text NOT NULL,
  client_address text NOT NULL,
  -- attempts since the last success or lock, each counted before its password was checked
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  -- the last successful password sign-in from this address: it is not slowed by the name's delay
  signed_in_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (name_hash, client_address)
);
CREATE INDEX sign_in_address_guards_updated_idx ON sign_in_address_guards (updated_at);

-- One name from every address together: after a few wrong passwords in a row, attempts from
-- addresses that never signed in to it are spaced out by a growing, bounded delay.
CREATE TABLE sign_in_name_guards (
  name_hash text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz,
  next_attempt_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sign_in_name_guards_updated_idx ON sign_in_name_guards (updated_at);

-- The lock moved from the player's row (one lock for everyone, anyone could set it) to the tables above.
ALTER TABLE users DROP COLUMN failed_login_count, DROP COLUMN login_locked_until;
