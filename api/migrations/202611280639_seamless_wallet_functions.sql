-- seamless wallet functions: each provider wallet call (bet, win, rollback) as one PL/pgSQL
-- function, called as a single autocommit SELECT: one database round trip per call instead of six
-- or seven (ADR 0030). The functions take the same locks in the same order as the TypeScript they
-- replace and write the same rows.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.
--
-- Errors: a refusal of the wallet protocol raises SQLSTATE 'GW001' with the refusal code as its
-- DETAIL and the answer's message as its MESSAGE; a debit the player's balance does not cover raises
-- 'LG001' (DETAIL: the balance), another reuse of a ledger idempotency key 'LG002' (DETAIL: the first
-- transaction's id), a posting to a missing account 'LG003'. Raising is also what takes the call
-- back: the statement's transaction rolls back with everything it wrote. (No EXCEPTION blocks: a
-- savepoint would give the ledger rows a sub-transaction id, which the postings' trigger refuses.)

-- ledger.ts canonicalJson, for the values a ledger reference holds: object keys sorted (by code
-- point; JavaScript sorts by UTF-16 unit, the same for every key outside U+E000..U+FFFF beside
-- astral characters), strings escaped as JSON.stringify escapes them, integers. Other numbers are
-- refused: jsonb and JavaScript print some of them differently (1.50, 1e21).
CREATE FUNCTION ledger_canonical_json(document jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  canonical text;
BEGIN
  CASE jsonb_typeof(document)
    WHEN 'object' THEN
      SELECT '{' || coalesce(string_agg(to_json(field.key)::text || ':' || ledger_canonical_json(field.value),
                                        ',' ORDER BY field.key COLLATE "C"), '') || '}'
        INTO canonical FROM jsonb_each(document) AS field;
    WHEN 'array' THEN
      SELECT '[' || coalesce(string_agg(ledger_canonical_json(element.value), ',' ORDER BY element.position), '') || ']'
        INTO canonical FROM jsonb_array_elements(document) WITH ORDINALITY AS element (value, position);
    WHEN 'string' THEN
      canonical := to_json(document #>> '{}')::text;
    WHEN 'number' THEN
      IF document::text !~ '^(0|-?[1-9][0-9]*)$' THEN
        RAISE EXCEPTION 'ledger references hold integers only, not %', document;
      END IF;
      canonical := document::text;
    ELSE
      canonical := document::text;
  END CASE;
  RETURN canonical;
END $$;

-- ledger.ts hashRequest: SHA-256 (hex) of the canonical JSON of the kind, the postings in account
-- id order and the reference. A replay through either path compares against it.
-- (The helpers here are PL/pgSQL even where a SQL function would read shorter: PL/pgSQL keeps its
-- statements' plans for the session, a SQL function that is not inlined is planned at every call.)
CREATE FUNCTION ledger_request_hash(kind text, account_ids bigint[], amounts bigint[], reference jsonb)
RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN encode(sha256(convert_to(
    '{"kind":' || to_json(kind)::text
      || ',"postings":[' || (
        SELECT string_agg('{"accountId":' || posting.account_id || ',"amount":' || posting.amount || '}', ','
                          ORDER BY posting.account_id)
          FROM unnest(account_ids, amounts) AS posting (account_id, amount))
      || '],"reference":' || coalesce(ledger_canonical_json(reference), 'null') || '}',
    'UTF8')), 'hex');
END $$;

-- ledger.ts openAccount: the account of this kind for a player, or the system account of this name;
-- created on first use, safe concurrently.
CREATE FUNCTION ledger_open_account(account_kind text, owner_id bigint, account_name text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  found_id bigint;
  found_kind text;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF owner_id IS NOT NULL THEN
      SELECT id, kind INTO found_id, found_kind FROM ledger_accounts
       WHERE owner_user_id = owner_id AND kind = account_kind;
    ELSE
      SELECT id, kind INTO found_id, found_kind FROM ledger_accounts WHERE system_name = account_name;
    END IF;
    EXIT WHEN found_id IS NOT NULL;
    -- No conflict target: an existing owner/kind or name both mean "take the existing account".
    INSERT INTO ledger_accounts (kind, owner_user_id, system_name) VALUES (account_kind, owner_id, account_name)
      ON CONFLICT DO NOTHING;
  END LOOP;
  IF found_id IS NULL THEN
    RAISE EXCEPTION 'Ledger account % was not created', coalesce(account_name, account_kind || ' of user ' || owner_id);
  END IF;
  IF found_kind <> account_kind THEN
    RAISE EXCEPTION 'System account "%" is a % account, not %', account_name, found_kind, account_kind;
  END IF;
  RETURN found_id;
END $$;

-- ledger.ts postTransactionIn for callers that built a valid request (two or more postings on
-- distinct accounts summing to zero; the constraints refuse anything else): claims the key, then
-- locks the accounts in id order, refuses an overdraft of a player account, moves the balances and
-- writes the postings. A key already applied with the same request answers its postings again.
-- Returns the transaction's postings in account id order.
CREATE FUNCTION ledger_post(key text, transaction_kind text, account_ids bigint[], amounts bigint[],
                            transaction_reference jsonb)
RETURNS SETOF ledger_postings
LANGUAGE plpgsql AS $$
DECLARE
  hash text := ledger_request_hash(transaction_kind, account_ids, amounts, transaction_reference);
  posted_id bigint;
  stored record;
  account record;
  -- The first player account the request would overdraw, if any.
  short_id bigint;
  short_balance bigint;
  short_amount bigint;
  locked_count integer := 0;
BEGIN
  INSERT INTO ledger_transactions (idempotency_key, kind, request_hash, reference)
  VALUES (key, transaction_kind, hash, transaction_reference)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posted_id;
  IF posted_id IS NULL THEN
    SELECT id, request_hash INTO stored FROM ledger_transactions WHERE idempotency_key = key;
    IF stored.id IS NULL THEN
      RAISE EXCEPTION 'Ledger transaction with key "%" not found after a conflict', key;
    END IF;
    IF stored.request_hash <> hash THEN
      RAISE EXCEPTION USING ERRCODE = 'LG002', DETAIL = stored.id,
        MESSAGE = format('Idempotency key "%s" was already used by transaction %s with other parameters',
                         key, stored.id);
    END IF;
    RETURN QUERY SELECT * FROM ledger_postings WHERE transaction_id = stored.id ORDER BY account_id;
    RETURN;
  END IF;
  -- In id order, so two transfers over the same accounts cannot deadlock.
  FOR account IN
    SELECT a.id, a.kind, a.balance, movement.amount
      FROM ledger_accounts AS a
      JOIN unnest(account_ids, amounts) AS movement (account_id, amount) ON movement.account_id = a.id
     ORDER BY a.id
       FOR UPDATE OF a
  LOOP
    locked_count := locked_count + 1;
    IF short_id IS NULL AND account.kind = 'player' AND account.balance + account.amount < 0 THEN
      short_id := account.id;
      short_balance := account.balance;
      short_amount := account.amount;
    END IF;
  END LOOP;
  IF locked_count <> cardinality(account_ids) THEN
    RAISE EXCEPTION USING ERRCODE = 'LG003',
      MESSAGE = format('No ledger account %s', (
        SELECT string_agg(wanted::text, ', ') FROM unnest(account_ids) AS wanted
         WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = wanted)));
  END IF;
  IF short_id IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'LG001', DETAIL = short_balance,
      MESSAGE = format('Account %s holds %s and cannot be debited %s', short_id, short_balance, -short_amount);
  END IF;
  RETURN QUERY
    WITH moved AS (
      UPDATE ledger_accounts AS a SET balance = a.balance + movement.amount
        FROM unnest(account_ids, amounts) AS movement (account_id, amount)
       WHERE a.id = movement.account_id
      RETURNING a.id, movement.amount, a.balance
    )
    INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
    SELECT posted_id, moved.id, moved.amount, moved.balance FROM moved ORDER BY moved.id
    RETURNING *;
END $$;

-- The member issue's responsible-gaming limits: called before every real-money stake is debited,
-- under the player's lock (their wagering row), in the bet's transaction. NULL allows the stake; a
-- text refuses it (LIMIT_REACHED) with that reason, in the player's words. Every stake is within
-- the limits until that issue replaces this function (CREATE OR REPLACE in its own migration).
CREATE FUNCTION player_stake_refusal(user_id bigint, game_id integer, session_id uuid, amount bigint)
RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN NULL;
END $$;

-- A refusal of the wallet protocol (see the top): nothing the call wrote stays.
CREATE FUNCTION seamless_refuse(code text, message text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GW001', DETAIL = code, MESSAGE = message;
END $$;

-- The first result of a provider transaction id with `duplicate: true`, or NULL when the id is new;
-- another call under the same id is refused.
CREATE FUNCTION seamless_first_result(provider_id text, provider_transaction_id text, call_sha256 text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  stored record;
BEGIN
  SELECT request_sha256, response INTO stored FROM provider_transactions
   WHERE provider = provider_id AND transaction_id = provider_transaction_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF stored.request_sha256 <> call_sha256 OR stored.response IS NULL THEN
    PERFORM seamless_refuse('TRANSACTION_CONFLICT',
      format('Transaction %s was already used for another call', provider_transaction_id));
  END IF;
  RETURN stored.response || '{"duplicate": true}';
END $$;

-- Stores the call's result with it, for its replays, and answers it. The operator's id is the ledger
-- transaction's, or `<provider>:<provider transaction id>` when nothing moved.
CREATE FUNCTION seamless_store(provider_id text, provider_transaction_id text, player_balance bigint,
                               ledger_id bigint)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  result jsonb := jsonb_build_object('balance', player_balance, 'currency', 'COIN', 'transactionId',
                                     coalesce(ledger_id::text, provider_id || ':' || provider_transaction_id));
BEGIN
  UPDATE provider_transactions SET response = result, ledger_transaction_id = ledger_id
   WHERE provider = provider_id AND transaction_id = provider_transaction_id;
  RETURN result || '{"duplicate": false}';
END $$;

-- Moves `player_amount` between the player and the provider's settlement account for this player
-- (the ledger key is the provider's transaction id: even a bug above could not post twice) and
-- answers the player's posting. The provider's position is spread over 16 settlement accounts by
-- player: every posting locks its accounts until commit, and one account would queue every
-- player's bet behind every other's.
CREATE FUNCTION seamless_post(provider_id text, provider_transaction_id text, call_round_id text,
                              transaction_kind text, player bigint, player_amount bigint,
                              more_reference jsonb)
RETURNS ledger_postings
LANGUAGE plpgsql AS $$
DECLARE
  player_account bigint := ledger_open_account('player', player, NULL);
  provider_account bigint := ledger_open_account('provider', NULL,
                               'provider:games:' || provider_id || ':' || player % 16);
  posting ledger_postings;
BEGIN
  SELECT * INTO posting
    FROM ledger_post('game:' || provider_id || ':' || provider_transaction_id, transaction_kind,
                     ARRAY[player_account, provider_account], ARRAY[player_amount, -player_amount],
                     jsonb_build_object('provider', provider_id, 'roundId', call_round_id,
                                        'transactionId', provider_transaction_id) || more_reference) AS posted
   WHERE posted.account_id = player_account;
  RETURN posting;
END $$;

-- Settles the round, publishes `game.roundSettled` (outbox.ts DomainEvents) and stores the result.
CREATE FUNCTION seamless_settle(provider_id text, provider_transaction_id text, round_row game_rounds,
                                outcome text, paid bigint, round_proof jsonb, player_balance bigint,
                                ledger_id bigint)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  -- Milliseconds, as the event's ISO time carries them.
  settled_time timestamptz := date_trunc('milliseconds', now());
BEGIN
  UPDATE game_rounds SET status = outcome, win = paid, proof = round_proof, settled_at = settled_time
   WHERE id = round_row.id;
  INSERT INTO outbox (topic, payload) VALUES ('game.roundSettled', jsonb_build_object(
    'roundId', round_row.round_id,
    'provider', provider_id,
    'playerId', round_row.user_id,
    'gameId', round_row.game_id,
    'stake', CASE WHEN outcome = 'settled' THEN round_row.stake ELSE 0 END,
    'win', paid,
    'status', outcome,
    'settledAt', to_char(settled_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN seamless_store(provider_id, provider_transaction_id, player_balance, ledger_id);
END $$;

-- The player's coin; 0 before their first movement.
CREATE FUNCTION seamless_balance(player bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  coin bigint;
BEGIN
  SELECT balance INTO coin FROM ledger_accounts WHERE owner_user_id = player AND kind = 'player';
  RETURN coalesce(coin, 0);
END $$;

-- `bet`: debits the stake within the game's range and the player's limits and opens the round.
CREATE FUNCTION seamless_bet(provider_id text, session_row game_sessions, call_session_id text,
                             provider_transaction_id text, call_round_id text, call_amount bigint)
RETURNS jsonb
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
  RETURN seamless_store(provider_id, provider_transaction_id, posted.balance_after, posted.transaction_id);
END $$;

-- `win`: pays the round (0 closes a lost one) and settles it. An open round's bet was accepted
-- while its session was open: it settles even after the player left the game.
CREATE FUNCTION seamless_win(provider_id text, session_row game_sessions, call_session_id text,
                             provider_transaction_id text, call_round_id text, call_amount bigint,
                             call_proof jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  round_row game_rounds;
  posted ledger_postings;
BEGIN
  SELECT * INTO round_row FROM game_rounds WHERE provider = provider_id AND round_id = call_round_id FOR UPDATE;
  IF round_row.id IS NULL OR round_row.session_id::text <> call_session_id THEN
    PERFORM seamless_refuse('UNKNOWN_ROUND', format('No round %s in session %s', call_round_id, call_session_id));
  END IF;
  IF round_row.status <> 'open' THEN
    PERFORM seamless_refuse('ROUND_SETTLED', format('Round %s is already settled', call_round_id));
  END IF;
  IF call_amount = 0 THEN
    -- The player's account is opened as a paying win would (the same rows either way).
    PERFORM ledger_open_account('player', session_row.user_id, NULL);
    RETURN seamless_settle(provider_id, provider_transaction_id, round_row, 'settled', 0, call_proof,
                           seamless_balance(session_row.user_id), NULL);
  END IF;
  posted := seamless_post(provider_id, provider_transaction_id, call_round_id, 'win', session_row.user_id,
                          call_amount, '{}');
  RETURN seamless_settle(provider_id, provider_transaction_id, round_row, 'settled', call_amount, call_proof,
                         posted.balance_after, posted.transaction_id);
END $$;

-- `rollback`: returns an open round's stake and settles it as rolled back. A bet the operator never
-- received is recorded as a rolled-back round with no stake, so the bet is refused if it comes late.
CREATE FUNCTION seamless_rollback(provider_id text, session_row game_sessions, call_session_id text,
                                  provider_transaction_id text, call_round_id text, bet_id text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  round_row game_rounds;
  posted ledger_postings;
  not_its_bet text := format('Bet %s is not the bet of round %s', bet_id, call_round_id);
BEGIN
  SELECT * INTO round_row FROM game_rounds WHERE provider = provider_id AND bet_transaction_id = bet_id FOR UPDATE;
  IF round_row.id IS NULL THEN
    PERFORM 1 FROM game_rounds WHERE provider = provider_id AND round_id = call_round_id FOR UPDATE;
    IF FOUND THEN
      PERFORM seamless_refuse('BAD_REQUEST', not_its_bet);
    END IF;
    INSERT INTO game_rounds (provider, round_id, user_id, game_id, session_id, bet_transaction_id, stake, status)
    VALUES (provider_id, call_round_id, session_row.user_id, session_row.game_id, session_row.id, bet_id, 0, 'open')
    RETURNING * INTO round_row;
    RETURN seamless_settle(provider_id, provider_transaction_id, round_row, 'rolled_back', 0, NULL,
                           seamless_balance(session_row.user_id), NULL);
  END IF;
  IF round_row.round_id <> call_round_id OR round_row.session_id::text <> call_session_id THEN
    PERFORM seamless_refuse('BAD_REQUEST', not_its_bet);
  END IF;
  IF round_row.status <> 'open' THEN
    PERFORM seamless_refuse('ROUND_SETTLED', format('Round %s is already settled', call_round_id));
  END IF;
  posted := seamless_post(provider_id, provider_transaction_id, call_round_id, 'correction', session_row.user_id,
                          round_row.stake, jsonb_build_object('rollbackOf', bet_id));
  RETURN seamless_settle(provider_id, provider_transaction_id, round_row, 'rolled_back', 0, NULL,
                         posted.balance_after, posted.transaction_id);
END $$;

-- One wallet call (`bet`, `win` or `rollback`), applied once per provider transaction id: the id is
-- claimed first (a concurrent call with the same id waits at that INSERT until this one's
-- transaction ends), a taken id answers its first result, then the session is checked (refused when
-- unknown or demo play: its play money lives in the provider) and the action applied. Answers the
-- protocol's result: balance, currency, transactionId, duplicate.
CREATE FUNCTION seamless_call(call_action text, provider_id text, call_session_id text,
                              provider_transaction_id text, call_round_id text, call_sha256 text,
                              call_amount bigint, call_proof jsonb, bet_id text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  session_row game_sessions;
  replay jsonb;
BEGIN
  INSERT INTO provider_transactions (provider, transaction_id, action, round_id, request_sha256)
  VALUES (provider_id, provider_transaction_id, call_action, call_round_id, call_sha256)
  ON CONFLICT (provider, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    replay := seamless_first_result(provider_id, provider_transaction_id, call_sha256);
    IF replay IS NULL THEN
      RAISE EXCEPTION 'Provider transaction % vanished after a conflict', provider_transaction_id;
    END IF;
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
      RETURN seamless_bet(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                          call_amount);
    WHEN 'win' THEN
      RETURN seamless_win(provider_id, session_row, call_session_id, provider_transaction_id, call_round_id,
                          call_amount, call_proof);
    WHEN 'rollback' THEN
      RETURN seamless_rollback(provider_id, session_row, call_session_id, provider_transaction_id,
                               call_round_id, bet_id);
  END CASE;
END $$;
