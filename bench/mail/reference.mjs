// The reference of npm run bench:mail, in a process of its own as the API's sender is (so
// nodemailer does not share the SMTP server's event loop):
// `node bench/mail/reference.mjs <config.json>`, the config naming the SMTP URL, the message, how
// many to send, the recipients' prefix and the connections; prints `{"rate": messages per second,
// "cpuMs": CPU time of the sending}`.
// nodemailer straight to the SMTP server over `connections` pooled connections, with as many
// messages on their way at once, each connection taking the next message when its last was
// accepted, as the sender sends (libs/api/mail: mail-transport.ts, MailerService.sendDue), with
// no database.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createTransport } from 'nodemailer';
import { pool } from '../harness.mjs';

const { smtpUrl, message, count, prefix, connections } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const transporter = createTransport({ url: smtpUrl, pool: true, maxConnections: connections, maxMessages: 100 });
const domain = /@([^>\s]+)/.exec(message.from)?.[1] ?? 'localhost';
const cpuBefore = process.cpuUsage();
const started = performance.now();
await pool(count, connections, (i) =>
  transporter.sendMail({ ...message, to: `${prefix}-${i}@bench.example`, messageId: `<${randomUUID()}@${domain}>` }),
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
transporter.close();
console.log(JSON.stringify({ rate: count / seconds, cpuMs: (cpu.user + cpu.system) / 1000 }));
