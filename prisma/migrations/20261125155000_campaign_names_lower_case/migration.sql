-- Campaign names compare without letter case. Names that differed only in case were two
-- campaigns, each with its own mail: the oldest takes the lower-case name, every later one a
-- suffix the admin API never accepts (`~`), so no new name can collide with it.
UPDATE "campaigns" c
   SET "name" = lower(c."name") || '~' || left(c."id"::text, 8)
 WHERE EXISTS (SELECT 1 FROM "campaigns" o
                WHERE lower(o."name") = lower(c."name") AND (o."created_at", o."id") < (c."created_at", c."id"));
UPDATE "campaigns" SET "name" = lower("name") WHERE "name" <> lower("name");
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_name_lower_case" CHECK ("name" = lower("name"));
