-- seamless wallet fewer writes: the same wallet calls (ADR 0030) with less written per round, for
-- the throughput goal of issue 13. A round's settle becomes a HOT update, its foreign keys one check
-- on the player's own session row instead of three (one of them on the game's row, which every
-- player's bet locked), a provider call's record one insert with its result instead of an insert
-- and an update, and a win settles its round in the statement that locks it.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

-- The bet records list a player's rounds by opened_at, newest first (bet-records.ts); the report
-- reads one player's rounds and filters settled_at. An index holding settled_at made every settle a
-- new row version in every index; without it the settle is a HOT update (heap only), when the
-- page has room: fillfactor 70 leaves each new page 30% for the settled versions of its rounds.
DROP INDEX game_rounds_player_idx;
CREATE INDEX game_rounds_player_opened_idx ON game_rounds (user_id, opened_at DESC, id DESC);
ALTER TABLE game_rounds SET (fillfactor = 70);

-- A round's player and game are its session's: one foreign key to the session says so, and the
-- session's own keys keep the player and the game. The three single keys checked the users row,
-- the games row and the session row at every bet, each under a share lock: the one games row, share
-- locked by every player's concurrent bets, became a multixact at nearly every bet.
CREATE UNIQUE INDEX game_sessions_player_game_key ON game_sessions (id, user_id, game_id);
ALTER TABLE game_rounds
  DROP CONSTRAINT game_rounds_user_id_fkey,
  DROP CONSTRAINT game_rounds_game_id_fkey,
  DROP CONSTRAINT game_rounds_session_id_fkey,
  ADD CONSTRAINT game_rounds_session_fkey FOREIGN KEY (session_id, user_id, game_id)
    REFERENCES game_sessions (id, user_id, game_id);

-- The actions now answer what they moved, and seamless_call stores the result once.
DROP FUNCTION seamless_bet(text, game_sessions, text, text, text, bigint);
DROP FUNCTION seamless_win(text, game_sessions, text, text, text, bigint, jsonb);
DROP FUNCTION seamless_rollback(text, game_sessions, text, text, text, text);
DROP FUNCTION seamless_settle(text, text, game_rounds, text, bigint, jsonb, bigint, bigint);
DROP FUNCTION seamless_store(text, text, bigint, bigint);

-- Records the call with its result, for its replays, and answers it. The operator's id is the ledger
-- transaction's, or `<provider>:<provider transaction id>` when nothing moved.
CREATE FUNCTION seamless_store(provider_id text, call_action text, provider_transaction_id text,
                               call_round_id text, call_sha256 text, player_balance bigint, ledger_id bigint)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  result jsonb := jsonb_build_object('balance', player_balance, 'currency', 'COIN', 'transactionId',
                                     coalesce(ledger_id::text, provider_id || ':' || provider_transaction_id));
BEGIN
  INSERT INTO provider_transactions (provider, transaction_id, action, round_id, request_sha256, response,
                                     ledger_transaction_id)
  VALUES (provider_id, provider_transaction_id, call_action, call_round_id, call_sha256, result, ledger_id);
  RETURN result || '{"duplicate": false}';
END $$;

-- Publishes `game.roundSettled` (outbox.ts DomainEvents) for a round this transaction settled.
CREATE FUNCTION seamless_publish_settled(settled game_rounds) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (topic, payload) VALUES ('game.roundSettled', jsonb_build_object(
    'roundId', settled.round_id,
    'provider', settled.provider,
    'playerId', settled.user_id,
    'gameId', settled.game_id,
    'stake', CASE WHEN settled.status = 'settled' THEN settled.stake ELSE 0 END,
    'win', settled.win,
    'status', settled.status,
    'settledAt', to_char(settled.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
END $$;

-- `bet`: debits the stake within the game's range and the player's limits and opens the round.
CREATE FUNCTION seamless_bet(provider_id text, session_row game_sessions, call_session_id text,
                             provider_transaction_id text, call_round_id text, call_amount bigint,
                             OUT player_balance bigint, OUT ledger_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  game record;
  refusal text;
  posted ledger_postings;
  opened_id bigint;
  existing record;
BEGIN
  IF session_row.closed_at IS NOT NULL THEN
    PERFORM seamless_refuse('SESSION_CLOSED', format('Session %s is closed', call_session_id));
  END IF;
  SELECT min_stake, max_stake INTO game FROM games WHERE id = session_row.game_id;
  IF game.min_stake IS NULL OR game.max_stake IS NULL
     OR call_amount < game.min_stake OR call_amount > game.max_stake THEN
    PERFORM seamless_refuse('STAKE_OUT_OF_RANGE', format('The stake must be between %s and %s',
      coalesce(game.min_stake::text, 'null'), coalesce(game.max_stake::text, 'null')));
  END IF;
  -- The player's lock, as deposits and withdrawals take it (wagering.ts lockWagering): the limits
  -- see a settled picture, no other stake of this player is between their check and its debit.
  PERFORM 1 FROM wagering_requirements WHERE user_id = session_row.user_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO wagering_requirements (user_id) VALUES (session_row.user_id) ON CONFLICT (user_id) DO NOTHING;
    PERFORM 1 FROM wagering_requirements WHERE user_id = session_row.user_id FOR UPDATE;
  END IF;
  refusal := player_stake_refusal(session_row.user_id, session_row.game_id, session_row.id, call_amount);
  IF refusal IS NOT NULL THEN
    PERFORM seamless_refuse('LIMIT_REACHED', refusal);
  END IF;
  posted := seamless_post(provider_id, provider_transaction_id, call_round_id, 'bet', session_row.user_id,
                          -call_amount, '{}');
  -- A round (or bet id) already known takes the whole call back, postings included.
  INSERT INTO game_rounds (provider, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status)
  VALUES (provider_id, call_round_id, session_row.user_id, session_row.game_id, session_row.id,
          provider_transaction_id, call_amount, 'open')
  ON CONFLICT DO NOTHING
  RETURNING id INTO opened_id;
  IF opened_id IS NULL THEN
    SELECT round_id, status INTO existing FROM game_rounds
     WHERE provider = provider_id AND round_id = call_round_id FOR UPDATE;
    IF existing.round_id IS NULL THEN
      SELECT round_id, status INTO existing FROM game_rounds
       WHERE provider = provider_id AND bet_transaction_id = provider_transaction_id FOR UPDATE;
    END IF;
    IF existing.status IS NOT NULL AND existing.status <> 'open' THEN
      PERFORM seamless_refuse('ROUND_SETTLED', format('Round %s is already settled', existing.round_id));
    END IF;
    PERFORM seamless_refuse('BAD_REQUEST', format('Round %s already has its bet', call_round_id));
  END IF;
  player_balance := posted.balance_after;
  ledger_id := posted.transaction_id;
END $$;

-- `win`: pays the round (0 closes a lost one) and settles it. An open round's bet was accepted
-- while its session was open: it settles even after the player left the game. The settle is the
-- statement that locks the round (a concurrent rollback of it waits, then finds it settled), before
-- the posting, as the round's lock came before the accounts' before.
CREATE FUNCTION seamless_win(provider_id text, session_row game_sessions, call_session_id text,
                             provider_transaction_id text, call_round_id text, call_amount bigint,
                             call_proof jsonb, OUT player_balance bigint, OUT ledger_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  settled game_rounds;
  known record;
  posted ledger_postings;
BEGIN
  -- Milliseconds, as the event's ISO time carries them.
  UPDATE game_rounds
     SET status = 'settled', win = call_amount, proof = call_proof,
         settled_at = date_trunc('milliseconds', now())
   WHERE provider = provider_id AND round_id = call_round_id AND session_id::text = call_session_id
     AND status = 'open'
  RETURNING * INTO settled;
  IF settled.id IS NULL THEN
    SELECT session_id, status INTO known FROM game_rounds WHERE provider = provider_id AND round_id = call_round_id;
    IF known.session_id IS NULL OR known.session_id::text <> call_session_id THEN
      PERFORM seamless_refuse('UNKNOWN_ROUND', format('No round %s in session %s', call_round_id, call_session_id));
    END IF;
    PERFORM seamless_refuse('ROUND_SETTLED', format('Round %s is already settled', call_round_id));
  END IF;
  IF call_amount = 0 THEN
    -- The player's account is opened as a paying win would (the same rows either way).
    PERFORM ledger_open_account('player', session_row.user_id, NULL);
    player_balance := seamless_balance(session_row.user_id);
  ELSE
    posted := seamless_post(provider_id, provider_transaction_id, call_round_id, 'win', session_row.user_id,
                            call_amount, '{}');
    player_balance := posted.balance_after;
    ledger_id := posted.transaction_id;
  END IF;
  PERFORM seamless_publish_settled(settled);
END $$;

-- `rollback`: returns an open round's stake and settles it as rolled back. A bet the operator never
-- received is recorded as a rolled-back round with no stake, so the bet is refused if it comes late.
CREATE FUNCTION seamless_rollback(provider_id text, session_row game_sessions, call_session_id text,
                                  provider_transaction_id text, call_round_id text, bet_id text,
                                  OUT player_balance bigint, OUT ledger_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  round_row game_rounds;
  posted ledger_postings;
  not_its_bet text := format('Bet %s is not the bet of round %s', bet_id, call_round_id);
  -- Milliseconds, as the event's ISO time carries them.
  settled_time timestamptz := date_trunc('milliseconds', now());
BEGIN
  SELECT * INTO round_row FROM game_rounds WHERE provider = provider_id AND bet_transaction_id = bet_id FOR UPDATE;
  IF round_row.id IS NULL THEN
    PERFORM 1 FROM game_rounds WHERE provider = provider_id AND round_id = call_round_id FOR UPDATE;
    IF FOUND THEN
      PERFORM seamless_refuse('BAD_REQUEST', not_its_bet);
    END IF;
    INSERT INTO game_rounds (provider, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status,
                             settled_at)
    VALUES (provider_id, call_round_id, session_row.user_id, session_row.game_id, session_row.id, bet_id, 0,
            'rolled_back', settled_time)
    RETURNING * INTO round_row;
    PERFORM seamless_publish_settled(round_row);
    player_balance := seamless_balance(session_row.user_id);
    RETURN;
  END IF;
  IF round_row.round_id <> call_round_id OR round_row.session_id::text <> call_session_id THEN
    PERFORM seamless_refuse('BAD_REQUEST', not_its_bet);
  END IF;
  IF round_row.status <> 'open' THEN
    PERFORM seamless_refuse('ROUND_SETTLED', format('Round %s is already settled', call_round_id));
  END IF;
  posted := seamless_post(provider_id, provider_transaction_id, call_round_id, 'correction', session_row.user_id,
                          round_row.stake, jsonb_build_object('rollbackOf', bet_id));
  UPDATE game_rounds SET status = 'rolled_back', settled_at = settled_time WHERE id = round_row.id
  RETURNING * INTO round_row;
  PERFORM seamless_publish_settled(round_row);
  player_balance := posted.balance_after;
  ledger_id := posted.transaction_id;
END $$;

-- One wallet call (`bet`, `win` or `rollback`), applied once per provider transaction id: the id's
-- advisory lock comes first (a concurrent call with the same id waits there until this one's
-- transaction ends, then finds its result), a recorded id answers its first result, then the
-- session is checked (refused when unknown or demo play: its play money lives in the provider), the
-- action applied and the call recorded with its result. Answers the protocol's result: balance,
-- currency, transactionId, duplicate. The record's primary key still refuses a second one, should
-- two calls of one id ever both get past the lock.
CREATE OR REPLACE FUNCTION seamless_call(call_action text, provider_id text, call_session_id text,
                                         provider_transaction_id text, call_round_id text, call_sha256 text,
                                         call_amount bigint, call_proof jsonb, bet_id text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  session_row game_sessions;
  replay jsonb;
  moved record;
BEGIN
  -- Two-key advisory lock space for "applying one provider transaction id" (api/src keeps the
  -- others: 7311001 migrations, 7311003 SMS sends); the second key is the id's hash.
  PERFORM pg_advisory_xact_lock(7311004, hashtext(provider_id || ':' || provider_transaction_id));
  replay := seamless_first_result(provider_id, provider_transaction_id, call_sha256);
  IF replay IS NOT NULL THEN
    RETURN replay;
  END IF;
  SELECT * INTO session_row FROM game_sessions WHERE id = call_session_id::uuid AND provider = provider_id;
  IF session_row.id IS NULL THEN
    PERFORM seamless_refuse('UNKNOWN_SESSION', format('No session %s', call_session_id));
  END IF;
  IF session_row.demo THEN
    PERFORM seamless_refuse('BAD_REQUEST', format('Session %s is demo play', call_session_id));
  END IF;
  CASE call_action
    WHEN 'bet' THEN
      moved := seamless_bet(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                            call_amount);
    WHEN 'win' THEN
      moved := seamless_win(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                            call_amount, call_proof);
    WHEN 'rollback' THEN
      moved := seamless_rollback(provider_id, session_row, call_session_id, provider_transaction_id,
                                 call_round_id, bet_id);
  END CASE;
  RETURN seamless_store(provider_id, call_action, provider_transaction_id, call_round_id, call_sha256,
                        moved.player_balance, moved.ledger_id);
END $$;
