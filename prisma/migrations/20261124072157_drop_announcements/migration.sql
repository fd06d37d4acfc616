-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "campaign_id" UUID,
ADD COLUMN     "subscriber_id" UUID;

-- CreateTable
CREATE TABLE "campaigns" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "list" VARCHAR(16) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "campaigns_name_key" ON "campaigns"("name");

-- CreateIndex
CREATE UNIQUE INDEX "mail_outbox_campaign_id_subscriber_id_key" ON "mail_outbox"("campaign_id", "subscriber_id");
