-- seamless spin settles at insert (ADR 0030, amended 2026-11-29), for the throughput goal of issue 13:
-- 1. A `betWin` (a slot spin) writes its round once, already settled, instead of inserting it open
--    and updating it at once: one statement less per spin, no second row version to prune, and no
--    second foreign key check of the session (a row this transaction inserted is checked again at
--    every update). A lost spin answers the balance its bet posting left, with no lookup after it.
--    The round, its postings, its event and the answer are the ones `bet` then `win` wrote.
-- 2. The ledger's canonical JSON prints a string, boolean or null field itself (jsonb prints a
--    string with the escapes to_json gives it) and calls itself only for objects, arrays and
--    numbers: a seamless posting's reference is three strings, which took three calls each.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE OR REPLACE FUNCTION ledger_canonical_json(document jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  canonical text;
BEGIN
  CASE jsonb_typeof(document)
    WHEN 'object' THEN
      SELECT '{' || coalesce(string_agg(to_json(field.key)::text || ':' ||
               CASE WHEN jsonb_typeof(field.value) IN ('object', 'array', 'number')
                    THEN ledger_canonical_json(field.value) ELSE field.value::text END,
               ',' ORDER BY field.key COLLATE "C"), '') || '}'
        INTO canonical FROM jsonb_each(document) AS field;
    WHEN 'array' THEN
      SELECT '[' || coalesce(string_agg(
               CASE WHEN jsonb_typeof(element.value) IN ('object', 'array', 'number')
                    THEN ledger_canonical_json(element.value) ELSE element.value::text END,
               ',' ORDER BY element.position), '') || ']'
        INTO canonical FROM jsonb_array_elements(document) WITH ORDINALITY AS element (value, position);
    WHEN 'number' THEN
      IF document::text !~ '^(0|-?[1-9][0-9]*)$' THEN
        RAISE EXCEPTION 'ledger references hold integers only, not %', document;
      END IF;
      canonical := document::text;
    ELSE
      -- A string (jsonb escapes it as to_json does), true, false or null.
      canonical := document::text;
  END CASE;
  RETURN canonical;
END $$;

DROP FUNCTION seamless_bet(text, game_sessions, text, text, text, bigint);

-- `bet`: debits the stake within the game's range and the player's limits and opens the round. With
-- an outcome (`outcome_win`, 0 for a lost round), a `betWin`: the round is inserted settled, its win
-- paid after the stake, and `game.roundSettled` published, as `win` would settle it.
CREATE FUNCTION seamless_bet(provider_id text, session_row game_sessions, call_session_id text,
                             provider_transaction_id text, call_round_id text, call_amount bigint,
                             outcome_win bigint, outcome_proof jsonb,
                             OUT player_balance bigint, OUT ledger_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  game record;
  refusal text;
  posted ledger_postings;
  opened game_rounds;
  existing record;
  decided boolean := outcome_win IS NOT NULL;
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
  -- The limits see a settled picture: no other stake of this player is between their check and its
  -- debit, and no limit changes meanwhile.
  PERFORM player_stake_lock(session_row.user_id);
  refusal := player_stake_refusal(session_row.user_id, session_row.game_id, session_row.id, call_amount);
  IF refusal IS NOT NULL THEN
    PERFORM seamless_refuse('LIMIT_REACHED', refusal);
  END IF;
  posted := seamless_post(provider_id, provider_transaction_id, call_round_id, 'bet', session_row.user_id,
                          -call_amount, '{}');
  -- A round (or bet id) already known takes the whole call back, postings included. Milliseconds,
  -- as the event's ISO time carries them.
  INSERT INTO game_rounds (provider, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status,
                           win, proof, settled_at)
  VALUES (provider_id, call_round_id, session_row.user_id, session_row.game_id, session_row.id,
          provider_transaction_id, call_amount, CASE WHEN decided THEN 'settled' ELSE 'open' END,
          coalesce(outcome_win, 0), outcome_proof,
          CASE WHEN decided THEN date_trunc('milliseconds', now()) END)
  ON CONFLICT DO NOTHING
  RETURNING * INTO opened;
  IF opened.id IS NULL THEN
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
  IF decided THEN
    -- The win's ledger key is the call's transaction id with `:win` after it; a lost round moved
    -- nothing at its win, and the operator's id stays the bet's.
    IF outcome_win > 0 THEN
      posted := seamless_post(provider_id, provider_transaction_id || ':win', call_round_id, 'win',
                              session_row.user_id, outcome_win, '{}');
      player_balance := posted.balance_after;
      ledger_id := posted.transaction_id;
    END IF;
    PERFORM seamless_publish_settled(opened);
  END IF;
END $$;

-- One wallet call (`bet`, `win`, `rollback` or `betWin`), applied once per provider transaction id:
-- the id's advisory lock comes first (a concurrent call with the same id waits there until this
-- one's transaction ends, then finds its result), a recorded id answers its first result, then the
-- session is checked (refused when unknown or demo play: its play money lives in the provider), the
-- action applied and the call recorded with its result. Answers the protocol's result: balance,
-- currency, transactionId, duplicate. The record's primary key still refuses a second one, should
-- two calls of one id ever both get past the lock. `call_amount` is the bet's or the win's amount;
-- `call_win` is a `betWin`'s payout.
CREATE OR REPLACE FUNCTION seamless_call(call_action text, provider_id text, call_session_id text,
                                         provider_transaction_id text, call_round_id text, call_sha256 text,
                                         call_amount bigint, call_proof jsonb, bet_id text, call_win bigint)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  session_row game_sessions;
  replay jsonb;
  moved record;
BEGIN
  -- Two-key advisory lock space for "applying one provider transaction id" (api/src keeps the
  -- others: 7311001 migrations, 7311003 SMS sends, 7311005 player stakes); the second key is the
  -- id's hash.
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
                            call_amount, NULL, NULL);
    WHEN 'win' THEN
      moved := seamless_win(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                            call_amount, call_proof);
    WHEN 'rollback' THEN
      moved := seamless_rollback(provider_id, session_row, call_session_id, provider_transaction_id,
                                 call_round_id, bet_id);
    WHEN 'betWin' THEN
      moved := seamless_bet(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                            call_amount, call_win, call_proof);
  END CASE;
  RETURN seamless_store(provider_id, call_action, provider_transaction_id, call_round_id, call_sha256,
                        moved.player_balance, moved.ledger_id);
END $$;
