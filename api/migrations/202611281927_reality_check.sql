-- The reality check (ADR 0042): a time limit like the session's, in minutes per session, that
-- pauses play every that many minutes with the time played and the net result.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.
ALTER TABLE player_limits DROP CONSTRAINT player_limits_kind_check;
ALTER TABLE player_limits ADD CONSTRAINT player_limits_kind_check
  CHECK (kind IN ('deposit', 'loss', 'wager', 'session', 'realityCheck'));
ALTER TABLE player_limits DROP CONSTRAINT player_limits_time_per_session_check;
ALTER TABLE player_limits ADD CONSTRAINT player_limits_time_per_session_check
  CHECK ((kind IN ('session', 'realityCheck')) = (period = 'session'));

-- When the player last read this session's reality check and played on: the next is due an
-- interval later (from sign-in before the first). Kept on the session, so a reload does not skip it.
ALTER TABLE sessions ADD COLUMN reality_checked_at timestamptz;
