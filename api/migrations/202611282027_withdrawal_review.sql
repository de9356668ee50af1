-- Withdrawals a finance operator reviews before the payout is asked for (ADR 0044): from the amount
-- the operator setting `withdrawalReviewFrom` names, a withdrawal waits, held, for approve (the
-- payout goes to the provider) or reject (the amount goes back to the player, with the reason).
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.
ALTER TABLE withdrawals ADD COLUMN review_status text CHECK (review_status IN ('waiting', 'approved', 'rejected'));
ALTER TABLE withdrawals ADD COLUMN reviewed_by bigint REFERENCES operators (id);
ALTER TABLE withdrawals ADD COLUMN reviewed_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN review_reason text;
CREATE INDEX withdrawals_waiting_review ON withdrawals (id) WHERE review_status = 'waiting';
