-- Deposit coupons (ADR 0037, api/README.md "Wallet"): a deposit order may carry one coupon from the
-- player's prop lots. It is reserved with the order (the lot's `remaining` goes down by one in the
-- order's own transaction, so no other order can take it), used when the order is paid (its bonus
-- granted through the rewards service under a key made from the order) and given back when the
-- order is cancelled (`remaining` up by one).
ALTER TABLE deposit_orders
  ADD COLUMN coupon_lot_id bigint REFERENCES prop_lots (id),
  ADD COLUMN coupon_prop_id integer,
  -- what the coupon pays when the order is paid, in hundredths: fixed when the order is made
  ADD COLUMN coupon_bonus bigint NOT NULL DEFAULT 0 CHECK (coupon_bonus >= 0),
  -- the reward grant that paid it: set exactly when a paid order carries a coupon
  ADD COLUMN coupon_grant_id bigint REFERENCES reward_grants (id),
  ADD CONSTRAINT deposit_orders_coupon_check CHECK (
    (coupon_lot_id IS NULL) = (coupon_prop_id IS NULL)
    AND (coupon_lot_id IS NULL) = (coupon_bonus = 0)
    AND (coupon_grant_id IS NOT NULL) = (status = 'paid' AND coupon_lot_id IS NOT NULL)
  );

-- check:ledger compares each lot's use with the orders holding it.
CREATE INDEX deposit_orders_coupon_lot_idx ON deposit_orders (coupon_lot_id) WHERE coupon_lot_id IS NOT NULL;
