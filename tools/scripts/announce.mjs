// npm run announce -- --name june-drop --list drop --subject "The June drop is live" --body-file june.txt [--rate 600] [--url http://localhost:3000]
//
// Announces a drop to every confirmed subscriber of a list, through the running shop's admin API
// (POST /api/admin/announcements with ADMIN_TOKEN), so it works while the shop runs, on PostgreSQL
// and on the embedded database alike (only the server opens the PGlite directory). Each call queues
// the next recipients in the outbox; the server's sender sends them.
// - Idempotent by --name, in any letter case (June-Drop is june-drop): a campaign that was fully queued queues nobody again.
// - Resumable: stopped halfway (Ctrl+C, a lost connection), the same command continues where it stopped.
// - Rate: at most --rate recipients are queued per minute (default 600).
// Reads ADMIN_TOKEN, and PUBLIC_URL or PORT for the server's address, from the environment or .env.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { adminApi, fail } from './admin-api.mjs';

const USAGE =
  'Usage: npm run announce -- --name <name> --list drop|newsletter --subject <subject> --body-file <file> [--rate <per minute>] [--url <shop url>]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      name: { type: 'string' },
      list: { type: 'string' },
      subject: { type: 'string' },
      'body-file': { type: 'string' },
      rate: { type: 'string', default: '600' },
      url: { type: 'string' },
    },
  }));
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const missing = ['name', 'list', 'subject', 'body-file'].filter((key) => !values[key]);
if (missing.length > 0) fail(`Missing ${missing.map((key) => `--${key}`).join(', ')}.\n${USAGE}`);
const rate = Number(values.rate);
if (!Number.isInteger(rate) || rate < 1 || rate > 60_000) fail('--rate must be a whole number of recipients per minute, from 1 to 60000.');
let body;
try {
  body = readFileSync(values['body-file'], 'utf8');
} catch (error) {
  fail(`Cannot read --body-file: ${error.message}`);
}
const shop = adminApi(values.url);

/** Queue at most a few seconds' worth per call, so the rate holds and a stop loses nothing. */
const batch = Math.max(1, Math.min(200, Math.ceil(rate / 12)));

let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
  console.log('Stopping after this step; run the same command again to resume.');
});

for (;;) {
  const started = Date.now();
  const answer = await shop.post(
    'announcements',
    { name: values.name, list: values.list, subject: values.subject, body, limit: batch },
    'Run the same command again to resume.',
  );
  console.log(`${answer.name}: queued ${answer.queuedNow} now, ${answer.queuedTotal} in all, ${answer.remaining} to go`);
  if (answer.remaining === 0) {
    console.log(
      answer.queuedNow === 0 && answer.queuedTotal > 0
        ? 'Every recipient was queued already: nothing more to send.'
        : 'Done: the shop is sending the queued mail.',
    );
    break;
  }
  if (stopping) break;
  const wait = (answer.queuedNow / rate) * 60_000 - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
