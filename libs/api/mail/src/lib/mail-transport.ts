import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailConfig } from '@shop/api/config';
import { mailAddressOf } from '@shop/api/config';
import { createTransport, type Transporter } from 'nodemailer';
import type { SendableMail } from './mail-outbox.repository';

/** Where a sent message went: `smtp`, or the .eml file it was written to. */
export type Delivery = { via: 'smtp' } | { via: 'file'; path: string };

export interface MailTransport {
  send(mail: SendableMail): Promise<Delivery>;
  close(): void;
  /** How many messages may be on their way at once (MailerService sends that many together). */
  readonly connections: number;
}

/** Mail server errors often quote the recipient: logs and the outbox's last_error keep the reason, not the address. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, '<address>');
}

function nodemailerMessage({ id, to, replyTo, subject, text, html, headers }: SendableMail, from: string, domain: string) {
  // One Message-ID per outbox row: a copy sent again in the crash window carries the same id,
  // which lets mail clients and the test suite recognise it as a duplicate.
  return { from, to, replyTo, subject, text, html, headers, messageId: `<${id}@${domain}>` };
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes an .eml file under
 * DATA_DIR/mail/ so a developer can open it (the path, never the address, is logged by the sender).
 */
export function createMailTransport(config: MailConfig, dataDir: string): MailTransport {
  const domain = mailAddressOf(config.from)?.split('@')[1] ?? 'localhost';
  if (config.smtpUrl) {
    // Short timeouts: a hung server must fail the attempt (and be retried) well within the claim's lease.
    // Pooled: each SMTP connection carries many messages (up to 100, then a fresh one). Opening a
    // connection per message, nodemailer's default, capped the sender at about 10 messages/s even
    // against a local server (npm run bench:mail). SMTP_MAX_CONNECTIONS of them, opened as the
    // messages on their way need them: over one, a burst of sign-ups waited in line for each
    // message's round trips (bench:mail with BENCH_SMTP_LATENCY_MS, a relay across a network).
    const transporter: Transporter = createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: config.smtpConnections,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => {
        await transporter.sendMail(nodemailerMessage(mail, config.from, domain));
        return { via: 'smtp' };
      },
      close: () => transporter.close(),
      connections: config.smtpConnections,
    };
  }
  const dir = join(dataDir, 'mail');
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(nodemailerMessage(mail, config.from, domain));
      // Asynchronous: the sender shares the event loop with the API's requests.
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}.eml`);
      await writeFile(path, info.message as Buffer);
      return { via: 'file', path };
    },
    close: () => transporter.close(),
    // One file at a time: a developer reads the log's paths in the order the mail was queued.
    connections: 1,
  };
}
