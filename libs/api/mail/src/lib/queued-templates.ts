import { Injectable } from '@nestjs/common';
import type { ClaimedMail, OutboundMail, SendableMail } from './mail-outbox.repository';

/** Renders a mail queued as its template's parameters, from the row's recipient and `params`. */
export type QueuedTemplate = (mail: {
  to: string;
  params: Record<string, unknown>;
}) => Pick<OutboundMail, 'subject' | 'text' | 'html' | 'headers'>;

/**
 * The templates of mail queued as parameters, rendered when sent rather than when queued: the
 * busiest writes (sign-ups) store a few bytes of JSON instead of several KB of text and HTML, and
 * the rendering runs in the sender, off the request. Each feature registers its templates (the
 * subscription confirmation: libs/api/notify, which holds the key its links are signed with), so
 * every process that sends mail (the API, `npm run mailer`) must load those features' providers.
 */
@Injectable()
export class QueuedMailTemplates {
  private readonly templates = new Map<string, QueuedTemplate>();

  register(kind: string, template: QueuedTemplate): void {
    this.templates.set(kind, template);
  }

  /** The mail as the transport sends it: as queued when rendered then, else rendered now. */
  render(mail: ClaimedMail): SendableMail {
    const base = { id: mail.id, kind: mail.kind, to: mail.to, replyTo: mail.replyTo ?? undefined };
    if (mail.rendered) return { ...base, headers: mail.headers, ...mail.rendered };
    const template = this.templates.get(mail.kind);
    // No part of this process registered the template: the attempt fails, and is retried.
    if (!template) throw new Error(`No template registered for queued mail of kind "${mail.kind}"`);
    const rendered = template({ to: mail.to, params: mail.params ?? {} });
    return { ...base, ...rendered, headers: { ...mail.headers, ...rendered.headers } };
  }
}
