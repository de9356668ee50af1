-- The free daily sign-in (activity type FreeSign 36): one claim per player per sign-in day. The
-- day key is the UTC ISO date (spec 9), so every player's day turns over at 00:00 UTC.
-- getActivityIds reports loginBonus3CanReceive while today's key has no claim.

CREATE TABLE free_sign_in_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  -- YYYY-MM-DD in UTC
  day_key date NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day_key)
);
