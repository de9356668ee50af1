-- A deposit's bonus is decided when its payment lands, under the player's lock, not when the order
-- is made (ADR 0011): five orders opened before any was paid each carried the first-deposit bonus.
-- The order keeps what its page showed as `expected_bonus`; `bonus_amount`, `bonus_type` and
-- `bonus_turnover` are what was decided and credited, and stay empty until the order is paid.

ALTER TABLE deposit_orders
  ADD COLUMN expected_bonus bigint NOT NULL DEFAULT 0 CHECK (expected_bonus >= 0);
UPDATE deposit_orders SET expected_bonus = bonus_amount;

ALTER TABLE deposit_orders ALTER COLUMN bonus_amount DROP NOT NULL, ALTER COLUMN bonus_amount DROP DEFAULT;
-- Orders not paid yet get their bonus decided when they are.
UPDATE deposit_orders SET bonus_amount = NULL, bonus_type = NULL, bonus_turnover = 0 WHERE status <> 'paid';
ALTER TABLE deposit_orders
  ADD CONSTRAINT deposit_orders_bonus_decided_check CHECK ((status = 'paid') = (bonus_amount IS NOT NULL));
