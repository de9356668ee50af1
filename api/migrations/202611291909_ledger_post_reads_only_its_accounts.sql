-- ledger post reads only its accounts (ADR 0030, amended 2026-11-29), for the throughput goal of
-- issue 13: `ledger_post` locks and moves its accounts through a join with the posted amounts. Its
-- generic plan, kept for the session, expects ten of them, and while the accounts table is small
-- (a new operator's, a bench's) that join reads the whole table, with every row version the
-- balance updates left, twice a posting. `a.id = ANY(account_ids)` says nothing new but lets the
-- plan fetch just the accounts named, by the primary key, whatever the table's size. The function
-- is otherwise the one migration 202611280639_seamless_wallet_functions.sql created.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE OR REPLACE FUNCTION ledger_post(key text, transaction_kind text, account_ids bigint[], amounts bigint[],
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
     WHERE a.id = ANY(account_ids)
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
       WHERE a.id = movement.account_id AND a.id = ANY(account_ids)
      RETURNING a.id, movement.amount, a.balance
    )
    INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
    SELECT posted_id, moved.id, moved.amount, moved.balance FROM moved ORDER BY moved.id
    RETURNING *;
END $$;
