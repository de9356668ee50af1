-- ledger postings checked per statement (ADR 0030, amended 2026-11-29), for the throughput goal of
-- issue 13: a posting's transaction and account were two foreign keys, two lookups a row through the
-- trigger machinery (four a transfer, eight a winning spin), beside the statement trigger that
-- already joins every new posting to its transaction. That trigger now also finds the account, once
-- per statement, and refuses a posting whose transaction or account does not exist as the keys
-- did. What the keys also guarded, that a referenced row is never removed or renumbered, triggers
-- say outright: ledger transactions were append-only already, and accounts are now never deleted,
-- truncated or given another id (their balance still moves, under the posting's row lock).
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

ALTER TABLE ledger_postings
  DROP CONSTRAINT ledger_postings_transaction_id_fkey,
  DROP CONSTRAINT ledger_postings_account_id_fkey;

-- A posting must name an existing account and a transaction this database transaction created
-- (not inside a savepoint: the row's xmin must be the top-level transaction id), so a committed
-- transaction cannot gain postings later, even a pair summing to zero. Checked once per statement.
CREATE OR REPLACE FUNCTION ledger_refuse_posting_to_old_transaction() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unknown_reference boolean;
  committed_transaction boolean;
BEGIN
  -- A scalar subquery per posting is one primary-key probe whatever the tables' sizes: a join's
  -- plan, kept for the session, could hash a whole table it found small when it was planned.
  -- OFFSET 0 keeps the inner query whole, so each probe runs once a posting.
  SELECT bool_or(checked.transaction_xmin IS NULL OR checked.account_id IS NULL),
         bool_or(checked.transaction_xmin <> pg_current_xact_id()::xid)
    INTO unknown_reference, committed_transaction
    FROM (SELECT (SELECT t.xmin FROM ledger_transactions AS t WHERE t.id = p.transaction_id) AS transaction_xmin,
                 (SELECT a.id FROM ledger_accounts AS a WHERE a.id = p.account_id) AS account_id
            FROM new_postings AS p OFFSET 0) AS checked;
  IF unknown_reference THEN
    RAISE EXCEPTION 'postings must name an existing ledger transaction and account'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF committed_transaction THEN
    RAISE EXCEPTION 'postings may join only a ledger transaction created in the same database transaction'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION ledger_refuse_account_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never deleted or renumbered: postings name them'
    USING ERRCODE = 'integrity_constraint_violation';
END $$;

-- `UPDATE OF id` fires only for an update that sets the id, never for a balance moving.
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR UPDATE OF id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_account_removal();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_account_removal();
