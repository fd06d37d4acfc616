import type { AppConfig } from '@shop/api/config';
import type { ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';
import type { MailTransport } from './mail-transport';
import { MailerService } from './mailer.service';
import { QueuedMailTemplates } from './queued-templates';

// How one batch is sent, with the outbox and the transport replaced by fakes that record the order
// of events: the real statements are checked in mail-outbox.repository.spec.ts, real SMTP in
// apps/api/test/mail*.spec.ts.

const config = { mail: { retryBaseMs: 1000, maxAttempts: 5, sender: 'off', pollMs: 1000 } } as unknown as AppConfig;
const claimed = (n: number): ClaimedMail[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i}`,
    kind: 'test',
    to: `fan${i}@example.com`,
    headers: {},
    attempts: 1,
    rendered: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
  }));
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sender(batch: ClaimedMail[], markSent: (id: string) => Promise<void>) {
  const events: string[] = [];
  const outbox = {
    claimDue: async () => batch,
    markSent: async (id: string) => {
      events.push(`mark ${id}`);
      await markSent(id);
      events.push(`marked ${id}`);
    },
    markAttemptFailed: async () => undefined,
  } as unknown as MailOutboxRepository;
  const transport: MailTransport = {
    send: async (mail) => {
      events.push(`send ${mail.id}`);
      await later(5);
      events.push(`accepted ${mail.id}`);
      return { via: 'smtp' };
    },
    close: () => undefined,
  };
  return { service: new MailerService(config, transport, outbox, new QueuedMailTemplates()), events };
}

describe('MailerService.sendDue', () => {
  it('marks each message the moment it is accepted and sends the next without waiting for the mark', async () => {
    const { service, events } = sender(claimed(3), () => later(30));
    expect(await service.sendDue()).toBe(3);
    // Each mark starts right after its acceptance; the next send does not wait for it.
    expect(events.slice(0, 6)).toEqual(['send m0', 'accepted m0', 'mark m0', 'send m1', 'accepted m1', 'mark m1']);
    // Every mark has answered by the time the batch returns.
    expect(events.filter((e) => e.startsWith('marked')).sort()).toEqual(['marked m0', 'marked m1', 'marked m2']);
  });

  it('stops sending the batch once a mark fails, and fails the round', async () => {
    const { service, events } = sender(claimed(5), async (id) => {
      if (id === 'm0') throw new Error('database gone');
    });
    await expect(service.sendDue()).rejects.toThrow('database gone');
    // m1 was on its way when m0's mark failed; nothing after it is sent.
    expect(events.filter((e) => e.startsWith('send'))).toEqual(['send m0', 'send m1']);
  });
});
