-- The connection warm-up leaves the database (issue 61): it placed and rolled back real orders and
-- sign-ups on every new connection, with a cookie, a price and the limits written into SQL, so
-- every change to checkout had to change it too. Connections are still opened before the crowd
-- arrives (the pool is filled at start-up); their first statements are planned as they come.
DROP FUNCTION IF EXISTS "shop_warm_up"();
