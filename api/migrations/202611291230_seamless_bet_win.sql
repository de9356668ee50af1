-- seamless bet and win in one call (ADR 0030, amended 2026-11-29): a round whose stake and payout
-- are decided together (a slot spin: the studio draws the outcome, then asks for the money) is one
-- wallet call, `betWin`, applied in one transaction: the bet exactly as `bet` takes it (session,
-- stake range, the player's stake lock and limits, the debit, the round), then the win exactly as
-- `win` pays it (the settle, the posting, `game.roundSettled`). Either both happen or neither. The
-- win's ledger key is the call's transaction id with `:win` after it, as the bet's is the id itself.
-- seamless_call gains the win amount as a parameter, so its signature changes: the old one goes.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_action_check;
ALTER TABLE provider_transactions
  ADD CONSTRAINT provider_transactions_action_check CHECK (action IN ('bet', 'win', 'rollback', 'betWin'));

DROP FUNCTION seamless_call(text, text, text, text, text, text, bigint, jsonb, text);

-- One wallet call (`bet`, `win`, `rollback` or `betWin`), applied once per provider transaction id:
-- the id's advisory lock comes first (a concurrent call with the same id waits there until this
-- one's transaction ends, then finds its result), a recorded id answers its first result, then the
-- session is checked (refused when unknown or demo play: its play money lives in the provider), the
-- action applied and the call recorded with its result. Answers the protocol's result: balance,
-- currency, transactionId, duplicate. The record's primary key still refuses a second one, should
-- two calls of one id ever both get past the lock. `call_amount` is the bet's or the win's amount;
-- `call_win` is a `betWin`'s payout.
CREATE FUNCTION seamless_call(call_action text, provider_id text, call_session_id text,
                              provider_transaction_id text, call_round_id text, call_sha256 text,
                              call_amount bigint, call_proof jsonb, bet_id text, call_win bigint)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  session_row game_sessions;
  replay jsonb;
  staked record;
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
                            call_amount);
    WHEN 'win' THEN
      moved := seamless_win(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                            call_amount, call_proof);
    WHEN 'rollback' THEN
      moved := seamless_rollback(provider_id, session_row, call_session_id, provider_transaction_id,
                                 call_round_id, bet_id);
    WHEN 'betWin' THEN
      staked := seamless_bet(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                             call_amount);
      moved := seamless_win(provider_id, session_row, call_session_id, provider_transaction_id || ':win',
                            call_round_id, call_win, call_proof);
      -- A lost round moved nothing at its win: the operator's id is the bet's.
      moved.ledger_id := coalesce(moved.ledger_id, staked.ledger_id);
  END CASE;
  RETURN seamless_store(provider_id, call_action, provider_transaction_id, call_round_id, call_sha256,
                        moved.player_balance, moved.ledger_id);
END $$;
