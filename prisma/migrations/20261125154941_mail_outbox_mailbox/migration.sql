-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "mailbox" VARCHAR(254);

-- CreateIndex
CREATE INDEX "mail_outbox_mailbox_kind_created_at_idx" ON "mail_outbox"("mailbox", "kind", "created_at");

-- The last day's visitor mail counts toward the new per-mailbox limits. SQL has no punycode, so a
-- Unicode domain of a row queued before this migration counts apart from its ASCII form, for a day.
UPDATE "mail_outbox"
   SET "mailbox" = regexp_replace(split_part(lower("to_address"), '@', 1), '\+.*$', '') || '@' || split_part(lower("to_address"), '@', 2)
 WHERE "kind" IN ('subscription-confirm', 'contact-ack') AND "created_at" > now() - interval '1 day' AND position('@' in "to_address") > 0;
