-- jackpot draw function: the lucky jackpot's draw (ADR 0036) as one PL/pgSQL function,
-- `jackpot_draw`, called as a single autocommit SELECT: one database round trip per draw instead of
-- fifteen or so in a BEGIN ... COMMIT (issue 17), as the seamless wallet did (ADR 0030). With it
-- the rewards service's grant becomes `reward_grant`, which `grantReward` (rewards.ts) calls for
-- every module, so the grant has one copy, in SQL. The functions take the same locks in the same
-- order as the TypeScript they replace and write the same rows.
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.
--
-- Errors: a refusal of the draw raises SQLSTATE 'JP001' with the API's error code (1001, 1002,
-- 1004) as its DETAIL and the answer's message as its MESSAGE; rules or cells that changed since
-- the API read them raise 'JP000' (the API reads them again and retries); a drawn cell whose prize
-- the rewards service refuses raises 'JP002'. The ledger's own errors are ledger_post's (LG001 to
-- LG003), a held lock past `lock_wait` is PostgreSQL's 55P03. Raising takes everything back.

-- jackpot-fairness.ts drawFloat (`jackpot-hmac-sha256-v1`): the first 4 bytes of
-- HMAC_SHA256(serverSeed, `clientSeed:nonce:0`) as b0/256 + b1/256² + b2/256³ + b3/256⁴, which is
-- exactly their big-endian uint32 / 2³², in [0, 1). HMAC (RFC 2104) from core sha256(), so no
-- extension is needed: the key (its UTF-8 bytes; hashed first if longer than SHA-256's 64-byte
-- block) is zero-padded to the block and XORed with 0x36 (inner) and 0x5c (outer).
CREATE FUNCTION jackpot_draw_float(seed text, player_seed text, seed_nonce integer) RETURNS float8
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  hmac_key bytea := convert_to(seed, 'UTF8');
  inner_key bytea;
  outer_key bytea;
  block bytea;
BEGIN
  IF length(hmac_key) > 64 THEN
    hmac_key := sha256(hmac_key);
  END IF;
  hmac_key := hmac_key || decode(repeat('00', 64 - length(hmac_key)), 'hex');
  inner_key := hmac_key;
  outer_key := hmac_key;
  FOR k IN 0..63 LOOP
    inner_key := set_byte(inner_key, k, get_byte(hmac_key, k) # 54);
    outer_key := set_byte(outer_key, k, get_byte(hmac_key, k) # 92);
  END LOOP;
  block := sha256(outer_key || sha256(inner_key || convert_to(player_seed || ':' || seed_nonce || ':0', 'UTF8')));
  RETURN ((get_byte(block, 0)::bigint << 24) | (get_byte(block, 1)::bigint << 16)
          | (get_byte(block, 2)::bigint << 8) | get_byte(block, 3)::bigint)::float8 / 4294967296::float8;
END $$;

-- rewards.ts grantReward, after its TypeScript checks (awards with positive whole counts, known
-- props, coupons with an expiry): once per source key, the grant row; its coin through the ledger
-- from `funding_account` (a jackpot tier) or else the rewards budget named `budget_name`, to the
-- player, with the wagering it asks for; its other props as lots (`lot_*`, one element per prop).
-- A key granted before answers that grant with `replayed`; a concurrent grant with the same key
-- waits at the insert until the first commits, then replays it.
CREATE FUNCTION reward_grant(grant_key text, grant_player bigint, grant_module text, grant_event text,
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
      INSERT INTO wagering_requirements AS w (user_id, remaining) VALUES (grant_player, grant_wagering)
      ON CONFLICT (user_id) DO UPDATE SET remaining = w.remaining + EXCLUDED.remaining, updated_at = now();
    END IF;
  END IF;
  IF cardinality(lot_props) > 0 THEN
    INSERT INTO prop_lots (user_id, prop_id, grant_id, count, remaining, expires_at)
    SELECT grant_player, lot.prop_id, granted_id, lot.count, lot.count, lot.expires_at
      FROM unnest(lot_props, lot_counts, lot_expiries) AS lot (prop_id, count, expires_at);
  END IF;
END $$;

CREATE FUNCTION jackpot_refuse(code integer, message text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'JP001', DETAIL = code, MESSAGE = message;
END $$;

-- jackpot-calls.ts draw: one draw of `draw_player`, in its own statement's transaction. The API
-- hands over the rules and cells it validated (zod) with the md5 of their stored text
-- (`rules_md5`: the activity's config, `cells_md5`: app_settings' jackpotConfigList, '' when
-- missing); stored text that differs raises JP000, so a draw never uses rules other than the
-- stored ones. The cells come as parallel arrays in jackpotConfigList order, each with its weight,
-- its tier (a jackpot prize paid from `jackpot:<tier>`, else NULL), whether it is a coupon and why
-- the rewards service would refuse its prize (NULL: it would not). In order, as the TypeScript did:
-- the activity (1002), the player's row, which is the draw lock (1001 without a received chance:
-- the chance is spent and the nonce moves in the same update), the day's row (1004 beyond
-- `daily_draw_limit`), the cell from the player's seeds and nonce (jackpot_draw_float over the
-- weights: the first cell whose cumulative weight exceeds float x total), a jackpot prize's tier
-- locked and read, the prize through reward_grant (`jackpot:draw:<player>:<draw id>`), the tier
-- seeded again from the house, the draw's row. Answers what the API's result needs, the player's
-- coin after the draw included.
CREATE FUNCTION jackpot_draw(draw_player bigint, drawn_at timestamptz, draw_day date, lock_wait text,
                             activity_type integer, rules_md5 text, cells_md5 text,
                             cell_ids integer[], cell_props integer[], cell_counts bigint[],
                             cell_types integer[], cell_weights integer[], cell_tiers text[],
                             cell_coupons boolean[], cell_refusals text[], draw_weights jsonb,
                             coin_prop integer, count_prop integer, daily_draw_limit integer,
                             wagering_multiple integer, tier_names text[], tier_seeds bigint[],
                             coupon_expiry timestamptz, budget_name text,
                             OUT drawn_id bigint, OUT drawn_cell integer, OUT drawn_bonus bigint,
                             OUT drawn_chances integer, OUT drawn_nonce integer, OUT drawn_seed_hash text,
                             OUT drawn_client_seed text, OUT drawn_coin bigint)
LANGUAGE plpgsql AS $$
DECLARE
  activity record;
  stored_cells_md5 text;
  drawer record;
  drawn_today integer;
  total bigint := 0;
  target float8;
  cumulative bigint := 0;
  drawn_tier text;
  tier_account bigint;
  held bigint;
  prize_prop integer;
  prize_count bigint;
  grant_id bigint;
  seed_amount bigint;
BEGIN
  PERFORM set_config('lock_timeout', lock_wait, true);
  SELECT a.status, a.start_time, a.end_time, md5(a.config::text) AS config_md5 INTO activity
    FROM activities AS a WHERE a.type_id = activity_type ORDER BY a.id LIMIT 1;
  IF NOT FOUND THEN
    PERFORM jackpot_refuse(1002, 'The lucky jackpot is not running');
  END IF;
  SELECT md5(s.value::text) INTO stored_cells_md5 FROM app_settings AS s WHERE s.key = 'jackpotConfigList';
  IF activity.config_md5 IS DISTINCT FROM rules_md5 OR coalesce(stored_cells_md5, '') <> cells_md5 THEN
    RAISE EXCEPTION USING ERRCODE = 'JP000', MESSAGE = 'The jackpot rules or cells changed: read them again';
  END IF;
  IF NOT (activity.status = 1 AND (activity.start_time IS NULL OR activity.start_time <= drawn_at)
          AND (activity.end_time IS NULL OR activity.end_time > drawn_at)) THEN
    PERFORM jackpot_refuse(1002, 'The lucky jackpot is not running');
  END IF;

  -- The draw lock: a parallel draw waits here, then sees the chance this one spent.
  UPDATE jackpot_players AS p SET chances = p.chances - 1, nonce = p.nonce + 1
   WHERE p.user_id = draw_player AND p.chances > 0
  RETURNING p.chances, p.nonce - 1 AS nonce, p.server_seed, p.server_seed_hash, p.client_seed INTO drawer;
  IF NOT FOUND THEN
    PERFORM jackpot_refuse(1001, 'You have no draw chance left');
  END IF;
  INSERT INTO jackpot_days AS d (user_id, day, drawn) VALUES (draw_player, draw_day, 1)
  ON CONFLICT (user_id, day) DO UPDATE SET drawn = d.drawn + 1
  RETURNING d.drawn INTO drawn_today;
  IF drawn_today > daily_draw_limit THEN
    PERFORM jackpot_refuse(1004, format('You have made today''s %s draws', daily_draw_limit));
  END IF;

  FOR k IN 1..cardinality(cell_weights) LOOP
    total := total + cell_weights[k];
  END LOOP;
  IF total <= 0 THEN
    RAISE EXCEPTION 'No cell has a weight';
  END IF;
  target := jackpot_draw_float(drawer.server_seed, drawer.client_seed, drawer.nonce) * total::float8;
  FOR k IN 1..cardinality(cell_weights) LOOP
    cumulative := cumulative + cell_weights[k];
    IF cumulative::float8 > target THEN
      drawn_cell := k;
      EXIT;
    END IF;
  END LOOP;
  -- float < 1 keeps target below total: only rounding could land here.
  IF drawn_cell IS NULL THEN
    FOR k IN REVERSE cardinality(cell_weights)..1 LOOP
      IF cell_weights[k] > 0 THEN
        drawn_cell := k;
        EXIT;
      END IF;
    END LOOP;
  END IF;

  drawn_tier := cell_tiers[drawn_cell];
  prize_prop := cell_props[drawn_cell];
  prize_count := cell_counts[drawn_cell];
  drawn_bonus := CASE WHEN prize_prop = coin_prop THEN prize_count ELSE 0 END;
  IF drawn_tier IS NOT NULL THEN
    tier_account := ledger_open_account('bonus', NULL, 'jackpot:' || drawn_tier);
    SELECT a.balance INTO held FROM ledger_accounts AS a WHERE a.id = tier_account FOR UPDATE;
    drawn_bonus := CASE WHEN prize_prop = count_prop THEN least(prize_count, held) ELSE held END;
  END IF;
  drawn_id := nextval(pg_get_serial_sequence('jackpot_draws', 'id'));
  -- A jackpot prize pays coin only; a coin cell pays its count; any other prop goes to the inventory.
  IF drawn_tier IS NOT NULL OR prize_prop = coin_prop THEN
    IF drawn_bonus > 0 THEN
      SELECT g.granted_id INTO grant_id
        FROM reward_grant('jackpot:draw:' || draw_player || ':' || drawn_id, draw_player, 'jackpot', 'draw',
                          jsonb_build_array(jsonb_build_object('propId', coin_prop, 'count', drawn_bonus)),
                          drawn_bonus, drawn_bonus * wagering_multiple, tier_account, budget_name,
                          '{}'::integer[], '{}'::bigint[], '{}'::timestamptz[]) AS g;
    END IF;
  ELSIF prize_count > 0 THEN
    IF cell_refusals[drawn_cell] IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'JP002', MESSAGE = cell_refusals[drawn_cell];
    END IF;
    SELECT g.granted_id INTO grant_id
      FROM reward_grant('jackpot:draw:' || draw_player || ':' || drawn_id, draw_player, 'jackpot', 'draw',
                        jsonb_build_array(jsonb_build_object('propId', prize_prop, 'count', prize_count)),
                        0, 0, NULL, budget_name, ARRAY[prize_prop], ARRAY[prize_count],
                        ARRAY[CASE WHEN cell_coupons[drawn_cell] THEN coupon_expiry END]) AS g;
  END IF;
  IF drawn_tier IS NOT NULL THEN
    seed_amount := tier_seeds[array_position(tier_names, drawn_tier)];
    IF seed_amount > 0 THEN
      -- jackpot-pool.ts seedTier, from the house account (wallet-accounts.ts `house`).
      PERFORM ledger_post('jackpot:seed:' || drawn_tier || ':draw:' || drawn_id, 'transfer',
                          ARRAY[ledger_open_account('house', NULL, 'house'), tier_account],
                          ARRAY[-seed_amount, seed_amount],
                          jsonb_build_object('jackpotTier', drawn_tier, 'seed', 'draw:' || drawn_id));
    END IF;
  END IF;
  INSERT INTO jackpot_draws (id, user_id, cell_id, prop_id, count, type, bonus, tier, server_seed_hash,
                             client_seed, nonce, weights, reward_grant_id)
  VALUES (drawn_id, draw_player, cell_ids[drawn_cell], prize_prop, prize_count, cell_types[drawn_cell],
          drawn_bonus, drawn_tier, drawer.server_seed_hash, drawer.client_seed, drawer.nonce, draw_weights,
          grant_id);

  drawn_chances := drawer.chances;
  drawn_nonce := drawer.nonce;
  drawn_seed_hash := drawer.server_seed_hash;
  drawn_client_seed := drawer.client_seed;
  SELECT a.balance INTO drawn_coin FROM ledger_accounts AS a
   WHERE a.owner_user_id = draw_player AND a.kind = 'player';
  drawn_coin := coalesce(drawn_coin, 0);
END $$;
