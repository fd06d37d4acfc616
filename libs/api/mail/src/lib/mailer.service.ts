import { setTimeout } from 'node:timers/promises';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { type ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';
import { type MailTransport, withoutAddresses } from './mail-transport';
import { QueuedMailTemplates } from './queued-templates';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * Messages claimed per round for each SMTP connection: small, so one slow server delays few
 * messages past their lease; per connection, so that each carries as many between two claims
 * (the batch's last messages, its marks and the next claim leave connections idle).
 */
const BATCH_PER_CONNECTION = 20;
/**
 * How long a claim keeps other senders off a message. A sender that dies mid-batch leaves its
 * messages to be sent again after this: long enough for a batch at the transport's timeouts.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Longest wait between two attempts of one message. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Exponential backoff: base, 2×base, 4×base… capped at an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Sends the outbox. With MAIL_SENDER=in-process every API process runs the loop below (the claim
 * makes sure each message is taken by one of them); `npm run mailer` runs the same service alone.
 *
 * The crash window: a message is marked sent after the SMTP server accepted it, in a separate
 * statement. A process killed between the two (or a database that fails the mark) leaves the row
 * `queued` with its lease; when the lease ends it is sent again. So mail is delivered at least
 * once, and a duplicate is possible only in that window. Both copies carry the same Message-ID.
 * The mark is sent the moment the server accepts the message, as it always was; the next message
 * goes out while the mark's commit is on its way instead of after it (a commit costs about as
 * much as an SMTP exchange, and waiting for each held the sender at about half of nodemailer's
 * rate: npm run bench:mail). Once a mark fails, the batch stops sending. With several SMTP
 * connections (SMTP_MAX_CONNECTIONS) that many messages are on their way at once, so a kill can
 * leave that many accepted and unmarked instead of one; still never more than the one batch
 * (BATCH_PER_CONNECTION for each connection).
 */
@Injectable()
export class MailerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private running = false;
  /** Set by nudge(): mail was queued during a round, so the loop runs again instead of sleeping. */
  private nudged = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly outbox: MailOutboxRepository,
    private readonly templates: QueuedMailTemplates,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.sender === 'in-process') this.start();
  }

  /** Stops taking new messages, lets the batch in flight finish, so no claim is left half done. */
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.transport.close();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Mail was just committed to the outbox: send it now rather than at the next poll. Only this
   * process's sender hears it; the others (or `npm run mailer`) find the row when they next poll,
   * and the claim keeps any message from being taken twice. Measured with `npm run bench:mail`.
   */
  nudge(): void {
    if (!this.running) return;
    this.nudged = true;
    this.wake?.();
  }

  /**
   * Sends one batch of due messages, as many at once as the transport has connections (each
   * taking the batch's next message when its last was accepted); returns how many it claimed.
   */
  async sendDue(limit = BATCH_PER_CONNECTION * this.transport.connections): Promise<number> {
    const batch = await this.outbox.claimDue(limit, CLAIM_LEASE_MS);
    const marks: Promise<unknown>[] = [];
    // The first failure to record a message's fate (a mark, or a failed attempt), caught at once
    // (an unawaited rejection would end the process): no message is taken after it, and it is
    // thrown once the messages already on their way are done.
    let failure: { error: unknown } | undefined;
    const fail = (error: unknown) => void (failure ??= { error });
    let next = 0;
    const sendInTurn = async () => {
      while (next < batch.length && !failure) {
        const mail = batch[next++];
        const accepted = await this.sendOne(mail).catch(fail);
        if (accepted) marks.push(this.outbox.markSent(mail.id).catch(fail));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.transport.connections, batch.length) }, sendInTurn));
    // Every mark answered before the next claim: the rows claimed and not yet marked are never
    // more than one batch.
    await Promise.all(marks);
    if (failure) throw failure.error;
    return batch.length;
  }

  /** Renders and sends one message; false (and the attempt recorded as failed) when it was not accepted. */
  private async sendOne(mail: ClaimedMail): Promise<boolean> {
    const { retryBaseMs, maxAttempts } = this.config.mail;
    let delivery;
    try {
      delivery = await this.transport.send(this.templates.render(mail));
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      await this.outbox.markAttemptFailed(mail.id, reason, retryDelayMs(mail.attempts, retryBaseMs), maxAttempts);
      this.logger.warn(`Mail ${mail.id} (${mail.kind}) attempt ${mail.attempts} failed: ${reason}`);
      return false;
    }
    if (delivery.via === 'file') this.logger.log(`Mail ${mail.id} (${mail.kind}) written to ${delivery.path}`);
    return true;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      this.nudged = false;
      try {
        claimed = await this.sendDue();
      } catch (error) {
        // The database is unreachable, say: keep polling, it is retried on the next round.
        this.logger.error(`Mail sender round failed: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
      }
      if (claimed === 0 && this.running && !this.nudged) await this.sleep(this.config.mail.pollMs);
    }
  }

  /** Waits `ms`, or until nudge() or shutdown wakes it. */
  private async sleep(ms: number): Promise<void> {
    const wake = new AbortController();
    this.wake = () => wake.abort();
    await setTimeout(ms, undefined, { signal: wake.signal }).catch(() => undefined);
    this.wake = undefined;
  }
}
