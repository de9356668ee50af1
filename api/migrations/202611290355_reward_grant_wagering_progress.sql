-- The rewards service's grant (`reward_grant`, 202611290220) keeps the wagering requirement's
-- `required` (202611290227, ADR 0048) as `addWagering` does: what built the requirement since it was
-- last met, starting again when nothing remained. The two migrations were written side by side;
-- without this a grant with wagering broke `remaining <= required`.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

CREATE OR REPLACE FUNCTION reward_grant(grant_key text, grant_player bigint, grant_module text, grant_event text,
                             grant_awards jsonb, grant_coin bigint, grant_wagering bigint,
                             funding_account bigint, budget_name text, lot_props integer[],
                             lot_counts bigint[], lot_expiries timestamptz[],
                             OUT granted_id bigint, OUT granted_key text, OUT granted_awards jsonb,
                             OUT granted_coin bigint, OUT granted_at timestamptz, OUT replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  budget bigint;
  player_account bigint;
  posted_id bigint;
BEGIN
  replayed := false;
  INSERT INTO reward_grants (source_key, user_id, module, event, awards, coin, wagering)
  VALUES (grant_key, grant_player, grant_module, grant_event, grant_awards, grant_coin, grant_wagering)
  ON CONFLICT (source_key) DO NOTHING
  RETURNING id, source_key, awards, coin, created_at
  INTO granted_id, granted_key, granted_awards, granted_coin, granted_at;
  IF granted_id IS NULL THEN
    SELECT g.id, g.source_key, g.awards, g.coin, g.created_at
      INTO granted_id, granted_key, granted_awards, granted_coin, granted_at
      FROM reward_grants AS g WHERE g.source_key = grant_key;
    IF granted_id IS NULL THEN
      RAISE EXCEPTION 'Reward % was neither granted nor found', grant_key;
    END IF;
    replayed := true;
    RETURN;
  END IF;
  IF grant_coin > 0 THEN
    budget := coalesce(funding_account, ledger_open_account('bonus', NULL, budget_name));
    player_account := ledger_open_account('player', grant_player, NULL);
    SELECT posting.transaction_id INTO posted_id
      FROM ledger_post('reward:' || grant_key, 'bonus', ARRAY[budget, player_account],
                       ARRAY[-grant_coin, grant_coin],
                       jsonb_build_object('rewardGrantId', granted_id, 'module', grant_module,
                                          'event', grant_event)) AS posting;
    UPDATE reward_grants SET ledger_transaction_id = posted_id WHERE id = granted_id;
    IF grant_wagering > 0 THEN
      INSERT INTO wagering_requirements AS w (user_id, remaining, required)
      VALUES (grant_player, grant_wagering, grant_wagering)
      ON CONFLICT (user_id) DO UPDATE
        SET required = CASE WHEN w.remaining = 0 THEN EXCLUDED.remaining ELSE w.required + EXCLUDED.remaining END,
            remaining = w.remaining + EXCLUDED.remaining, updated_at = now();
    END IF;
  END IF;
  IF cardinality(lot_props) > 0 THEN
    INSERT INTO prop_lots (user_id, prop_id, grant_id, count, remaining, expires_at)
    SELECT grant_player, lot.prop_id, granted_id, lot.count, lot.count, lot.expires_at
      FROM unnest(lot_props, lot_counts, lot_expiries) AS lot (prop_id, count, expires_at);
  END IF;
END $$;
