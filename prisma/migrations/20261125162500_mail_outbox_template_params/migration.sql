-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "params" JSONB,
ALTER COLUMN "subject" DROP NOT NULL,
ALTER COLUMN "text_body" DROP NOT NULL,
ALTER COLUMN "html_body" DROP NOT NULL;
