-- Whether a drop is selling, said once (issue 61): from its opening until its close, or staff's
-- earlier one. A drop closed before it opened (cancelled) never sells: its window is empty. The
-- no-overlap constraint, shop_place_order and the API's drops repository (which reads the
-- window's end for the storefront's phase) all derive from this function.
CREATE FUNCTION shop_drop_window(opens_at timestamptz, closes_at timestamptz, closed_early_at timestamptz)
RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT tstzrange(opens_at, GREATEST(opens_at, LEAST(closes_at, COALESCE(closed_early_at, closes_at)))) $$;

-- No two drops selling at once; a drop closed early frees the rest of its window.
ALTER TABLE "drops" DROP CONSTRAINT "drops_no_overlap";
ALTER TABLE "drops" ADD CONSTRAINT "drops_no_overlap"
  EXCLUDE USING gist (shop_drop_window("opens_at", "closes_at", "closed_early_at") WITH &&);

-- The same function as before (20261125154802_drops), but asking shop_drop_window which drop is
-- open and which is still to open.
CREATE OR REPLACE FUNCTION shop_place_order(
  p_order_id uuid, p_reference text, p_visitor_id text, p_idempotency_key text, p_request_hash text,
  p_total_cents int, p_created_at timestamptz,
  p_positions int[], p_product_ids text[], p_product_names text[], p_size_keys text[],
  p_unit_prices int[], p_quantities int[], p_line_totals int[]
) RETURNS TABLE (outcome text, drop_id uuid, line_id text, remaining int, at timestamptz, visitor_limit int)
LANGUAGE plpgsql AS $$
DECLARE
  v_drop_id uuid;
  v_limit int;
  v_line record;
  v_boxes int;
  v_total int;
  v_constraint text;
  v_short text;
BEGIN
  IF p_idempotency_key IS NOT NULL AND EXISTS (
    SELECT 1 FROM orders o WHERE o.visitor_id = p_visitor_id AND o.idempotency_key = p_idempotency_key) THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::uuid, NULL::text, NULL::int, NULL::timestamptz, NULL::int;
    RETURN;
  END IF;

  SELECT d.id, d.per_visitor_boxes INTO v_drop_id, v_limit FROM drops d
   WHERE shop_drop_window(d.opens_at, d.closes_at, d.closed_early_at) @> now()
   LIMIT 1;
  IF NOT FOUND AND EXISTS (SELECT 1 FROM drops) THEN
    RETURN QUERY SELECT CASE WHEN min(d.opens_at) IS NULL THEN 'closed' ELSE 'not-open-yet' END,
                        NULL::uuid, NULL::text, NULL::int, min(d.opens_at), NULL::int
                   FROM drops d WHERE now() < lower(shop_drop_window(d.opens_at, d.closes_at, d.closed_early_at));
    RETURN;
  END IF;

  IF v_drop_id IS NOT NULL THEN
    -- Refusals found before writing are answered without a lock.
    RETURN QUERY
      SELECT CASE WHEN s.drop_id IS NULL THEN 'not-in-drop' ELSE 'short' END, v_drop_id,
             w.product_id || '-' || w.size_key, COALESCE(s.remaining, 0), NULL::timestamptz, v_limit
        FROM (SELECT u.product_id, u.size_key, sum(u.q)::int AS q, min(u.pos) AS pos
                FROM unnest(p_product_ids, p_size_keys, p_quantities, p_positions) AS u(product_id, size_key, q, pos)
               GROUP BY u.product_id, u.size_key) w
        LEFT JOIN drop_stock s ON s.drop_id = v_drop_id AND s.product_id = w.product_id AND s.size_key = w.size_key
       WHERE s.drop_id IS NULL OR s.remaining < w.q
       ORDER BY w.pos;
    IF FOUND THEN RETURN; END IF;

    SELECT sum(q)::int INTO v_total FROM unnest(p_quantities) AS q;
    SELECT b.boxes INTO v_boxes FROM drop_buyers b WHERE b.drop_id = v_drop_id AND b.visitor_id = p_visitor_id;
    IF COALESCE(v_boxes, 0) + v_total > v_limit THEN
      RETURN QUERY SELECT 'visitor-limit'::text, v_drop_id, NULL::text,
                          GREATEST(v_limit - COALESCE(v_boxes, 0), 0), NULL::timestamptz, v_limit;
      RETURN;
    END IF;
  END IF;

  BEGIN
    INSERT INTO orders (id, reference, visitor_id, idempotency_key, request_hash, total_cents, drop_id, created_at, updated_at)
    VALUES (p_order_id, p_reference, p_visitor_id, p_idempotency_key, p_request_hash, p_total_cents, v_drop_id, p_created_at, p_created_at);
    INSERT INTO order_lines (id, order_id, position, product_id, product_name, size_key, unit_price_cents, quantity, line_total_cents, created_at, updated_at)
    SELECT gen_random_uuid(), p_order_id, l.position, l.product_id, l.product_name, l.size_key, l.unit_price_cents, l.quantity, l.line_total_cents,
           p_created_at, p_created_at
      FROM unnest(p_positions, p_product_ids, p_product_names, p_size_keys, p_unit_prices, p_quantities, p_line_totals)
           AS l(position, product_id, product_name, size_key, unit_price_cents, quantity, line_total_cents);

    IF v_drop_id IS NOT NULL THEN
      INSERT INTO drop_buyers AS b (drop_id, visitor_id, boxes, max_boxes)
      VALUES (v_drop_id, p_visitor_id, v_total, v_limit)
      ON CONFLICT ON CONSTRAINT drop_buyers_pkey DO UPDATE SET boxes = b.boxes + EXCLUDED.boxes;
      -- The hot rows last, and always in the same order, so two orders never wait on each other in a circle.
      FOR v_line IN
        SELECT u.product_id, u.size_key, sum(u.q)::int AS q
          FROM unnest(p_product_ids, p_size_keys, p_quantities) AS u(product_id, size_key, q)
         GROUP BY u.product_id, u.size_key ORDER BY u.product_id, u.size_key
      LOOP
        UPDATE drop_stock s SET remaining = s.remaining - v_line.q
         WHERE s.drop_id = v_drop_id AND s.product_id = v_line.product_id AND s.size_key = v_line.size_key
           AND s.remaining >= v_line.q;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'SH409', MESSAGE = v_line.product_id || '-' || v_line.size_key;
        END IF;
      END LOOP;
    END IF;
  EXCEPTION
    WHEN unique_violation THEN
      GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
      RETURN QUERY SELECT CASE WHEN v_constraint = 'orders_visitor_id_idempotency_key_key' THEN 'duplicate' ELSE 'reference-taken' END,
                          v_drop_id, NULL::text, NULL::int, NULL::timestamptz, v_limit;
      RETURN;
    WHEN check_violation THEN
      SELECT b.boxes INTO v_boxes FROM drop_buyers b WHERE b.drop_id = v_drop_id AND b.visitor_id = p_visitor_id;
      RETURN QUERY SELECT 'visitor-limit'::text, v_drop_id, NULL::text,
                          GREATEST(v_limit - COALESCE(v_boxes, 0), 0), NULL::timestamptz, v_limit;
      RETURN;
    WHEN SQLSTATE 'SH409' THEN
      -- Another order took the boxes between the check above and this update: nothing was kept.
      GET STACKED DIAGNOSTICS v_short = MESSAGE_TEXT;
      RETURN QUERY SELECT 'short'::text, v_drop_id, v_short, s.remaining, NULL::timestamptz, v_limit
                     FROM drop_stock s WHERE s.drop_id = v_drop_id AND s.product_id || '-' || s.size_key = v_short;
      RETURN;
  END;
  RETURN QUERY SELECT 'placed'::text, v_drop_id, NULL::text, NULL::int, NULL::timestamptz, v_limit;
END
$$;
