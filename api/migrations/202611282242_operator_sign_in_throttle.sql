-- Console sign-in attempts per client address (ADR 0043): the account lockout stops guessing one
-- operator's password; this stops one address from guessing across many logins.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE TABLE operator_sign_in_addresses (
  client_address text PRIMARY KEY,
  -- The fixed window the attempts are counted in; a new one starts after it has passed.
  window_started_at timestamptz NOT NULL,
  -- Failed attempts in the window (an attempt counts before its check, a success is given back).
  attempts integer NOT NULL
);
