import { type BeforeApplicationShutdown, ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { MailerService } from '@shop/api/mail';
import { AnnouncementsService } from '@shop/api/notify';
import { DropsRepository } from './drops.repository';

/**
 * Recipients queued per step, one short transaction each, with a turn of the event loop between
 * steps: the announcement is queued at the very moment the drop's crowd arrives, and a step of
 * hundreds held checkout back for a second (bench:drop).
 */
const STEP = 25;

/** The campaign a drop's announcement is sent as: one per drop (drop names are lower case, as campaign names are). */
export const dropCampaignName = (dropName: string) => `drop-${dropName}`;

/**
 * Mails a drop's announcement to every confirmed `drop` subscriber when the drop opens. Every API
 * process looks every DROP_ANNOUNCE_POLL_MS, and once at start-up, so an opening that found every
 * process down is announced as soon as one starts. Exactly once, however many processes look at
 * the same moment: the announcement is a campaign (the machinery of `npm run announce`), and the
 * outbox's unique (campaign, subscriber) index queues each recipient once.
 */
@Injectable()
export class DropAnnouncer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Drops');
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drops: DropsRepository,
    private readonly announcements: AnnouncementsService,
    private readonly mailer: MailerService,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }

  /** Queues the announcement of every drop that has opened unannounced; resolves when none is left. */
  async announceDue(): Promise<void> {
    for (let drop = await this.drops.dueAnnouncement(); drop && !this.stopped; drop = await this.drops.dueAnnouncement()) {
      const name = dropCampaignName(drop.name);
      try {
        await this.queueAll(name, drop.announceSubject ?? '', drop.announceBody ?? '');
      } catch (error) {
        // The campaign's name is taken by other content (`npm run announce` used it): retrying
        // cannot help, and would hold up every later drop's announcement. Staff see it in status.
        if (!(error instanceof ConflictException)) throw error;
        await this.drops.markAnnounceProblem(drop.id, error.message);
        this.logger.error(`Drop ${drop.name} opened, but its announcement cannot be queued: ${error.message}`);
        continue;
      }
      if (this.stopped) return;
      await this.drops.markAnnounced(drop.id);
      this.logger.log(`Drop ${drop.name} opened: its announcement is queued (campaign ${name})`);
    }
  }

  /** Queues the campaign's recipients, STEP at a time, until none is left or the process stops. */
  private async queueAll(name: string, subject: string, body: string): Promise<void> {
    for (;;) {
      const step = await this.announcements.announce({ name, list: 'drop', subject, body, limit: STEP });
      if (step.queuedNow > 0) this.mailer.nudge();
      if (step.remaining === 0 || this.stopped) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.round = this.announceDue()
        .catch((error: unknown) => {
          // The database is away, or another process queued the same step: the next round goes on.
          this.logger.warn(`Drop announcement round failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => this.schedule(this.config.drops.announcePollMs));
    }, delayMs);
    this.timer.unref();
  }
}
