-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('pending', 'confirmed', 'unsubscribed');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sent', 'failed');

-- DropIndex
DROP INDEX "subscribers_email_key";

-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "confirm_nonce" VARCHAR(32),
ADD COLUMN     "confirmation_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "list" VARCHAR(16) NOT NULL DEFAULT 'drop',
ADD COLUMN     "status" "SubscriptionStatus" NOT NULL DEFAULT 'pending',
ADD COLUMN     "unsubscribed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "to_address" VARCHAR(254) NOT NULL,
    "reply_to" VARCHAR(254),
    "subject" VARCHAR(300) NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" VARCHAR(1000),
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "subscribers_list_status_idx" ON "subscribers"("list", "status");

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_email_list_key" ON "subscribers"("email", "list");
