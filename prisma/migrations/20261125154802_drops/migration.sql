-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "drop_id" UUID;

-- CreateTable
CREATE TABLE "drops" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "opens_at" TIMESTAMPTZ(3) NOT NULL,
    "closes_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_early_at" TIMESTAMPTZ(3),
    "per_visitor_boxes" INTEGER NOT NULL,
    "announce_subject" VARCHAR(300),
    "announce_body" TEXT,
    "announced_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "drops_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "drop_stock" (
    "drop_id" UUID NOT NULL,
    "product_id" VARCHAR(64) NOT NULL,
    "size_key" VARCHAR(32) NOT NULL,
    "boxes" INTEGER NOT NULL,
    "remaining" INTEGER NOT NULL,

    CONSTRAINT "drop_stock_pkey" PRIMARY KEY ("drop_id","product_id","size_key")
);

-- CreateTable
CREATE TABLE "drop_buyers" (
    "drop_id" UUID NOT NULL,
    "visitor_id" VARCHAR(64) NOT NULL,
    "boxes" INTEGER NOT NULL,
    "max_boxes" INTEGER NOT NULL,

    CONSTRAINT "drop_buyers_pkey" PRIMARY KEY ("drop_id","visitor_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "drops_name_key" ON "drops"("name");

-- CreateIndex
CREATE INDEX "drops_opens_at_idx" ON "drops"("opens_at");

-- CreateIndex
CREATE INDEX "orders_drop_id_created_at_idx" ON "orders"("drop_id", "created_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_drop_id_fkey" FOREIGN KEY ("drop_id") REFERENCES "drops"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drop_stock" ADD CONSTRAINT "drop_stock_drop_id_fkey" FOREIGN KEY ("drop_id") REFERENCES "drops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drop_buyers" ADD CONSTRAINT "drop_buyers_drop_id_fkey" FOREIGN KEY ("drop_id") REFERENCES "drops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What no code path may break, said by the database (issue 21): stock never below zero or above
-- what the drop started with, a buyer never past the drop's per-visitor limit, and no two drops
-- selling at once (a drop closed early frees the rest of its window).
ALTER TABLE "drops" ADD CONSTRAINT "drops_window_check" CHECK ("closes_at" > "opens_at");
ALTER TABLE "drops" ADD CONSTRAINT "drops_per_visitor_boxes_check" CHECK ("per_visitor_boxes" > 0);
ALTER TABLE "drops" ADD CONSTRAINT "drops_no_overlap"
  EXCLUDE USING gist (tstzrange("opens_at", GREATEST("opens_at", LEAST("closes_at", COALESCE("closed_early_at", "closes_at")))) WITH &&);
ALTER TABLE "drop_stock" ADD CONSTRAINT "drop_stock_remaining_check" CHECK ("remaining" >= 0 AND "remaining" <= "boxes");
ALTER TABLE "drop_buyers" ADD CONSTRAINT "drop_buyers_limit_check" CHECK ("boxes" >= 0 AND "boxes" <= "max_boxes");

-- Places an order in one statement: one round trip, and stock rows locked only from their
-- conditional UPDATE to the commit that ends the statement. It never raises for a refusal (a
-- failed statement costs the pool its connection): every outcome is a row.
--   placed          the order, its lines, the buyer's boxes and the stock are written
--   duplicate       the visitor already used this idempotency key (read that order back)
--   reference-taken the random reference exists: draw another
--   not-open-yet    drops exist but none is open; `at` is the next opening, if any
--   closed          drops exist, none is open and none is scheduled
--   not-in-drop     one row per line the open drop does not sell (`remaining` 0)
--   short           one row per line with too few boxes left (`remaining` is what is left)
--   visitor-limit   the visitor's boxes in this drop would pass `visitor_limit` (`remaining` = boxes still allowed)
-- With no drop ever scheduled (the demo) the order is placed without stock, as the spec says.
CREATE FUNCTION shop_place_order(
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
   WHERE d.opens_at <= now() AND now() < LEAST(d.closes_at, COALESCE(d.closed_early_at, d.closes_at))
   LIMIT 1;
  IF NOT FOUND AND EXISTS (SELECT 1 FROM drops) THEN
    RETURN QUERY SELECT CASE WHEN min(d.opens_at) IS NULL THEN 'closed' ELSE 'not-open-yet' END,
                        NULL::uuid, NULL::text, NULL::int, min(d.opens_at), NULL::int
                   FROM drops d WHERE d.opens_at > now() AND d.closed_early_at IS NULL;
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
