-- ledger post locks and moves in one statement (ADR 0030, amended 2026-11-29), for the throughput
-- goal of issue 13: `ledger_post` locked its accounts with one statement, looped over them in
-- PL/pgSQL for an overdraft, then moved the balances and wrote the postings with another. Now one
-- statement locks the accounts in id order, moves each balance the posting does not take below
-- zero and writes those postings; when fewer moved than were named, the call is refused as before
-- (LG003 for a missing account, LG001 for the first overdrawn player account, by id), and the
-- refusal takes back everything the call wrote. The results, locks and refusals are the ones
-- migration 202611291909_ledger_post_reads_only_its_accounts.sql gave.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE OR REPLACE FUNCTION ledger_post(key text, transaction_kind text, account_ids bigint[], amounts bigint[],
                            transaction_reference jsonb)
RETURNS SETOF ledger_postings
LANGUAGE plpgsql AS $$
DECLARE
  hash text := ledger_request_hash(transaction_kind, account_ids, amounts, transaction_reference);
  posted_id bigint;
  stored record;
  moved_count integer;
  -- The first player account the request would overdraw.
  short record;
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
  -- Locked in id order, so two transfers over the same accounts cannot deadlock; MATERIALIZED keeps
  -- the lock its own step, ahead of the update. `a.id = ANY(account_ids)` lets the session's generic
  -- plan fetch the accounts by primary key, also while the table is small (migration 202611291909).
  RETURN QUERY
    WITH locked AS MATERIALIZED (
      SELECT a.id, a.kind, a.balance, movement.amount
        FROM ledger_accounts AS a
        JOIN unnest(account_ids, amounts) AS movement (account_id, amount) ON movement.account_id = a.id
       WHERE a.id = ANY(account_ids)
       ORDER BY a.id
         FOR UPDATE OF a
    ), moved AS (
      UPDATE ledger_accounts AS a SET balance = a.balance + locked.amount
        FROM locked
       WHERE a.id = locked.id AND a.id = ANY(account_ids)
         AND (locked.kind <> 'player' OR locked.balance + locked.amount >= 0)
      RETURNING a.id, locked.amount, a.balance
    )
    INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
    SELECT posted_id, moved.id, moved.amount, moved.balance FROM moved ORDER BY moved.id
    RETURNING *;
  GET DIAGNOSTICS moved_count = ROW_COUNT;
  IF moved_count = cardinality(account_ids) THEN
    RETURN;
  END IF;
  -- Refused. The accounts are still locked; those that moved were not short, and the others hold
  -- what the statement saw.
  IF (SELECT count(*) FROM ledger_accounts WHERE id = ANY(account_ids)) <> cardinality(account_ids) THEN
    RAISE EXCEPTION USING ERRCODE = 'LG003',
      MESSAGE = format('No ledger account %s', (
        SELECT string_agg(wanted::text, ', ') FROM unnest(account_ids) AS wanted
         WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = wanted)));
  END IF;
  SELECT a.id, a.balance, movement.amount INTO short
    FROM ledger_accounts AS a
    JOIN unnest(account_ids, amounts) AS movement (account_id, amount) ON movement.account_id = a.id
   WHERE a.kind = 'player' AND a.balance + movement.amount < 0
     AND NOT EXISTS (SELECT 1 FROM ledger_postings AS p WHERE p.transaction_id = posted_id AND p.account_id = a.id)
   ORDER BY a.id
   LIMIT 1;
  RAISE EXCEPTION USING ERRCODE = 'LG001', DETAIL = short.balance,
    MESSAGE = format('Account %s holds %s and cannot be debited %s', short.id, short.balance, -short.amount);
END $$;
