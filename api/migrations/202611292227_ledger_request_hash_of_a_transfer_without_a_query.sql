-- ledger request hash of a transfer without a query (ADR 0030, amended 2026-11-29), for the
-- throughput goal of issue 13: `ledger_request_hash` listed the postings in account id order with a
-- query over them, one statement (executor start and all) per posting. Two postings, which every
-- wallet call and most other movements have, are now put in order by comparing their two ids, as
-- an expression; more postings keep the query. The hash is the same: ledger.ts hashRequest's, which
-- `ledger.test.ts` compares for both orders of a transfer and for three postings.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE OR REPLACE FUNCTION ledger_request_hash(kind text, account_ids bigint[], amounts bigint[], reference jsonb)
RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  -- Of a transfer, the index of the posting with the lower account id.
  lower_index integer := CASE WHEN account_ids[1] < account_ids[2] THEN 1 ELSE 2 END;
  postings text;
BEGIN
  IF cardinality(account_ids) = 2 THEN
    postings := '{"accountId":' || account_ids[lower_index] || ',"amount":' || amounts[lower_index]
                || '},{"accountId":' || account_ids[3 - lower_index] || ',"amount":' || amounts[3 - lower_index] || '}';
  ELSE
    postings := (SELECT string_agg('{"accountId":' || posting.account_id || ',"amount":' || posting.amount || '}', ','
                                   ORDER BY posting.account_id)
                   FROM unnest(account_ids, amounts) AS posting (account_id, amount));
  END IF;
  RETURN encode(sha256(convert_to(
    '{"kind":' || to_json(kind)::text || ',"postings":[' || postings
      || '],"reference":' || coalesce(ledger_canonical_json(reference), 'null') || '}',
    'UTF8')), 'hex');
END $$;
