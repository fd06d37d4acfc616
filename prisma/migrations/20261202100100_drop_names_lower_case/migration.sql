-- Drop names compare without letter case, as campaign names do (issue 60): `CaseA` and `casea`
-- were two drops sharing one campaign, `drop-casea`. The oldest keeps the lower-case name; every
-- later twin gets the start of its id as a suffix, so staff can still address it.
UPDATE "drops" d
   SET "name" = left(lower(d."name"), 80) || '-' || left(d."id"::text, 8)
 WHERE EXISTS (SELECT 1 FROM "drops" o
                WHERE lower(o."name") = lower(d."name") AND (o."created_at", o."id") < (d."created_at", d."id"));
UPDATE "drops" SET "name" = lower("name") WHERE "name" <> lower("name");
ALTER TABLE "drops" ADD CONSTRAINT "drops_name_lower_case" CHECK ("name" = lower("name"));
