-- Times the shop can read back (issue 60). A drop closing in the year 10000 was stored once, and
-- then every read of the drops answered 500; such a drop can never open, so it goes. The API
-- refuses an opening more than a year ahead; this bound only keeps every stored time readable.
DELETE FROM "drops" WHERE "opens_at" >= '9000-01-01' OR "closes_at" >= '9000-01-01';
ALTER TABLE "drops" ADD CONSTRAINT "drops_times_check" CHECK ("opens_at" > '2000-01-01' AND "closes_at" < '9000-01-01');
