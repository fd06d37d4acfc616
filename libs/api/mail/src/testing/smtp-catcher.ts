import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with what the tests read from it. */
export interface CaughtMail {
  envelopeTo: string[];
  raw: string;
  /** Header names in lower case; folded lines joined. */
  headers: Record<string, string>;
  /** The raw message with quoted-printable soft breaks and escapes undone: links can be read from it. */
  decoded: string;
}

function parse(raw: string, envelopeTo: string[]): CaughtMail {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { envelopeTo, raw, headers, decoded };
}

/**
 * A real SMTP server (nodemailer's smtp-server) in this process, on a port of its own: the API's
 * sender talks SMTP to it exactly as to a relay. `stop()` and `start()` on the same port imitate
 * an outage.
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  /** SMTP connections opened to this server since it was created (a pooled sender reuses one). */
  connections = 0;
  /** Errors of connections that ended badly (a client reset mid-message), in order. */
  readonly connectionErrors: Error[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** Milliseconds the server takes to accept each message: the fault tests keep a batch in flight long enough to kill its sender. */
  constructor(private readonly acceptDelayMs = 0) {}

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.messages.push(
            parse(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          if (this.acceptDelayMs > 0) setTimeout(callback, this.acceptDelayMs);
          else callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // From here the server's errors are its connections': smtp-server emits a client's reset in the
    // middle of a message (a sender killed mid-batch) on the server, where an unheard 'error' would
    // crash the test process. A relay notes the dropped connection and goes on; so does this.
    server.on('error', (error: Error) => this.connectionErrors.push(error));
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): CaughtMail[] {
    return this.messages.filter((m) => m.envelopeTo.includes(address));
  }

  /** Waits until `count` messages have reached `address` (the sender polls), or fails after `timeoutMs`. */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} message(s) to ${address}, got ${this.to(address).length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.to(address);
  }
}

/** The token of the first link to `path` in the mail. */
export function tokenFrom(mail: CaughtMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.decoded);
  if (!match) throw new Error(`No ${path} link in the mail`);
  return match[1];
}
