-- Warms one PostgreSQL connection for the statements a drop's crowd sends: every new pooled
-- connection of the API runs `SELECT shop_warm_up()` before it serves anything
-- (libs/api/database database-connection.ts).
--
-- Why: a PostgreSQL backend compiles a PL/pgSQL function at its first call and plans each of its
-- statements afresh for the first five executions before it settles on a cached plan. That is
-- about 6 ms of CPU per connection for shop_place_order, measured here: about 4 ms for the first
-- order on a new connection and 0.8 ms for the next five, against 0.5 ms once warm. A drop's
-- opening sends every connection of every process its first orders in the same second, on a
-- machine whose CPU is already the limit, so the first buyers wait for forty compilations
-- (bench:drop: the slowest checkouts came from the opening's first half-second).
--
-- How: it places orders for real, in a drop of its own that is open for two milliseconds around
-- now, then rolls all of it back: the orders, their lines, the buyer, the stock and the drop
-- itself. Nobody else ever sees any of it (it is never committed), and no real stock row is
-- locked: the stock taken is the warm-up drop's own. It runs each path a drop's checkout takes six
-- times (placed, refused for the visitor's limit, short) and a sign-up six times, so every
-- statement on those paths has its cached plan. Answers whether checkout was warmed.
--
-- Drops may not overlap (drops_no_overlap), and two inserts that overlap each wait for the other:
-- a deadlock. So the warm-up first takes the lock staff's schedules take (drops.repository.ts
-- lockSchedules; released as the warm-up is rolled back), so connections warming at once take
-- turns of a few milliseconds, and leaves checkout cold while a real drop is open, which its
-- drop would overlap; the sign-up is always warmed.
CREATE FUNCTION "shop_warm_up"() RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_drop uuid := gen_random_uuid();
  -- Of this connection alone: nothing it writes can meet a real order's references or visitors.
  v_visitor text := 'warm-up-' || pg_backend_pid();
  v_reference text := 'ORD-W' || pg_backend_pid() || '-';
  i int;
  v_checkout_warmed boolean := false;
BEGIN
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('shop:drops:schedule'));
    IF EXISTS (SELECT 1 FROM drops d
                WHERE d.opens_at <= now() + interval '1 millisecond'
                  AND now() - interval '1 millisecond' < LEAST(d.closes_at, COALESCE(d.closed_early_at, d.closes_at))) THEN
      RAISE EXCEPTION USING ERRCODE = 'SHW01', MESSAGE = 'a drop is open: checkout is not warmed';
    END IF;
    INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, updated_at)
    VALUES (v_drop, 'warm-up-' || v_drop, now() - interval '1 millisecond', now() + interval '1 millisecond', 4, now());
    INSERT INTO drop_stock (drop_id, product_id, size_key, boxes, remaining)
    VALUES (v_drop, 'thin-mint-elite', 'half-dozen', 100, 100), (v_drop, 'thin-mint-elite', 'dozen', 100, 100);
    FOR i IN 1..6 LOOP
      -- Each answer is checked, so a change to checkout that takes the warm-up down another path
      -- fails its test (warm-up.spec.ts) instead of leaving connections half warm.
      IF (SELECT o.outcome FROM shop_place_order(gen_random_uuid(), v_reference || i, v_visitor || '-' || i, 'warm-up', NULL, 2600, now(),
            ARRAY[0], ARRAY['thin-mint-elite'], ARRAY['Thin Mint Elite'], ARRAY['half-dozen'], ARRAY[2600], ARRAY[1], ARRAY[2600]) o LIMIT 1)
         IS DISTINCT FROM 'placed' THEN
        RAISE EXCEPTION 'shop_warm_up: a new visitor''s box was not placed';
      END IF;
      IF (SELECT o.outcome FROM shop_place_order(gen_random_uuid(), v_reference || 'v' || i, v_visitor, NULL, NULL, 24000, now(),
            ARRAY[0], ARRAY['thin-mint-elite'], ARRAY['Thin Mint Elite'], ARRAY['dozen'], ARRAY[4800], ARRAY[5], ARRAY[24000]) o LIMIT 1)
         IS DISTINCT FROM 'visitor-limit' THEN
        RAISE EXCEPTION 'shop_warm_up: five boxes for one visitor were not refused for the limit';
      END IF;
      IF (SELECT o.outcome FROM shop_place_order(gen_random_uuid(), v_reference || 's' || i, v_visitor, NULL, NULL, 520000, now(),
            ARRAY[0], ARRAY['thin-mint-elite'], ARRAY['Thin Mint Elite'], ARRAY['half-dozen'], ARRAY[2600], ARRAY[200], ARRAY[520000]) o LIMIT 1)
         IS DISTINCT FROM 'short' THEN
        RAISE EXCEPTION 'shop_warm_up: more boxes than are left were not refused as short';
      END IF;
    END LOOP;
    RAISE EXCEPTION USING ERRCODE = 'SHW00', MESSAGE = 'warm-up done: undo it';
  EXCEPTION
    WHEN SQLSTATE 'SHW00' THEN v_checkout_warmed := true;
    WHEN SQLSTATE 'SHW01' OR exclusion_violation THEN NULL;
  END;

  -- The kind and the numbers are parameters of the statements: any values plan them the same.
  BEGIN
    -- Six addresses of one mailbox that takes three a day: queued, then held back by the limit.
    FOR i IN 1..6 LOOP
      IF shop_sign_up(v_visitor || '-' || i || '@warm-up.invalid', 'drop', v_visitor || '@warm-up.invalid', 'warm-up', 3, 10, 3600) <> (i <= 3) THEN
        RAISE EXCEPTION 'shop_warm_up: sign-up % of one mailbox was not % as its daily limit says', i, CASE WHEN i <= 3 THEN 'queued' ELSE 'held back' END;
      END IF;
    END LOOP;
    RAISE EXCEPTION USING ERRCODE = 'SHW00', MESSAGE = 'warm-up done: undo it';
  EXCEPTION
    WHEN SQLSTATE 'SHW00' THEN NULL;
  END;
  RETURN v_checkout_warmed;
END
$$;
