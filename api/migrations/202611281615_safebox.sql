-- The safebox (spec 3: `safebox`, `hasSafeboxPassword`; api/README.md "Safebox"): coin a player
-- locks away from play, a ledger account of its own kind that, like the player's, never goes below
-- zero. Moving coin in or out is a `transfer` between the two accounts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('player', 'held', 'bonus', 'house', 'provider', 'safebox'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_safebox_owner_check
  CHECK (kind <> 'safebox' OR owner_user_id IS NOT NULL);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_safebox_balance_check
  CHECK (kind <> 'safebox' OR balance >= 0);
