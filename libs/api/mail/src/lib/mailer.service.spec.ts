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
    replyTo: null,
    headers: {},
    attempts: 1,
    rendered: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
    params: null,
  }));
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sender(
  batch: ClaimedMail[],
  markSent: (id: string) => Promise<void>,
  connections = 1,
  refused: { id?: string; markAttemptFailed?: () => Promise<void> } = {},
) {
  const events: string[] = [];
  let onTheirWay = 0;
  let mostAtOnce = 0;
  const claims: number[] = [];
  const outbox = {
    claimDue: async (limit: number) => {
      claims.push(limit);
      return batch;
    },
    markSent: async (id: string) => {
      events.push(`mark ${id}`);
      await markSent(id);
      events.push(`marked ${id}`);
    },
    markAttemptFailed: async (id: string) => {
      events.push(`attempt failed ${id}`);
      await refused.markAttemptFailed?.();
    },
  } as unknown as MailOutboxRepository;
  const transport: MailTransport = {
    send: async (mail) => {
      events.push(`send ${mail.id}`);
      mostAtOnce = Math.max(mostAtOnce, ++onTheirWay);
      await later(5);
      onTheirWay--;
      if (mail.id === refused.id) throw new Error('550 mailbox unavailable');
      events.push(`accepted ${mail.id}`);
      return { via: 'smtp' };
    },
    close: () => undefined,
    connections,
  };
  return {
    service: new MailerService(config, transport, outbox, new QueuedMailTemplates()),
    events,
    mostAtOnce: () => mostAtOnce,
    claims,
  };
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

  it('has as many messages on their way at once as the transport has connections, each sent and marked once', async () => {
    const { service, events, mostAtOnce, claims } = sender(claimed(7), () => later(1), 3);
    expect(await service.sendDue()).toBe(7);
    // 20 messages claimed per connection, so each carries as many between two claims as one did alone.
    expect(claims).toEqual([60]);
    expect(mostAtOnce()).toBe(3);
    const ids = Array.from({ length: 7 }, (_, i) => `m${i}`);
    expect(events.filter((e) => e.startsWith('send ')).map((e) => e.slice(5))).toEqual(ids);
    expect(
      events
        .filter((e) => e.startsWith('marked '))
        .map((e) => e.slice(7))
        .sort(),
    ).toEqual(ids);
    // The first three went out together; the fourth waited for one of them to be accepted.
    expect(events.slice(0, 3)).toEqual(['send m0', 'send m1', 'send m2']);
    expect(events.indexOf('send m3')).toBeGreaterThan(events.indexOf('accepted m0'));
  });

  it('with several connections, takes no new message once a mark fails', async () => {
    const { service, events } = sender(
      claimed(12),
      async (id) => {
        if (id === 'm0') throw new Error('database gone');
      },
      3,
    );
    await expect(service.sendDue()).rejects.toThrow('database gone');
    // m0..m2 went out together and m3 took m0's place as it was accepted, before its mark failed;
    // only the messages already on their way were sent.
    expect(events.filter((e) => e.startsWith('send')).length).toBeLessThanOrEqual(6);
  });

  it('when a refused attempt cannot be recorded, finishes the messages on their way, then fails the round', async () => {
    const { service, events } = sender(claimed(12), () => later(10), 3, {
      id: 'm0',
      markAttemptFailed: () => Promise.reject(new Error('database gone')),
    });
    await expect(service.sendDue()).rejects.toThrow('database gone');
    expect(events.filter((e) => e.startsWith('send'))).toEqual(['send m0', 'send m1', 'send m2']);
    expect(events).toContain('attempt failed m0');
    // The two accepted with it were marked before the round failed: nothing is left half done.
    expect(events.filter((e) => e.startsWith('marked')).sort()).toEqual(['marked m1', 'marked m2']);
  });
});
