-- Player protection the API enforces (api/README.md "Player protection", ADR 0039): limits on
-- deposits, losses and wagers per UTC day, week (from Monday) or month, and a session-time limit;
-- time-outs and self-exclusion. Lowering a limit applies at once; raising or
-- removing one waits 24 hours and the player's confirmation.
CREATE TABLE player_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  -- Money limits count per day, week or month; the session-time limit per session.
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- Hundredths for money, minutes for time; NULL: no limit.
  amount bigint CHECK (amount > 0),
  -- A raise (a larger amount) or a removal (NULL with pending_removal) waiting for its time.
  pending_amount bigint CHECK (pending_amount > 0),
  pending_removal boolean NOT NULL DEFAULT false,
  pending_from timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CONSTRAINT player_limits_time_per_session_check CHECK ((kind = 'session') = (period = 'session')),
  CONSTRAINT player_limits_pending_check CHECK (
    (pending_from IS NULL) = (pending_amount IS NULL AND NOT pending_removal))
);

CREATE TABLE player_exclusions (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
  -- NULL: permanent self-exclusion.
  until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every change a player made, as they made it (who is the row's player).
CREATE TABLE player_protection_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  period text,
  change text NOT NULL CHECK (change IN (
    'set', 'lowered', 'raiseRequested', 'removalRequested', 'raised', 'removed', 'cancelled',
    'timeOut', 'selfExclusion')),
  old_amount bigint,
  new_amount bigint,
  until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_protection_changes_user ON player_protection_changes (user_id, id DESC);

CREATE INDEX game_rounds_user_opened ON game_rounds (user_id, opened_at);

-- The stake hook of the seamless wallet (migration 202611280639): called under the player's lock,
-- in the bet's transaction. A stake is refused while the player is excluded, or when it would take
-- the period's stakes (wager limit) or stakes less wins (loss limit) over the limit. Rounds rolled
-- back count for nothing; open rounds count their stake.
CREATE OR REPLACE FUNCTION player_stake_refusal(user_id bigint, game_id integer, session_id uuid, amount bigint)
RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  player bigint := user_id;
  stake bigint := amount;
  excluded_until timestamptz;
  excluded boolean;
  limit_row record;
  staked bigint;
  won bigint;
BEGIN
  SELECT true, e.until INTO excluded, excluded_until FROM player_exclusions AS e
   WHERE e.user_id = player AND (e.until IS NULL OR e.until > now());
  IF excluded THEN
    RETURN 'You are taking a break from play';
  END IF;
  FOR limit_row IN
    SELECT l.kind, l.period, l.amount FROM player_limits AS l
     WHERE l.user_id = player AND l.kind IN ('loss', 'wager') AND l.amount IS NOT NULL
  LOOP
    SELECT coalesce(sum(r.stake), 0), coalesce(sum(r.win), 0) INTO staked, won FROM game_rounds AS r
     WHERE r.user_id = player AND r.status <> 'rolled_back'
       AND r.opened_at >= date_trunc(limit_row.period, now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
    IF limit_row.kind = 'wager' AND staked + stake > limit_row.amount THEN
      RETURN format('This bet would pass your %s wager limit', limit_row.period);
    END IF;
    IF limit_row.kind = 'loss' AND staked - won + stake > limit_row.amount THEN
      RETURN format('This bet could pass your %s loss limit', limit_row.period);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
