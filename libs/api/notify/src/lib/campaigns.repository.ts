import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Prisma, sql, type SqlRunner, type StatementCatalog } from '@shop/api/database';

/** A campaign as stored (the Campaign model's columns). */
export type CampaignRow = Omit<Prisma.CampaignGetPayload<true>, 'createdAt' | 'updatedAt'>;

/** Every statement on `campaigns` (and the announcement side of `mail_outbox`), checked by campaigns.repository.spec.ts. */
export const CAMPAIGN_STATEMENTS = {
  /** Creates the campaign unless one has the name; either way returns the stored one (compare it with what was asked). */
  createOrGet: (id: string, name: string, list: string, subject: string, body: string) => sql`
    WITH created AS (
      INSERT INTO campaigns (id, name, list, subject, body, updated_at) VALUES (${id}::uuid, ${name}, ${list}, ${subject}, ${body}, now())
      ON CONFLICT (name) DO NOTHING
      RETURNING id::text AS id, name, list, subject, body)
    SELECT * FROM created
    UNION ALL
    SELECT id::text, name, list, subject, body FROM campaigns WHERE name = ${name} AND NOT EXISTS (SELECT 1 FROM created)`,
  /** The next confirmed subscribers of the list the campaign has not queued mail for, in a stable order (resumable). */
  nextRecipients: (campaignId: string, list: string, limit: number) => sql`
    SELECT s.id::text AS id, s.email FROM subscribers s
     WHERE s.list = ${list} AND s.status = 'confirmed'
       AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.campaign_id = ${campaignId}::uuid AND m.subscriber_id = s.id)
     ORDER BY s.id
     LIMIT ${limit}::int`,
  progress: (campaignId: string, list: string) => sql`
    SELECT (SELECT count(*)::int FROM mail_outbox WHERE campaign_id = ${campaignId}::uuid) AS "queuedTotal",
           (SELECT count(*)::int FROM subscribers s
             WHERE s.list = ${list} AND s.status = 'confirmed'
               AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.campaign_id = ${campaignId}::uuid AND m.subscriber_id = s.id)) AS remaining`,
} satisfies StatementCatalog;

@Injectable()
export class CampaignsRepository {
  async createOrGet(tx: SqlRunner, campaign: Omit<CampaignRow, 'id'>): Promise<CampaignRow> {
    const rows = await tx.$queryRaw<CampaignRow[]>(
      CAMPAIGN_STATEMENTS.createOrGet(randomUUID(), campaign.name, campaign.list, campaign.subject, campaign.body),
    );
    return rows[0];
  }

  nextRecipients(tx: SqlRunner, campaign: CampaignRow, limit: number): Promise<{ id: string; email: string }[]> {
    return tx.$queryRaw(CAMPAIGN_STATEMENTS.nextRecipients(campaign.id, campaign.list, limit));
  }

  async progress(tx: SqlRunner, campaign: CampaignRow): Promise<{ queuedTotal: number; remaining: number }> {
    const rows = await tx.$queryRaw<{ queuedTotal: number; remaining: number }[]>(CAMPAIGN_STATEMENTS.progress(campaign.id, campaign.list));
    return rows[0];
  }
}
