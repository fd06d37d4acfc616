import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { PrismaService } from '@shop/api/database';
import { announcementMail, MailOutboxRepository, shopIdentity } from '@shop/api/mail';
import type { AnnounceRequest, AnnounceResponse } from '@shop/contract';
import { CampaignsRepository } from './campaigns.repository';
import { SubscriptionMail } from './subscription-mail';

/**
 * Drop announcements through the outbox, one step per call (`npm run announce` calls it in a loop
 * at its rate). A campaign is known by its name: a rerun finds it and queues only the confirmed
 * subscribers it has not queued yet, so a stopped run resumes and a finished one sends nothing.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly campaigns: CampaignsRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly mail: SubscriptionMail,
  ) {}

  async announce({ name, list, subject, body, limit }: AnnounceRequest): Promise<AnnounceResponse> {
    const shop = shopIdentity(this.config);
    return this.prisma.$transaction(async (tx) => {
      const campaign = await this.campaigns.createOrGet(tx, { name, list, subject, body });
      if (campaign.list !== list || campaign.subject !== subject || campaign.body !== body) {
        throw new ConflictException(
          `A campaign named "${name}" was already announced with another list, subject or text: choose a new --name.`,
        );
      }
      const recipients = await this.campaigns.nextRecipients(tx, campaign, limit);
      const mails = recipients.map((r) =>
        announcementMail(
          { to: r.email, list, subject, body, links: this.mail.listLinks(r.id), campaign: { campaignId: campaign.id, subscriberId: r.id } },
          shop,
        ),
      );
      await this.outbox.enqueue(tx, ...mails);
      const progress = await this.campaigns.progress(tx, campaign);
      return { name, queuedNow: recipients.length, ...progress };
    });
  }
}
