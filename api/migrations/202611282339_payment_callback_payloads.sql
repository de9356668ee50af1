-- Payment callback payloads for finance (the console's deposit pages): a callback whose signature
-- verified keeps its whole body, so finance can read what the provider sent for an order. A forged
-- one still keeps only its digest, size and summary (202611251914_payment_callback_digests.sql):
-- anyone can send those, and the notify endpoint must not store what strangers write at length.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

ALTER TABLE payment_callbacks ADD COLUMN payload jsonb;
ALTER TABLE payment_callbacks
  ADD CONSTRAINT payment_callbacks_payload_only_when_signed_check CHECK (verdict <> 'forged' OR payload IS NULL);
