-- Provider callbacks are kept as a SHA-256 digest, a size and a short summary instead of the whole
-- body: forged 1 MB callbacks were stored whole. The digest proves which body arrived (matched
-- against the provider's own log), the summary says what it claimed (strings cut to 64 characters).
-- Rows stored before this migration get the digest of their body as jsonb text, not the bytes sent.

ALTER TABLE payment_callbacks
  ADD COLUMN body_sha256 text,
  ADD COLUMN body_bytes integer,
  ADD COLUMN summary jsonb;

UPDATE payment_callbacks
   SET body_sha256 = encode(sha256(convert_to(body::text, 'UTF8')), 'hex'),
       body_bytes = octet_length(body::text),
       summary = CASE WHEN jsonb_typeof(body) = 'object' THEN jsonb_strip_nulls(jsonb_build_object(
         'kind', left(body ->> 'kind', 64),
         'reference', left(body ->> 'reference', 64),
         'amount', CASE WHEN jsonb_typeof(body -> 'amount') = 'number' THEN body -> 'amount' END,
         'outcome', left(body ->> 'outcome', 64),
         'eventId', left(body ->> 'eventId', 64),
         'timestamp', CASE WHEN jsonb_typeof(body -> 'timestamp') = 'number' THEN body -> 'timestamp' END
       )) ELSE '{}'::jsonb END;

ALTER TABLE payment_callbacks
  ALTER COLUMN body_sha256 SET NOT NULL,
  ALTER COLUMN body_bytes SET NOT NULL,
  ALTER COLUMN summary SET NOT NULL,
  ADD CONSTRAINT payment_callbacks_body_sha256_check CHECK (body_sha256 ~ '^[0-9a-f]{64}$'),
  DROP COLUMN body;
