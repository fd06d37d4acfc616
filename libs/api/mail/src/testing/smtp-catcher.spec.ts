import { connect, type Socket } from 'node:net';
import { createTransport } from 'nodemailer';
import { SmtpCatcher } from './smtp-catcher';

/** Resolves once the server's replies on `socket` include a line starting with `code`. */
function replied(socket: Socket, code: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (new RegExp(`^${code} `, 'm').test(seen)) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
  });
}

describe('SmtpCatcher', () => {
  const smtp = new SmtpCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  // What the fault tests' SIGKILL of a sending API process can do to the connection (CI, 2026-12-01).
  it('outlives a client that resets its connection mid-message, and keeps receiving', async () => {
    const socket = connect(smtp.port, '127.0.0.1');
    await replied(socket, '220');
    // The server offers PIPELINING: the envelope and DATA in one write, as nodemailer sends them.
    const dataAccepted = replied(socket, '354');
    socket.write('EHLO vanishing.example.com\r\nMAIL FROM:<shop@example.com>\r\nRCPT TO:<lost@example.com>\r\nDATA\r\n');
    await dataAccepted;
    socket.write('Subject: half a message\r\n\r\nThe sender dies before the end');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.resetAndDestroy();
    await closed;

    const deadline = Date.now() + 2_000;
    while (smtp.connectionErrors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(smtp.connectionErrors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']);
    expect(smtp.to('lost@example.com')).toEqual([]);

    const transport = createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    await transport.sendMail({ from: 'shop@example.com', to: 'after@example.com', subject: 'Still here', text: 'Hello' });
    transport.close();
    expect(await smtp.waitFor('after@example.com')).toHaveLength(1);
  });
});
