-- The settlement job (settle-pending-payments.ts) asks the provider about orders and withdrawals
-- whose callback is overdue and applies the answer the way a callback is applied; it is recorded
-- beside the callbacks, so every order's change has one row saying where it came from.
ALTER TABLE payment_callbacks
  ADD COLUMN source text NOT NULL DEFAULT 'callback' CHECK (source IN ('callback', 'status-query'));

-- What the job looks for: the oldest pending orders and held withdrawals.
CREATE INDEX deposit_orders_pending_idx ON deposit_orders (created_at) WHERE status = 'pending';
CREATE INDEX withdrawals_held_idx ON withdrawals (created_at) WHERE status = 'held';
