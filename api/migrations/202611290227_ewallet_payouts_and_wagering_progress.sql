-- E-wallet payouts and wagering progress (issue 18, item 4; docs/adr/0048).
-- A saved payout account (`bank_cards`) is a bank account or an e-wallet (GCash, Maya): `kind`
-- says which, and an e-wallet's account number is the mobile number it is registered to. The
-- sandbox provider records which kind it paid out to. The wagering requirement keeps what built it
-- since it was last met (`required`), so the wallet can show how much of it is done; rows from
-- before start at "nothing done yet" (required = remaining), the honest lower bound.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

ALTER TABLE bank_cards ADD COLUMN kind text NOT NULL DEFAULT 'bank';
ALTER TABLE bank_cards
  ADD CONSTRAINT bank_cards_kind_check CHECK (kind IN ('bank', 'ewallet'));
ALTER TABLE bank_cards
  ADD CONSTRAINT bank_cards_ewallet_number_check CHECK (kind <> 'ewallet' OR account_number ~ '^09[0-9]{9}$');

ALTER TABLE sandbox_provider_requests ADD COLUMN payout_kind text;
ALTER TABLE sandbox_provider_requests
  ADD CONSTRAINT sandbox_provider_requests_payout_kind_check CHECK (payout_kind IN ('bank', 'ewallet'));

ALTER TABLE wagering_requirements ADD COLUMN required bigint NOT NULL DEFAULT 0;
UPDATE wagering_requirements SET required = remaining;
ALTER TABLE wagering_requirements
  ADD CONSTRAINT wagering_requirements_required_check CHECK (remaining <= required);
